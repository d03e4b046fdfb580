/** How long the profile's loading screen shows. */
export const PROFILE_LOADING_MS = 1000;

/** The texts of the team profile page, word for word. */
export const profileMessages = {
  loading: 'Loading Shiplog profile...',
  loadFailed: 'Failed to load the Shiplog profile. Please try again.',
  listProject: 'List a Project',
  verified: 'Verified Account',
  follow: 'Follow',
  followUnavailable: 'Following opens with public profiles. Until then, subscribe below to get every update.',
  viewProfile: 'View profile',
  latestUpdates: 'Latest Updates',
  viewBlog: 'View Blog',
  noUpdates: 'No updates yet',
  updatesFailed: 'Could not load the latest updates.',
  allUpdates: 'All updates on Shiplog’s changelog',
  stayUpdated: 'Stay Updated',
  subscribe: 'Subscribe',
  subscribing: 'Subscribing...',
  subscribed: 'Thanks for subscribing!',
  unsubscribe: 'Unsubscribe',
  unsubscribing: 'Unsubscribing...',
  invalidEmail: 'Please enter a valid email address',
  subscribeFailed: 'Failed to join waitlist. Please try again.',
  unsubscribeFailed: 'Could not unsubscribe. Please try again.',
  about: 'What is Shiplog?',
} as const;

/**
 * The static company profile, plus the blog the timeline links
 * to. Its figures (updates, subscribers, followers) and its timeline are read from Shiplog's own
 * changelog, never kept here.
 */
export interface CompanyProfile {
  companyName: string;
  description: string;
  /** owner/repo on GitHub. */
  repositoryName: string;
  website: string;
  blog: string;
  /** The X handle, without '@'. */
  twitter: string;
  /** YYYY-MM-DD. */
  foundedDate: string;
  /** The account behind Shiplog's own changelog; its figures are read from the API, not kept here. */
  user: { id: string; username: string; bio: string; avatar: string | null };
}

export interface CompanyProfileData {
  profile: CompanyProfile;
}

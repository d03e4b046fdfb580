export type Platform = 'X' | 'LinkedIn' | 'Discord';

export interface SamplePost {
  platform: Platform;
  name: string;
  username: string;
  content: string;
  likes: number;
  shares: number;
}

/** Social proof on the landing page: posts written by Shiplog from real-looking commits. */
export const samplePosts: SamplePost[] = [
  {
    platform: 'X',
    name: 'Maya Chen',
    username: '@mayabuilds',
    content:
      'Shipped RSS and Atom feeds for every public changelog today. Shiplog wrote this post from my commit while I made coffee. #buildinpublic',
    likes: 248,
    shares: 31,
  },
  {
    platform: 'LinkedIn',
    name: 'Daniel Okafor',
    username: 'daniel-okafor',
    content:
      'Week 12 of building our billing service in public: usage-based invoices are live. Every update on our changelog now comes straight from the commits.',
    likes: 412,
    shares: 57,
  },
  {
    platform: 'Discord',
    name: 'Lena Vogt',
    username: 'lena.codes',
    content:
      'New in v0.9: offline mode for the desktop app. Our community channel gets a note for every release, and I never write one by hand anymore.',
    likes: 96,
    shares: 12,
  },
];

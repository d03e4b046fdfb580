import type { PageMetaInput } from './seo';

/**
 * Shiplog's own changelog, which every installation holds unless PRODUCT_CHANGELOG=false: the
 * account that publishes it (nobody can sign in to it) and its public project (`/p/shiplog`).
 */
export const PRODUCT_CHANGELOG_IDS = {
  userId: '00000000-5151-4000-8000-000000000001',
  projectId: '00000000-5151-4000-8000-000000000002',
  slug: 'shiplog',
} as const;

/** Every route of the product, in one place. Builders for the routes with parameters. */
export const paths = {
  home: '/',
  features: '/features',
  overview: '/shiplog',
  pricing: '/pricing',
  faq: '/faq',
  login: '/login',
  register: '/register',
  auth: '/auth',
  authCallback: '/auth/callback',
  githubCallback: '/auth/github/callback',
  authDiagnostic: '/auth/diagnostic',
  diagnostics: '/diagnostics',
  dashboard: '/dashboard',
  /** The owner's drafts and scheduled updates, across their projects. */
  drafts: '/drafts',
  projects: '/projects',
  myProjects: '/my-projects',
  publicProjects: '/projects/public',
  project: (projectId: string | number = ':projectId') => `/projects/${projectId}`,
  /** One update's own page (a public address that never changes). */
  projectUpdate: (projectId: string | number = ':projectId', updateId: string | number = ':updateId') =>
    `/projects/${projectId}/updates/${updateId}`,
  /** An update's page on its project's custom domain (the project's page is `/` there). */
  domainUpdate: (updateId: string | number = ':updateId') => `/updates/${updateId}`,
  /**
   * A project's short address, when its owner chose one: its canonical address then (the page is
   * served there; `project(id)` and earlier short addresses answer 301 to it).
   */
  projectSlug: (slug: string = ':slug') => `/p/${slug}`,
  /** An update's page under its project's short address. */
  projectSlugUpdate: (slug: string = ':slug', updateId: string | number = ':updateId') =>
    `/p/${slug}/updates/${updateId}`,
  /** The product's own public changelog (a project every installation holds; see PRODUCT_CHANGELOG). */
  productChangelog: `/p/${PRODUCT_CHANGELOG_IDS.slug}`,
  projectSettings: (projectId: string | number = ':projectId') => `/projects/${projectId}/settings`,
  profile: '/profile',
  user: (userId: string | number = ':userId') => `/user/${userId}`,
  settings: '/settings',
  billing: '/billing',
  /** Reached from the confirmation mail: `?token=`. */
  confirmSubscription: '/subscriptions/confirm',
  /** Reached from every subscriber mail: `?token=`; preferences and unsubscribe. */
  manageSubscription: '/subscriptions/manage',
  /** Reached from the waitlist's welcome mail: `?token=`. */
  confirmWaitlist: '/waitlist/confirm',
  /** An entrant's referrals, from the welcome mail: `?token=` (signed, no sign-in). */
  waitlistReferrals: '/waitlist/referrals',
} as const;

/** The query parameter that carries where a reader goes back to once signed in (`/login?next=/p/lamp`). */
export const RETURN_PARAM = 'next';

const SIGN_IN_PAGES: readonly string[] = [
  paths.login,
  paths.register,
  paths.authCallback,
  paths.githubCallback,
];
const LOCAL_ORIGIN = 'http://return.invalid';
const hasControlCharacter = (value: string) =>
  Array.from(value).some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f);

/**
 * A page of this site to go back to after signing in, or null: only a path on the same origin
 * (`/…`; never `//host`, `/\host`, a scheme or control characters, which browsers would take to
 * another site), and not one of the sign-in pages themselves.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2048 || !value.startsWith('/')) return null;
  if (value.startsWith('//') || value.includes('\\') || hasControlCharacter(value)) return null;
  let url: URL;
  try {
    url = new URL(value, LOCAL_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== LOCAL_ORIGIN || SIGN_IN_PAGES.includes(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in page, coming back to `next` (when it is a safe path) once signed in. */
export function signInPath(next?: string | null): string {
  const back = safeReturnPath(next);
  return back ? `${paths.login}?${RETURN_PARAM}=${encodeURIComponent(back)}` : paths.login;
}

type StaticMeta = Omit<PageMetaInput, 'path'>;

const DEFAULT_DESCRIPTION =
  'Shiplog turns your commits into stories: AI-written social posts, public changelogs, subscriber updates and waitlists for developers who build in public.';

/** Metadata of the pages whose content does not depend on data. */
const staticPages: Record<string, StaticMeta> = {
  [paths.home]: { title: 'Turn Your Commits into Stories', description: DEFAULT_DESCRIPTION },
  [paths.features]: {
    title: 'Features',
    description:
      'GitHub integration, AI transformation of commit messages, multi-platform publishing, smart templates, code snippets and scheduled posts.',
  },
  [paths.overview]: {
    title: 'What is Shiplog?',
    description:
      'How Shiplog works: connect GitHub, pick a commit, let AI write the post, share it and keep a public changelog your audience can follow.',
  },
  [paths.pricing]: { title: 'Pricing', description: 'Shiplog is free during beta. No credit card required.' },
  [paths.faq]: { title: 'FAQ', description: 'Answers to common questions about Shiplog.' },
  [paths.login]: { title: 'Sign in', description: 'Sign in to Shiplog with GitHub or email.' },
  [paths.register]: {
    title: 'Create your account',
    description: 'Register for Shiplog with GitHub or email.',
  },
  [paths.authCallback]: { title: 'Signing in', description: DEFAULT_DESCRIPTION, noindex: true },
  [paths.githubCallback]: { title: 'Signing in', description: DEFAULT_DESCRIPTION, noindex: true },
  [paths.authDiagnostic]: { title: 'Auth diagnostics', description: DEFAULT_DESCRIPTION, noindex: true },
  [paths.diagnostics]: { title: 'Diagnostics', description: DEFAULT_DESCRIPTION, noindex: true },
  [paths.dashboard]: { title: 'Dashboard', description: DEFAULT_DESCRIPTION, noindex: true },
  [paths.drafts]: { title: 'Drafts', description: DEFAULT_DESCRIPTION, noindex: true },
  [paths.projects]: { title: 'My Projects', description: DEFAULT_DESCRIPTION, noindex: true },
  [paths.publicProjects]: {
    title: 'Public projects',
    description: 'Browse projects built in public on Shiplog: changelogs, updates and waitlists.',
  },
  [paths.profile]: { title: 'Shiplog profile', description: DEFAULT_DESCRIPTION },
  [paths.settings]: { title: 'Account settings', description: DEFAULT_DESCRIPTION, noindex: true },
  [paths.billing]: { title: 'Billing', description: 'Shiplog is free during beta.', noindex: true },
  [paths.confirmSubscription]: {
    title: 'Confirm your subscription',
    description: DEFAULT_DESCRIPTION,
    noindex: true,
  },
  [paths.manageSubscription]: {
    title: 'Subscription preferences',
    description: DEFAULT_DESCRIPTION,
    noindex: true,
  },
  [paths.confirmWaitlist]: { title: 'Confirm your place', description: DEFAULT_DESCRIPTION, noindex: true },
  [paths.waitlistReferrals]: { title: 'Your referrals', description: DEFAULT_DESCRIPTION, noindex: true },
};

const dynamicPages: Array<{ pattern: RegExp; meta: StaticMeta }> = [
  {
    pattern: /^\/projects\/[^/]+\/settings$/,
    meta: { title: 'Project settings', description: DEFAULT_DESCRIPTION, noindex: true },
  },
  { pattern: /^\/projects\/[^/]+$/, meta: { title: 'Project', description: DEFAULT_DESCRIPTION } },
  { pattern: /^\/user\/[^/]+$/, meta: { title: 'Profile', description: DEFAULT_DESCRIPTION } },
];

/** Paths that only redirect; the app knows them, crawlers get the target's metadata. */
export const redirects: Record<string, string> = {
  [paths.auth]: paths.login,
  [paths.myProjects]: paths.projects,
};

export const notFoundMeta: StaticMeta = {
  title: 'Page not found',
  description: 'The page you are looking for does not exist.',
  noindex: true,
};

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** Metadata for a path of the web app; `found` is false for paths no route knows. */
export function staticMetaFor(pathname: string): { found: boolean; meta: PageMetaInput } {
  const path = normalise(pathname);
  const target = redirects[path] ?? path;
  const known = staticPages[target] ?? dynamicPages.find((p) => p.pattern.test(target))?.meta;
  return known
    ? { found: true, meta: { ...known, path: target } }
    : { found: false, meta: { ...notFoundMeta, path } };
}

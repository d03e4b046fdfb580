import type { User } from './auth';

/**
 * The contract's plain values and helpers the web app's first page needs, without zod: the
 * landing page loads this file alone (`@shiplog/contract/constants`), not the schemas. Each
 * feature file re-exports its part, so `@shiplog/contract` still offers all of them.
 */

/** Every error code the API may answer with. Add codes here, never inline. */
export const errorCodes = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  /** The commit (or set of commits) already has a live update; the error's `existing` names it. */
  'UPDATE_EXISTS',
  'PAYLOAD_TOO_LARGE',
  /** The writer found nothing worth sharing in the commit; the message says why. */
  'NOT_WORTH_SHARING',
  /** Well-formed, but the thing it names cannot be used (e.g. a repository the user cannot push to). */
  'UNPROCESSABLE',
  'RATE_LIMITED',
  'BAD_GATEWAY',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const errorStatus: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  UPDATE_EXISTS: 409,
  PAYLOAD_TOO_LARGE: 413,
  NOT_WORTH_SHARING: 422,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
};

/**
 * One identity. A signed-in user sees their own display name (name, then
 * full_name, then the part of the email before '@', then 'User'); everyone else sees their
 * public name on every page, API answer, feed and mail: the display name they chose, else
 * their GitHub login, else 'Shiplog user', never any part of the email address. A generated
 * avatar shows the initials of the name beside it, on a colour picked from that name, so it
 * changes only when that name does (connecting GitHub keeps a chosen name and its avatar).
 */
export const ANONYMOUS_NAME = 'Shiplog user';

/** Display name: name, then full_name, then the part of the email before '@', then 'User'. */
export function displayName(user: Pick<User, 'email' | 'user_metadata'>): string {
  const meta = user.user_metadata;
  return meta.name?.trim() || meta.full_name?.trim() || user.email.split('@')[0] || 'User';
}

/** The name others see (pages, API, feeds, mail): the chosen name, else the GitHub login, else 'Shiplog user'. */
export function publicName(user: { name: string | null; login: string | null }): string {
  return user.name?.trim() || user.login?.trim() || ANONYMOUS_NAME;
}

/** A generated avatar's address; `seed` is the name shown beside it. */
export const generatedAvatarPath = (seed: string) => `/api/avatars/${encodeURIComponent(seed)}.svg`;

/**
 * A GitHub user's avatar served by Shiplog (fetched once and cached), so a public page makes no
 * request to GitHub for it.
 */
export const githubAvatarPath = (login: string) => `/api/avatars/github/${encodeURIComponent(login)}`;

/** The signed-in user's avatar: their picture, else one generated from the name their own pages show. */
export function avatarUrl(user: Pick<User, 'email' | 'user_metadata'>): string {
  if (user.user_metadata.avatar_url) return user.user_metadata.avatar_url;
  return generatedAvatarPath(
    user.user_metadata.name?.trim() || user.user_metadata.user_name || displayName(user),
  );
}

/** 'Ada Lovelace' → 'AL', 'grace brewster hopper' → 'GH', 'octocat' → 'O', '' → '?'. */
export function initialsOf(name: string): string {
  const words = name
    .replace(/@.*$/, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const letters = words.length > 1 ? [words[0]?.[0], words.at(-1)?.[0]] : [words[0]?.[0]];
  return letters.join('').toUpperCase() || '?';
}

/** How many colours generated avatars pick from (the server's SVG and the web's fallback share them). */
export const AVATAR_COLOURS = 6;

/** Which of the avatar colours a name gets: the same in the browser and on the server. */
export function avatarColourIndex(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return hash % AVATAR_COLOURS;
}

/**
 * The web app opens the wizard wherever the URL carries `?waitlist=open`, so any page can link
 * to it; `?ref=` on the landing URL is the referral code sent with the entry.
 */
export const WAITLIST_WIZARD_PARAM = 'waitlist';
export const WAITLIST_WIZARD_OPEN = 'open';
export const REFERRAL_PARAM = 'ref';
/** The invitation mail's link carries this signed token: the wizard opens for that address. */
export const WAITLIST_INVITE_PARAM = 'invite';

/** `search` (e.g. `?tab=posts`) with the wizard opened, every other parameter kept. */
export function withWaitlistWizard(search: string): string {
  const params = new URLSearchParams(search);
  params.set(WAITLIST_WIZARD_PARAM, WAITLIST_WIZARD_OPEN);
  return `?${params.toString()}`;
}

const REFERRAL_CODE = /^[A-Za-z0-9]{6,32}$/;

/** A referral code from a `?ref=` link, or null when it does not look like one. */
export function parseReferralCode(value: string | null | undefined): string | null {
  const code = value?.trim() ?? '';
  return REFERRAL_CODE.test(code) ? code : null;
}

/**
 * Served on a custom domain, index.html carries `<meta name="shiplog:project" content="{id}">`:
 * the web app then shows that project's page at `/`.
 */
export const CUSTOM_DOMAIN_PROJECT_META = 'shiplog:project';

/**
 * Beside it, `<meta name="shiplog:product" content="{PUBLIC_URL}">`: the product's own address,
 * where the site's "Made with Shiplog" leads (the custom domain serves only the project).
 */
export const CUSTOM_DOMAIN_PRODUCT_META = 'shiplog:product';

/**
 * A page requested without a session cookie carries `<meta name="shiplog:session" content="none">`:
 * the web app then knows the visitor is signed out without asking `GET /api/auth/session` (a 401).
 */
export const SESSION_HINT_META = 'shiplog:session';

/**
 * A pre-rendered page lists its own script chunks in `<meta name="shiplog:preload" content="…">`
 * (space-separated paths): the app preloads them once the page has been painted.
 */
export const PRELOAD_META = 'shiplog:preload';

/**
 * The element that carries the API answers a page starts with (`<script type="application/json">`
 * in the head): for a visitor without a session, the server reads them once while writing the
 * page, so the app draws it without waiting for two more round trips.
 */
export const INITIAL_ANSWERS_ID = 'shiplog-initial-answers';

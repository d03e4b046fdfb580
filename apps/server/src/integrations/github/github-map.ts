import type { RepoCommit, Repository } from '@shiplog/contract';
import type { CommitDetails, PullRequestFacts } from './index';
import { isFirstTimeAssociation } from './github-people';

/** GitHub's REST shapes, reduced to the fields we read (everything else is dropped at once). */
interface GithubRepo {
  id: number;
  name: string;
  full_name: string;
  description?: string | null;
  language?: string | null;
  stargazers_count?: number;
  private?: boolean;
  pushed_at?: string | null;
  /** The authenticated user's rights on it (GET /repos/{owner}/{repo} with a token). */
  permissions?: { push?: boolean; admin?: boolean };
}

/** A repository with whether the signed-in user may push to it (what makes it theirs to show). */
export type RepositoryAccess = Repository & { can_push: boolean };

interface GitPerson {
  name?: string | null;
  date?: string | null;
}

/** A GitHub account as lists show it (`simple-user`). */
interface GithubSimpleUser {
  login?: unknown;
  avatar_url?: unknown;
  html_url?: unknown;
  type?: unknown;
}

interface GithubCommit {
  sha: string;
  commit: { message?: string; author?: GitPerson | null; committer?: GitPerson | null };
  author?: (GithubSimpleUser & { login?: string }) | null;
}

interface GithubCommitDetail extends GithubCommit {
  parents?: unknown;
  stats?: { additions?: unknown; deletions?: unknown } | null;
  files?: unknown;
}

interface GithubFile {
  filename?: unknown;
  additions?: unknown;
  deletions?: unknown;
}

interface GithubPullRequest {
  number?: unknown;
  title?: unknown;
  body?: unknown;
  merged_at?: unknown;
  labels?: unknown;
  user?: GithubSimpleUser | null;
  author_association?: unknown;
}

/** A GitHub account behind a commit or pull request: who to credit, and where to link. */
export interface GithubAccount {
  login: string;
  avatarUrl: string | null;
  profileUrl: string | null;
  bot: boolean;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** A `simple-user`, or null when GitHub did not link an account. */
export function toAccount(user: GithubSimpleUser | null | undefined): GithubAccount | null {
  const login = text(user?.login);
  if (!login) return null;
  return {
    login,
    avatarUrl: text(user?.avatar_url),
    profileUrl: text(user?.html_url),
    bot: user?.type === 'Bot' || /\[bot\]$/i.test(login),
  };
}

/** GET /users/{login}: the public profile fields we show or use. */
export interface GithubProfile extends GithubAccount {
  name: string | null;
  /** The X handle the user put on their profile (never guessed). */
  twitterUsername: string | null;
}

export function toProfile(data: unknown): GithubProfile | null {
  const user = data as GithubSimpleUser & { name?: unknown; twitter_username?: unknown };
  const account = toAccount(user);
  if (!account) throw new UnexpectedAnswer('GitHub answered something other than a user');
  return { ...account, name: text(user.name), twitterUsername: text(user.twitter_username) };
}

/** The names of a pull request's labels (GitHub gives objects with a `name`). */
const labelNames = (labels: unknown): string[] =>
  (Array.isArray(labels) ? labels : []).flatMap((l: { name?: unknown } | null) =>
    typeof l?.name === 'string' ? [l.name] : [],
  );

/** A repository and when it was last pushed to (for ordering merged pages). */
export interface ListedRepository {
  repository: Repository;
  pushedAt: string;
}

class UnexpectedAnswer extends Error {
  override name = 'UnexpectedAnswer';
}

function arrayOf(data: unknown): unknown[] {
  if (!Array.isArray(data)) throw new UnexpectedAnswer('GitHub answered something other than a list');
  return data;
}

export function toRepository(data: unknown): Repository {
  const repo = data as GithubRepo;
  if (typeof repo?.id !== 'number' || typeof repo.full_name !== 'string')
    throw new UnexpectedAnswer('GitHub answered something other than a repository');
  return {
    id: repo.id,
    name: repo.name,
    full_name: repo.full_name,
    description: repo.description ?? null,
    language: repo.language ?? null,
    stargazers_count: repo.stargazers_count ?? 0,
    private: repo.private ?? false,
  };
}

export function toRepositoryAccess(data: unknown): RepositoryAccess {
  const { permissions } = data as GithubRepo;
  return { ...toRepository(data), can_push: Boolean(permissions?.push || permissions?.admin) };
}

export const toListedRepositories = (data: unknown): ListedRepository[] =>
  arrayOf(data).map((item) => ({
    repository: toRepository(item),
    pushedAt: (item as GithubRepo).pushed_at ?? '',
  }));

/** Most recently pushed first, each repository once (pages may overlap when pushes happen). */
export function byPushedDesc(listed: ListedRepository[]): Repository[] {
  const seen = new Set<number>();
  return listed
    .map((item, index) => ({ item, index }))
    .sort((a, b) => b.item.pushedAt.localeCompare(a.item.pushedAt) || a.index - b.index)
    .filter(({ item }) => !seen.has(item.repository.id) && seen.add(item.repository.id))
    .map(({ item }) => item.repository);
}

/** The repository view's commit; `author` only when GitHub knows the account. */
export function toRepoCommit(data: unknown): RepoCommit {
  const item = data as GithubCommit;
  if (typeof item?.sha !== 'string' || typeof item.commit !== 'object' || item.commit === null)
    throw new UnexpectedAnswer('GitHub answered something other than a commit');
  const person = item.commit.author ?? item.commit.committer ?? {};
  const login = item.author?.login;
  return {
    sha: item.sha,
    commit: {
      message: item.commit.message ?? '',
      author: { name: person.name ?? '', date: person.date ?? '' },
    },
    ...(login ? { author: { login } } : {}),
  };
}

export const toRepoCommits = (data: unknown): RepoCommit[] => arrayOf(data).map(toRepoCommit);

/** Files of one commit we keep; GitHub lists up to 300 a page. */
export const MAX_COMMIT_FILES = 100;
/** Characters of a pull request's description we keep. */
export const MAX_PULL_BODY = 4000;

/** A count GitHub gave, or 0 for anything else. */
const lines = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;

/** GET /repos/{owner}/{repo}/commits/{ref}: stats missing → the sums over the listed files. */
export function toCommitDetails(data: unknown): CommitDetails {
  const item = data as GithubCommitDetail;
  if (typeof item?.sha !== 'string' || typeof item.commit !== 'object' || item.commit === null)
    throw new UnexpectedAnswer('GitHub answered something other than a commit');
  const listed = (Array.isArray(item.files) ? (item.files as GithubFile[]) : [])
    .filter((f) => typeof f?.filename === 'string')
    .map((f) => ({
      filename: f.filename as string,
      additions: lines(f.additions),
      deletions: lines(f.deletions),
    }));
  const stats: { additions?: unknown; deletions?: unknown } = item.stats ?? {};
  const sum = (key: 'additions' | 'deletions') =>
    typeof stats[key] === 'number' ? lines(stats[key]) : listed.reduce((n, f) => n + f[key], 0);
  const person = item.commit.author ?? item.commit.committer ?? {};
  return {
    sha: item.sha,
    message: typeof item.commit.message === 'string' ? item.commit.message : '',
    author: typeof person.name === 'string' ? person.name : '',
    date: typeof person.date === 'string' ? person.date : null,
    account: toAccount(item.author),
    parents: Array.isArray(item.parents) ? item.parents.length : 0,
    files: listed.slice(0, MAX_COMMIT_FILES),
    additions: sum('additions'),
    deletions: sum('deletions'),
  };
}

/** At most `max` characters, never ending in half a surrogate pair. */
function cut(text: string, max: number) {
  if (text.length <= max) return text;
  const end = /[\uD800-\uDBFF]/.test(text.charAt(max - 1)) ? max - 1 : max;
  return text.slice(0, end);
}

/** The pull request of a commit, and whether it was merged (then it will not change). */
export interface CommitPull {
  pull: PullRequestFacts;
  merged: boolean;
  /** Who opened it, and whether GitHub says it is their first contribution to the repository. */
  author: GithubAccount | null;
  firstTime: boolean;
}

/**
 * GET /repos/{owner}/{repo}/commits/{sha}/pulls: the merged pull request (`merged_at` set) if
 * any, else the first listed; null for none.
 */
export function toCommitPull(data: unknown): CommitPull | null {
  const pulls = (arrayOf(data) as (GithubPullRequest | null)[]).filter(
    (p): p is GithubPullRequest => typeof p?.number === 'number' && typeof p.title === 'string',
  );
  const merged = pulls.find((p) => typeof p.merged_at === 'string' && p.merged_at !== '');
  const pull = merged ?? pulls[0];
  if (!pull) return null;
  const body = typeof pull.body === 'string' && pull.body !== '' ? cut(pull.body, MAX_PULL_BODY) : undefined;
  const labels = labelNames(pull.labels);
  return {
    pull: {
      number: pull.number as number,
      title: pull.title as string,
      ...(body !== undefined ? { body } : {}),
      ...(labels.length ? { labels } : {}),
    },
    merged: merged !== undefined,
    author: toAccount(pull.user),
    firstTime: isFirstTimeAssociation(pull.author_association),
  };
}

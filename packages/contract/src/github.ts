import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { MAX_PAGE_SIZE } from './list-pages';

/** Messages about GitHub data, the fixed ones word for word. */
export const githubMessages = {
  /** The 403 for a missing GitHub connection contains this phrase. */
  notConnected: 'GitHub account not connected',
  notConnectedDetail: 'GitHub account not connected. Connect GitHub to list your repositories and commits.',
  connectPrompt: 'Please connect your GitHub account to see your commits.',
  connectProjectsPrompt: 'Connect your GitHub account to pick a repository for your project.',
  unavailable: 'GitHub is not answering right now. Please try again in a moment.',
  timeout: 'GitHub took too long to answer. Please try again in a moment.',
  rateLimited: 'GitHub rate limit reached. Please try again in a few minutes.',
} as const;

/** How many commits the repository view shows. */
export const COMMIT_LIST_LIMIT = 10;
export const SHORT_SHA_LENGTH = 7;

/** A repository as GitHub lists it. */
export const repositorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  full_name: z.string(),
  description: z.string().nullable(),
  language: z.string().nullable(),
  stargazers_count: z.number().int(),
  private: z.boolean(),
});
export type Repository = z.infer<typeof repositorySchema>;
export const repositoryListSchema = z.array(repositorySchema);

/** A commit in the repository view. */
export const repoCommitSchema = z.object({
  sha: z.string(),
  commit: z.object({
    message: z.string(),
    author: z.object({ name: z.string(), date: z.string() }),
  }),
  author: z.object({ login: z.string() }).nullable().optional(),
});
export type RepoCommit = z.infer<typeof repoCommitSchema>;
export const repoCommitListSchema = z.array(repoCommitSchema);

const ownerOrRepo = z.string().regex(/^[A-Za-z0-9_.-]{1,100}$/);
export const repoPathParamsSchema = z.object({ owner: ownerOrRepo, repo: ownerOrRepo });

/** `?refresh=1` skips the short-lived cache (the Refresh buttons). */
const refreshFlag = z.enum(['1', 'true']).optional();

/** How many of a repository's newest commits (in the date range) a text search reads on GitHub. */
export const COMMIT_SEARCH_DEPTH = 300;
export const MAX_COMMIT_SEARCH_LENGTH = 200;
/** A full or abbreviated sha: a search for one asks GitHub for that commit directly. */
export const COMMIT_SHA_SEARCH = /^[0-9a-f]{7,40}$/i;

const instant = z.iso.datetime({ offset: true });

/** A page number of a GitHub list (pages are GitHub's own), named by `x-next-cursor` and `Link`. */
const pageNumber = (of: string) =>
  z.coerce
    .number()
    .int()
    .min(1)
    .max(1000)
    .optional()
    .describe(
      `Which page of ${of} (default 1). When another page follows, the answer names it: its number in the \`x-next-cursor\` header and its address in \`Link: <…>; rel="next"\`; the last page has neither.`,
    );

/**
 * Finding any commit, not only the newest ten: GitHub's own list-commits filters (`since`,
 * `until`, `author`, pages) and a search by message, sha or author.
 */
export const commitSearchQueryShape = {
  q: z
    .string()
    .trim()
    .max(MAX_COMMIT_SEARCH_LENGTH)
    .optional()
    .describe(
      `Search by message, sha or author. A sha (7 to 40 hex digits) is looked up directly; other text matches the message, the author's name or GitHub login among the newest ${COMMIT_SEARCH_DEPTH} commits (in the date range, when one is given).`,
    ),
  author: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .optional()
    .describe("Only commits by this GitHub login or author email (GitHub's `author` filter)."),
  since: instant.optional().describe('Only commits made at or after this time (ISO 8601).'),
  until: instant.optional().describe('Only commits made at or before this time (ISO 8601).'),
  page: pageNumber('`limit` commits, newest first'),
};
export type CommitSearchQuery = {
  q?: string;
  author?: string;
  since?: string;
  until?: string;
  page?: number;
};

export const commitsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(COMMIT_LIST_LIMIT),
  refresh: refreshFlag,
  ...commitSearchQueryShape,
});
export const reposQuerySchema = z.object({ refresh: refreshFlag });

/** Repositories in one answer of the repository list (at most MAX_PAGE_SIZE). */
export const REPOSITORIES_PAGE_SIZE = MAX_PAGE_SIZE;

/** GET /api/github/repos and /api/repos: most recently pushed first, a page of REPOSITORIES_PAGE_SIZE at a time. */
export const repositoryListQuerySchema = reposQuerySchema.extend({
  page: pageNumber('the repositories'),
});

/** The signed-in user's GitHub repositories and commits (both path families). */
export const githubEndpoints = {
  listRepositories: defineEndpoint({
    id: 'listRepositories',
    method: 'GET',
    path: '/repos',
    summary: 'Your GitHub repositories, most recently pushed first',
    tags: ['github'],
    auth: 'required',
    errors: [403, 429, 502, 503],
    query: repositoryListQuerySchema,
    status: 200,
    response: repositoryListSchema,
  }),
  listGithubRepositories: defineEndpoint({
    id: 'listGithubRepositories',
    method: 'GET',
    path: '/github/repos',
    summary: 'Your GitHub repositories (the projects dashboard path)',
    tags: ['github'],
    auth: 'required',
    errors: [403, 429, 502, 503],
    query: repositoryListQuerySchema,
    status: 200,
    response: repositoryListSchema,
  }),
  listRepositoryCommits: defineEndpoint({
    id: 'listRepositoryCommits',
    method: 'GET',
    path: '/repos/:owner/:repo/commits',
    summary: "A repository's commits, newest first: the newest ten, or found by text, dates and pages",
    tags: ['github'],
    auth: 'required',
    errors: [403, 429, 502, 503],
    params: repoPathParamsSchema,
    query: commitsQuerySchema,
    status: 200,
    response: repoCommitListSchema,
  }),
  listGithubCommits: defineEndpoint({
    id: 'listGithubCommits',
    method: 'GET',
    path: '/github/commits/:owner/:repo',
    summary: "A repository's commits, newest first (the projects dashboard path)",
    tags: ['github'],
    auth: 'required',
    errors: [403, 429, 502, 503],
    params: repoPathParamsSchema,
    query: commitsQuerySchema,
    status: 200,
    response: repoCommitListSchema,
  }),
};

import { githubEndpoints, REPOSITORIES_PAGE_SIZE } from '@shiplog/contract';
import { searchCommits } from '../../integrations/github/commit-search';
import { tooManyRequests } from '../../lib/app-error';
import { linkNextPage, pathOf } from '../../lib/next-page';
import { serveEndpoint } from '../../lib/serve-endpoint';
import type { FeatureRoutes } from '../feature-context';

/** Per user: enough for any screen, too few to burn the user's GitHub quota (5000 an hour). */
export const GITHUB_ROUTES_PER_MINUTE = 60;

/**
 * GET /api/github/repos, /api/repos and the commit lists (both path families): the
 * newest ten by default, or any commit by text, dates and pages.
 */
export const githubRoutes: FeatureRoutes = async (app, { github }) => {
  const perUser = app.createRateLimit({
    max: GITHUB_ROUTES_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: async (req) => `github:${(await req.getSession())?.userId ?? 'anonymous'}`,
  });

  // Every route here is the signed-in user's: 401 first, then the per-user limit.
  app.addHook('onRequest', async (request) => {
    await request.requireUserId();
    const limit = await perUser(request);
    if (!limit.isAllowed && limit.isExceeded) throw tooManyRequests(limit.ttlInSeconds);
  });

  const refreshing = (flag: string | undefined) => flag !== undefined;

  for (const endpoint of [githubEndpoints.listGithubRepositories, githubEndpoints.listRepositories]) {
    serveEndpoint(app, endpoint, {}, async (request, reply) => {
      const { refresh, page = 1 } = request.query;
      // GitHub's list, read (and cached) whole, answered a page at a time.
      const all = await github.listRepos(await request.requireUserId(), { refresh: refreshing(refresh) });
      const from = (page - 1) * REPOSITORIES_PAGE_SIZE;
      if (all.length > from + REPOSITORIES_PAGE_SIZE)
        linkNextPage(reply, pathOf(request.url), { page }, 'page', String(page + 1));
      return all.slice(from, from + REPOSITORIES_PAGE_SIZE);
    });
  }

  for (const endpoint of [githubEndpoints.listGithubCommits, githubEndpoints.listRepositoryCommits]) {
    serveEndpoint(app, endpoint, {}, async (request, reply) => {
      const { owner, repo } = request.params;
      const { refresh, ...search } = request.query;
      const found = await searchCommits(github, await request.requireUserId(), `${owner}/${repo}`, {
        ...search,
        refresh: refreshing(refresh),
      });
      // Whether there is more is known, not guessed: the next page's number, or no header.
      if (found.more)
        linkNextPage(reply, pathOf(request.url), search, 'page', String((search.page ?? 1) + 1));
      return found.commits;
    });
  }
};

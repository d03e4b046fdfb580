import type { AppDeps } from '../../deps';
import type { PageHandler, WebBuild } from '../../plugins/web-app';
import { createPageAnswers, type PageSources } from './page-answers';
import type { PageResolver } from './page-types';
import { createProjectPageResolver, projectPageKey } from './project-pages';
import { createPublicListPageResolver, publicListPageKey } from './public-list-page';
import { createUserPageResolver } from './user-page';
import { createPageServer } from './serve-page';

/**
 * The public pages the server renders: which page an address is (the public list, a project's
 * pages and its custom domain's, a person's; else the build's static pages such as the
 * landing), each page's data read through `sources`, its head, and where a visitor's page is
 * kept (with the reads it is built from, which the project's writes drop).
 */
export function createPages(deps: AppDeps, sources: PageSources): (build: WebBuild) => PageHandler {
  const { db } = deps.database;
  const publicUrl = deps.config.PUBLIC_URL;
  const answers = createPageAnswers(sources);
  const resolvers = [
    createPublicListPageResolver(answers),
    createProjectPageResolver(db, publicUrl, answers),
    createUserPageResolver(db, answers),
  ];
  const resolvePage: PageResolver = async (path, request) => {
    for (const resolve of resolvers) {
      const page = await resolve(path, request);
      if (page) return page;
    }
    return undefined;
  };
  return createPageServer({
    publicUrl,
    resolvePage,
    cache: deps.readCache,
    keyOf: (path, request) => publicListPageKey(path, request) ?? projectPageKey(path, request),
  });
}

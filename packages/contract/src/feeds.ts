import { paths } from './pages';

/** Reader- and crawler-facing documents of a project: Atom and RSS feeds, its social card, links to one update. */
/** The site paths of a project's page and of what hangs off it (feeds, social card, one update). */
export function projectPaths(id: string) {
  const page = paths.project(encodeURIComponent(id));
  return {
    page,
    atom: `${page}/feed.xml`,
    rss: `${page}/rss.xml`,
    card: `${page}/social-card.png`,
    update: (updateId: string) => `${page}#update-${encodeURIComponent(updateId)}`,
  };
}

import { paths } from './pages';

/** The site paths of a project's page and of what hangs off it (feeds, social card, one update). */
export function projectPaths(id: string) {
  const page = paths.project(encodeURIComponent(id));
  return {
    page,
    atom: `${page}/feed.xml`,
    rss: `${page}/rss.xml`,
    json: `${page}/feed.json`,
    card: `${page}/social-card.png`,
    /** An update's own page (a permalink), and its social card. */
    updatePage: (updateId: string) => `${page}/updates/${encodeURIComponent(updateId)}`,
    updateCard: (updateId: string) => `${page}/updates/${encodeURIComponent(updateId)}/social-card.png`,
  };
}

/**
 * A project's public page and its updates' pages at their canonical address: the short one
 * (`/p/{slug}`) when the project has one, else `/projects/{id}`. Feeds and cards stay at
 * `projectPaths(id)` (addresses feed readers keep).
 */
export function projectPagePaths(project: { id: string; slug?: string | null }) {
  const page = project.slug
    ? paths.projectSlug(encodeURIComponent(project.slug))
    : paths.project(encodeURIComponent(project.id));
  return { page, updatePage: (updateId: string) => `${page}/updates/${encodeURIComponent(updateId)}` };
}

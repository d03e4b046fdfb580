import {
  commentRoutes,
  endpointPath,
  notFoundMeta,
  paths,
  portableImageUrl,
  projectPagePaths,
  projectRoutes,
  timelineOf,
  timelineQuery,
  timelineRead,
  type PageMetaInput,
  type TimelineAddress,
} from '@shiplog/contract';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { type CustomDomainSite } from '../../plugins/custom-domains';
import { cardPathOf } from '../feeds/project-card';
import { domainFeedLinks } from '../feeds/project-feed';
import { loadPublicProject, type PublicProject } from '../feeds/public-project';
import { loadPublicUpdate, updatePageMeta, type PublicUpdate } from '../feeds/public-update';
import { siteUrl } from '../feeds/site-links';
import type { PageAnswers } from './page-answers';
import type { HeadLink, ResolvedPage } from './page-types';

const DOMAIN_UPDATE_PAGE = /^\/updates\/([^/]+)\/?$/;

/** The project as a page asks the API for it. */
const projectRead = (id: string) => endpointPath(projectRoutes.getProject, { id });

/** The timeline a page's address asks for (`?before=`, `?type=`, `?q=`). */
export const timelineAt = (request: FastifyRequest) =>
  timelineOf(new URLSearchParams(request.url.split('?')[1] ?? ''));

/** The address a project page is rendered at: its path, and the query that narrows its timeline. */
function addressOf(path: string, timeline: TimelineAddress): string {
  const query = timelineQuery(timeline);
  return query ? `${path}?${query}` : path;
}

/**
 * A project page's reads and rendering at its address: a narrowed timeline (an "Older updates"
 * link, a filter, a search) is rendered from its own first page, so it reads without JavaScript.
 */
export function projectRendering(
  answers: PageAnswers,
  id: string,
  path: string,
  request: FastifyRequest,
  at: PageAddress = { read: id, route: paths.project() },
) {
  const timeline = timelineAt(request);
  return {
    // What the project page asks the API first: the project and its timeline's first page.
    initialAnswers: [answers.project(projectRead(at.read)), answers.timeline(timelineRead(id, timeline))],
    render: at.route,
    address: addressOf(path, timeline),
  };
}

/**
 * How the app reads and draws a page: the project by its id (`/projects/{id}`) or by its short
 * address (`/p/{slug}`, where the app reads `/api/projects/{slug}`), and the app's route.
 */
export interface PageAddress {
  read: string;
  route: string;
}

/** A path segment decoded, or null when it is not valid percent-encoding. */
export function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** An unknown, unpublished or private page: 404, its name never shown. */
export const notFoundPage = (path: string): ResolvedPage => ({
  status: 404,
  meta: { ...notFoundMeta, path },
});

/** An update's page: its own metadata, and the reads it is drawn from (its project's by `at`). */
export function updatePage(
  answers: PageAnswers,
  update: PublicUpdate,
  at: PageAddress = { read: update.project.id, route: paths.projectUpdate() },
): ResolvedPage {
  const one = `${projectRead(update.project.id)}/updates/${encodeURIComponent(update.id)}`;
  // The page opens the update's comments: they come with it, in its HTML too.
  const comments = endpointPath(commentRoutes.listComments, { id: update.id });
  return {
    status: 200,
    meta: updatePageMeta(update),
    initialAnswers: [
      answers.project(projectRead(at.read)),
      answers.update(one),
      answers.neighbours(`${one}/neighbours`),
      answers.comments(comments),
    ],
    render: at.route,
    keptWith: update.project.id,
  };
}

/** `/projects/{id}/updates/{updateId}` (or a custom domain's `/updates/{id}`): the update's page, or 404. */
async function resolveUpdatePage(
  db: Database,
  answers: PageAnswers,
  path: string,
  projectId: string | null,
  updateId: string | null,
): Promise<ResolvedPage> {
  const update = projectId && updateId ? await loadPublicUpdate(db, projectId, updateId) : null;
  return update ? updatePage(answers, update) : notFoundPage(path);
}

/** The project's description, else what its newest update says, else a line about it. */
function describe(project: PublicProject): string {
  const summary = project.latest?.content.trim() || project.latest?.title;
  return (
    project.description.trim() ||
    summary ||
    `${project.name} by ${project.owner.username}: updates and changelog, built in public on Shiplog.`
  );
}

/** Page metadata for a project page: an article about source code. */
export function projectPageMeta(project: PublicProject): PageMetaInput {
  return {
    title: project.name,
    description: describe(project),
    path: projectPagePaths(project).page,
    // Link previews show JPEG and PNG everywhere, WebP not: an uploaded WebP banner as its mail variant.
    image: project.bannerUrl ? portableImageUrl(project.bannerUrl) : cardPathOf(project),
    type: 'article',
    article: {
      publishedTime: project.createdAt.toISOString(),
      modifiedTime: project.modifiedAt.toISOString(),
      author: project.owner.username,
      codeRepository: `https://github.com/${project.repositoryName}`,
      programmingLanguage: project.techStack.join(', ') || undefined,
    },
  };
}

/**
 * The project's Atom, RSS and JSON feeds (absolute URLs), for feed readers that look in the
 * page's head, and its icon for the browser tab when it has one (after the site's own, so it wins).
 */
export function projectHeadLinks(
  project: PublicProject,
  urls: { atom: string; rss: string; json: string },
): HeadLink[] {
  const title = `${project.name} updates`;
  return [
    ...(project.iconUrl ? [{ rel: 'icon', href: project.iconUrl }] : []),
    { rel: 'alternate', type: 'application/atom+xml', title: `${title} (Atom)`, href: urls.atom },
    { rel: 'alternate', type: 'application/rss+xml', title: `${title} (RSS)`, href: urls.rss },
    { rel: 'alternate', type: 'application/feed+json', title: `${title} (JSON Feed)`, href: urls.json },
  ];
}

/**
 * A project's page on its custom domain: `/` with the project's metadata and canonical URL on
 * that domain, its feeds there; the page's `domainProject` tells the web app which project to
 * show (the page's head names it). A private project is 404 there as everywhere.
 */
export async function resolveDomainPage(
  db: Database,
  answers: PageAnswers,
  publicUrl: string,
  site: CustomDomainSite,
  path: string,
  request: FastifyRequest,
): Promise<ResolvedPage> {
  const update = DOMAIN_UPDATE_PAGE.exec(path);
  if (update) {
    const page = await resolveUpdatePage(db, answers, path, site.projectId, decoded(update[1]!));
    if (page.status !== 200) return page;
    const meta = { ...page.meta, path, image: siteUrl(publicUrl, page.meta.image!) };
    // Rendered with the site's own routes (the update at `/updates/{id}`), as the app draws it there.
    return { ...page, domainProject: site.projectId, meta, baseUrl: site.baseUrl };
  }
  const project = path === '/' || path === '/index.html' ? await loadPublicProject(db, site.projectId) : null;
  if (!project) return notFoundPage(path);
  const meta = projectPageMeta(project);
  return {
    status: 200,
    // The social image stays on PUBLIC_URL (the card is served there).
    meta: { ...meta, path: '/', image: siteUrl(publicUrl, meta.image ?? cardPathOf(project)) },
    baseUrl: site.baseUrl,
    links: projectHeadLinks(project, domainFeedLinks(site)),
    ...projectRendering(answers, project.id, '/', request),
    domainProject: project.id,
    keptWith: project.id,
  };
}

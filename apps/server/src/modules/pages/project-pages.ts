import { paths, projectPagePaths } from '@shiplog/contract';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { customDomainSiteOf } from '../../plugins/custom-domains';
import { publicProjectForSlug } from '../../domain/project-slugs';
import { siteFeedLinks } from '../feeds/project-feed';
import { loadPublicProject, type PublicProject } from '../feeds/public-project';
import { loadPublicUpdate } from '../feeds/public-update';
import type { PageAnswers } from './page-answers';
import type { PageKey, PageResolver, ResolvedPage } from './page-types';
import {
  decoded,
  projectHeadLinks,
  notFoundPage,
  projectPageMeta,
  projectRendering,
  resolveDomainPage,
  timelineAt,
  updatePage,
  type PageAddress,
} from './project-page';

const PROJECT_PAGE = /^\/projects\/([^/]+)\/?$/;
const UPDATE_PAGE = /^\/projects\/([^/]+)\/updates\/([^/]+)\/?$/;
const SHORT_PAGE = /^\/p\/([^/]+)\/?$/;
const SHORT_UPDATE_PAGE = /^\/p\/([^/]+)\/updates\/([^/]+)\/?$/;

/** The request's query, kept when an address answers 301 to the canonical one. */
const queryOf = (request: FastifyRequest) => {
  const query = request.url.split('?')[1];
  return query ? `?${query}` : '';
};

/** A permanent redirect to the project's canonical address (or its update's there). */
function movedTo(project: { id: string; slug: string | null }, request: FastifyRequest, updateId?: string) {
  const at = projectPagePaths(project);
  const location = (updateId ? at.updatePage(updateId) : at.page) + queryOf(request);
  return { status: 301, redirect: location, meta: { title: '', description: '', path: location } };
}

/**
 * Which project a short address names, remembered from the pages resolved (an address whose
 * slug moved is resolved again and remembered anew): visitors' pages at `/p/{slug}` are kept
 * with their project's reads, which the project's writes drop.
 */
const slugOwners = new Map<string, string>();
const MAX_SLUGS = 10_000;
function remember(slug: string, id: string) {
  slugOwners.delete(slug);
  slugOwners.set(slug, id);
  if (slugOwners.size > MAX_SLUGS) slugOwners.delete(slugOwners.keys().next().value!);
}

/** A timeline narrowed by its address (an older page, a type, a search): rendered for each request, not kept. */
function isNarrowed(request: FastifyRequest): boolean {
  const { before, type, q } = timelineAt(request);
  return Boolean(before || type || q);
}

/**
 * Where a visitor's page of a project is kept, read from the address alone (before the page is
 * resolved): with its custom domain's project, the id in `/projects/{id}` and
 * `/projects/{id}/updates/{updateId}`, or the project a known `/p/{slug}` names. A narrowed
 * timeline is not kept.
 */
export function projectPageKey(path: string, request: FastifyRequest): PageKey | undefined {
  const site = customDomainSiteOf(request);
  if (site) return isNarrowed(request) ? undefined : { group: site.projectId, key: path };
  if (isNarrowed(request)) return undefined;
  const short = (SHORT_PAGE.exec(path) ?? SHORT_UPDATE_PAGE.exec(path))?.[1];
  if (short) {
    const id = slugOwners.get(short);
    return id === undefined ? undefined : { group: id, key: path };
  }
  const segment = (PROJECT_PAGE.exec(path) ?? UPDATE_PAGE.exec(path))?.[1];
  if (!segment || paths.project(segment) === paths.publicProjects) return undefined;
  const id = decoded(segment);
  return id === null ? undefined : { group: id, key: path };
}

/** The project's page: its metadata, feeds and the reads it is drawn from. */
function projectPage(
  answers: PageAnswers,
  project: PublicProject,
  path: string,
  request: FastifyRequest,
  publicUrl: string,
  at?: PageAddress,
): ResolvedPage {
  return {
    status: 200,
    meta: projectPageMeta(project),
    links: projectHeadLinks(project, siteFeedLinks(publicUrl, project)),
    ...projectRendering(answers, project.id, path, request, at),
    keptWith: project.id,
  };
}

/**
 * `/p/{slug}` and `/p/{slug}/updates/{updateId}`: served at the project's current slug; an
 * earlier slug (or another spelling of it) answers 301 to the current address.
 */
async function resolveShortAddress(
  db: Database,
  answers: PageAnswers,
  publicUrl: string,
  path: string,
  request: FastifyRequest,
  [, slugSegment, updateSegment]: RegExpExecArray,
): Promise<ResolvedPage> {
  const slug = decoded(slugSegment!);
  const updateId = updateSegment === undefined ? undefined : decoded(updateSegment);
  if (slug === null || updateId === null) return notFoundPage(path);
  const target = await publicProjectForSlug(db, slug);
  if (!target) return notFoundPage(path);
  if (!target.current || target.slug !== slug) return movedTo(target, request, updateId);
  remember(slug, target.id);
  if (updateId === undefined) {
    const project = await loadPublicProject(db, target.id);
    if (!project) return notFoundPage(path);
    return projectPage(answers, project, path, request, publicUrl, {
      read: slug,
      route: paths.projectSlug(),
    });
  }
  const update = await loadPublicUpdate(db, target.id, updateId);
  if (!update) return notFoundPage(path);
  return updatePage(answers, update, { read: slug, route: paths.projectSlugUpdate() });
}

/**
 * A project's pages from the database: at its short address when it has one (the UUID
 * addresses answer 301 there), else at `/projects/{id}`; on a custom domain, its project's
 * page at `/` (resolveDomainPage). A private or unknown project gets the generic not-found
 * metadata and status 404, so its name never shows.
 */
export function createProjectPageResolver(
  db: Database,
  publicUrl: string,
  answers: PageAnswers,
): PageResolver {
  return async (path, request) => {
    const site = customDomainSiteOf(request);
    if (site) return resolveDomainPage(db, answers, publicUrl, site, path, request);
    const short = SHORT_PAGE.exec(path) ?? SHORT_UPDATE_PAGE.exec(path);
    if (short) return resolveShortAddress(db, answers, publicUrl, path, request, short);
    const updateMatch = UPDATE_PAGE.exec(path);
    if (updateMatch) {
      const [projectId, updateId] = [decoded(updateMatch[1]!), decoded(updateMatch[2]!)];
      const update = projectId && updateId ? await loadPublicUpdate(db, projectId, updateId) : null;
      if (!update) return notFoundPage(path);
      return update.project.slug ? movedTo(update.project, request, update.id) : updatePage(answers, update);
    }
    const segment = PROJECT_PAGE.exec(path)?.[1];
    if (!segment || paths.project(segment) === paths.publicProjects) return undefined;
    const id = decoded(segment);
    const project = id === null ? null : await loadPublicProject(db, id);
    if (!project) return notFoundPage(path);
    return project.slug ? movedTo(project, request) : projectPage(answers, project, path, request, publicUrl);
  };
}

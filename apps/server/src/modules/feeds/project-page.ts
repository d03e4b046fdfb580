import { notFoundMeta, paths, type PageMetaInput } from '@shiplog/contract';
import type { Database } from '../../db/client';
import type { HeadLink, PageResolver } from '../../plugins/web-app';
import { cardPathOf } from './project-card';
import { loadPublicProject, type PublicProject } from './public-project';
import { projectPaths, siteUrl } from './site-links';

const PROJECT_PAGE = /^\/projects\/([^/]+)\/?$/;

/** The project's description, else what its newest update says, else a line about it. */
function describe(project: PublicProject): string {
  const summary = project.latest?.content.trim() || project.latest?.title;
  return (
    project.description.trim() ||
    summary ||
    `${project.name} by ${project.owner.username}: updates and changelog, built in public on Shiplog.`
  );
}

/** Spec 'Page metadata behaviour' for a project page: an article about source code. */
export function projectPageMeta(project: PublicProject): PageMetaInput {
  return {
    title: project.name,
    description: describe(project),
    path: projectPaths(project.id).page,
    image: project.bannerUrl ?? cardPathOf(project),
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

/** The project's Atom and RSS feeds, for feed readers that look in the page's head. */
export function feedLinks(project: PublicProject, publicUrl: string): HeadLink[] {
  const { atom, rss } = projectPaths(project.id);
  const title = `${project.name} updates`;
  return [
    {
      rel: 'alternate',
      type: 'application/atom+xml',
      title: `${title} (Atom)`,
      href: siteUrl(publicUrl, atom),
    },
    { rel: 'alternate', type: 'application/rss+xml', title: `${title} (RSS)`, href: siteUrl(publicUrl, rss) },
  ];
}

/**
 * Metadata of `/projects/{id}` from the database (one statement). A private or unknown
 * project gets the generic not-found metadata and status 404, so its name never shows.
 */
export function createProjectPageResolver(db: Database, publicUrl: string): PageResolver {
  return async (path) => {
    const segment = PROJECT_PAGE.exec(path)?.[1];
    if (!segment || paths.project(segment) === paths.publicProjects) return undefined;
    let id: string;
    try {
      id = decodeURIComponent(segment);
    } catch {
      return { status: 404, meta: { ...notFoundMeta, path } };
    }
    const project = await loadPublicProject(db, id);
    if (!project) return { status: 404, meta: { ...notFoundMeta, path } };
    return { status: 200, meta: projectPageMeta(project), links: feedLinks(project, publicUrl) };
  };
}

import { desc, sql } from 'drizzle-orm';
import { paths, projectPagePaths } from '@shiplog/contract';
import type { Database } from '../../db/client';
import { projects } from '../../db/schema';
import { isPublicProject } from '../../domain/project-access';
import { projectChanges } from './public-project';
import { siteUrl } from './site-links';
import { escapeXml } from './xml-text';

/** The public pages whose content does not depend on data. */
export const STATIC_PUBLIC_PAGES = [
  paths.home,
  paths.features,
  paths.overview,
  paths.pricing,
  paths.faq,
  paths.publicProjects,
];
/** A sitemap file holds at most 50,000 URLs (sitemaps.org). */
const MAX_URLS = 50_000;

export interface SitemapEntry {
  path: string;
  lastmod?: Date;
}

/** Every public project's page (at its short address when it has one) and when it last changed, newest projects first. */
export async function publicProjectEntries(db: Database): Promise<SitemapEntry[]> {
  const { changes, modifiedAt } = projectChanges(db);
  const rows = await db
    .select({ id: projects.id, slug: projects.slug, modifiedAt })
    .from(projects)
    .leftJoinLateral(changes, sql`true`)
    .where(isPublicProject)
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(MAX_URLS - STATIC_PUBLIC_PAGES.length);
  return rows.map((r) => ({ path: projectPagePaths(r).page, lastmod: r.modifiedAt }));
}

export function renderSitemap(publicUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map((e) => {
    const lastmod = e.lastmod ? `<lastmod>${e.lastmod.toISOString()}</lastmod>` : '';
    return `  <url><loc>${escapeXml(siteUrl(publicUrl, e.path))}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Everything may be crawled but the API and the signed-in pages; the sitemap is named. */
export function renderRobots(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    `Disallow: ${paths.dashboard}`,
    `Disallow: ${paths.drafts}`,
    `Disallow: ${paths.projectSettings('*')}`,
    `Disallow: ${paths.settings}`,
    '',
    `Sitemap: ${siteUrl(publicUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}

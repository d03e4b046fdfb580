import { and, eq } from 'drizzle-orm';
import { Feed, type Item } from 'feed';
import { paths, portableImageUrl, projectPagePaths, projectPaths, SITE_NAME } from '@shiplog/contract';
import type { Database } from '../../db/client';
import type { CustomDomainSite } from '../../plugins/custom-domains';
import { updates } from '../../db/schema';
import { isPublished, newestPublishedFirst } from '../../domain/published-updates';
import {
  attributeText,
  cdataText,
  entryHtml,
  entrySummary,
  entrySummaryText,
  type FeedUpdate,
} from './feed-entry';
import type { PublicProject } from './public-project';
import { siteUrl } from './site-links';
import { escapeXml, xmlSafe } from './xml-text';

export type FeedFormat = 'atom' | 'rss' | 'json';
export const FEED_CONTENT_TYPES: Record<FeedFormat, string> = {
  atom: 'application/atom+xml; charset=utf-8',
  rss: 'application/rss+xml; charset=utf-8',
  json: 'application/feed+json; charset=utf-8',
};
/** The newest updates a feed carries. */
export const FEED_SIZE = 50;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A permanent id: the row's UUID as a URN (it survives a change of PUBLIC_URL), else the URL. */
const stableId = (id: string, url: string) => (UUID.test(id) ? `urn:uuid:${id.toLowerCase()}` : url);
const latestOf = (a: Date, b: Date) => (a > b ? a : b);

/** The project's published updates, newest first, at most FEED_SIZE: one statement. */
export async function loadFeedUpdates(db: Database, projectId: string): Promise<FeedUpdate[]> {
  return (
    db
      .select({
        id: updates.id,
        type: updates.type,
        title: updates.title,
        content: updates.content,
        imageUrl: updates.imageUrl,
        commitSha: updates.commitSha,
        commitMessage: updates.commitMessage,
        labels: updates.labels,
        contributors: updates.contributors,
        publishedAt: updates.publishedAt,
        updatedAt: updates.updatedAt,
      })
      .from(updates)
      .where(and(eq(updates.projectId, projectId), isPublished))
      // As updates_project_published_idx is built: the newest 50 read from it, not the project sorted.
      .orderBy(...newestPublishedFirst)
      .limit(FEED_SIZE)
  );
}

/** Absolute URLs a feed links to: the page, the three feeds, and each update on the page. */
export interface FeedLinks {
  page: string;
  atom: string;
  rss: string;
  json: string;
  update(updateId: string): string;
}

/**
 * The project's links on this site (PUBLIC_URL): its pages at their canonical address (the short
 * one when it has a slug), its feeds where feed readers keep them.
 */
export function siteFeedLinks(publicUrl: string, project: { id: string; slug: string | null }): FeedLinks {
  const feeds = projectPaths(project.id);
  const pages = projectPagePaths(project);
  return {
    page: siteUrl(publicUrl, pages.page),
    atom: siteUrl(publicUrl, feeds.atom),
    rss: siteUrl(publicUrl, feeds.rss),
    json: siteUrl(publicUrl, feeds.json),
    update: (updateId) => siteUrl(publicUrl, pages.updatePage(updateId)),
  };
}

/** The links a custom domain's page and feeds use: the page at its root, the feeds beside it. */
export function domainFeedLinks(site: CustomDomainSite): FeedLinks {
  const page = `${site.baseUrl}/`;
  return {
    page,
    atom: `${site.baseUrl}/feed.xml`,
    rss: `${site.baseUrl}/rss.xml`,
    json: `${site.baseUrl}/feed.json`,
    update: (updateId: string) => `${site.baseUrl}${paths.domainUpdate(encodeURIComponent(updateId))}`,
  };
}

/** A generated update's contributors as feed authors: name, GitHub profile, avatar. */
const contributorsOf = (update: FeedUpdate) =>
  (update.contributors ?? []).map((c) => ({
    name: xmlSafe(c.name),
    ...(c.profile_url ? { url: c.profile_url } : {}),
    ...(c.avatar_url ? { avatar: c.avatar_url } : {}),
  }));

/**
 * Atom 1.0 or RSS 2.0 of a public project's updates (the `feed` package writes the XML).
 * Titles and summaries are declared HTML in Atom, so they are escaped; RSS has no author
 * element for names without an email address, so it names the owner with `dc:creator`. Atom
 * lists a generated update's contributors (`contributor`), JSON Feed as the item's `authors`.
 */
export function renderProjectFeed(
  project: PublicProject,
  entries: FeedUpdate[],
  publicUrl: string,
  format: FeedFormat,
  links: FeedLinks = siteFeedLinks(publicUrl, project),
): string {
  const pageUrl = links.page;
  const owner = xmlSafe(project.owner.username);
  const author = { name: owner, link: siteUrl(publicUrl, paths.user(project.owner.id)) };
  if (format === 'json') return JSON.stringify(jsonFeedOf(project, entries, links, author));
  const feed = new Feed({
    id: stableId(project.id, pageUrl),
    title: xmlSafe(`${project.name} updates`),
    description: xmlSafe(project.description.trim() || `Updates from ${project.name}, built in public.`),
    link: pageUrl,
    feedLinks: { atom: links.atom, rss: links.rss },
    favicon: siteUrl(publicUrl, '/favicon.svg'),
    updated: project.modifiedAt,
    generator: SITE_NAME,
    author,
  });
  for (const update of entries) {
    const url = links.update(update.id);
    const item: Item = {
      id: stableId(update.id, url),
      title: format === 'atom' ? escapeXml(update.title) : cdataText(update.title),
      link: url,
      date: latestOf(update.publishedAt, update.updatedAt),
      published: update.publishedAt,
      description: entrySummary(update),
      content: entryHtml(update, project.repositoryName),
      category: [update.type, ...update.labels].map((label) =>
        format === 'atom' ? { term: attributeText(label) } : { name: xmlSafe(label) },
      ),
      ...(format === 'atom'
        ? {
            author: [author],
            contributor: contributorsOf(update).map(({ name, url }) => ({ name, link: url })),
          }
        : { extensions: [{ name: 'dc:creator', objects: { _text: owner } }] }),
    };
    feed.addItem(item);
  }
  return format === 'atom' ? feed.atom1() : feed.rss2();
}

/**
 * JSON Feed 1.1 (https://jsonfeed.org/version/1.1) of the same updates: `content_html` is the
 * rendered Markdown, `summary` its plain text, `tags` the type and labels.
 */
export function jsonFeedOf(
  project: PublicProject,
  entries: FeedUpdate[],
  links: FeedLinks,
  author: { name: string; link: string },
) {
  return {
    version: 'https://jsonfeed.org/version/1.1',
    title: `${project.name} updates`,
    home_page_url: links.page,
    feed_url: links.json,
    description: project.description.trim() || `Updates from ${project.name}, built in public.`,
    authors: [{ name: author.name, url: author.link }],
    language: 'en',
    items: entries.map((update) => {
      const url = links.update(update.id);
      return {
        id: stableId(update.id, url),
        url,
        title: update.title,
        content_html: entryHtml(update, project.repositoryName),
        summary: entrySummaryText(update),
        date_published: update.publishedAt.toISOString(),
        date_modified: latestOf(update.publishedAt, update.updatedAt).toISOString(),
        tags: [update.type, ...update.labels],
        ...(update.type === 'image' && update.imageUrl ? { image: portableImageUrl(update.imageUrl) } : {}),
        ...(update.contributors?.length ? { authors: contributorsOf(update) } : {}),
      };
    }),
  };
}

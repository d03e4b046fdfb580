import { portableImageOf } from '@shiplog/contract';
import type { updates } from '../../db/schema';
import { markdownToText, renderMarkdown } from '../../lib/markdown';
import { escapeXml, xmlSafe } from './xml-text';

export type FeedUpdate = Pick<
  typeof updates.$inferSelect,
  | 'id'
  | 'type'
  | 'title'
  | 'content'
  | 'imageUrl'
  | 'commitSha'
  | 'commitMessage'
  | 'labels'
  | 'contributors'
  | 'publishedAt'
  | 'updatedAt'
>;

const SUMMARY_LENGTH = 300;
const HTTP_URL = /^https?:\/\//i;

/**
 * Uploaded images in rendered HTML as feed readers (some of which show no WebP) can show them:
 * a WebP image becomes its mail variant, with its size and without the WebP `srcset`.
 */
export function portableImages(html: string): string {
  return html.replace(/<img\b[^>]*>/g, (tag) => {
    const src = /\ssrc="([^"]*)"/.exec(tag)?.[1];
    const portable = src ? portableImageOf(src) : null;
    if (!portable || portable.src === src) return tag;
    return tag
      .replace(/\s(?:srcset|sizes)="[^"]*"/g, '')
      .replace(/\ssrc="[^"]*"/, ` src="${portable.src}"`)
      .replace(/\swidth="\d+"/, ` width="${portable.width}"`)
      .replace(/\sheight="\d+"/, ` height="${portable.height}"`);
  });
}

/** An image update's image for feed readers: an uploaded one with its size (WebP as its mail variant). */
function entryImage(url: string): { src: string; size: string } {
  const portable = portableImageOf(url);
  return portable
    ? { src: portable.src, size: ` width="${portable.width}" height="${portable.height}"` }
    : { src: url, size: '' };
}

/**
 * The update as HTML for feed readers: its Markdown rendered and sanitized as on the page (with
 * highlighted code); images and commit links are built here from validated fields.
 */
export function entryHtml(update: FeedUpdate, repositoryName: string): string {
  const parts = update.content.trim() ? [xmlSafe(portableImages(renderMarkdown(update.content)))] : [];
  if (update.type === 'image' && update.imageUrl && HTTP_URL.test(update.imageUrl)) {
    const image = entryImage(update.imageUrl);
    parts.push(`<p><img src="${escapeXml(image.src)}" alt="${escapeXml(update.title)}"${image.size}></p>`);
  }
  if (update.type === 'commit' && update.commitSha && /^[0-9a-f]{7,40}$/i.test(update.commitSha)) {
    const url = `https://github.com/${repositoryName}/commit/${update.commitSha}`;
    const message = update.commitMessage?.trim() ? `: ${escapeXml(update.commitMessage.trim())}` : '';
    parts.push(
      `<p>Commit <a href="${escapeXml(url)}"><code>${update.commitSha.slice(0, 7)}</code></a>${message}</p>`,
    );
  }
  return parts.join('\n') || `<p>${escapeXml(update.title)}</p>`;
}

/** A short plain-text summary: the Markdown's text, else the commit message or the title. */
export function entrySummaryText(update: FeedUpdate): string {
  const text = (markdownToText(update.content) || update.commitMessage || update.title)
    .replace(/\s+/g, ' ')
    .trim();
  const cut = Array.from(text);
  return xmlSafe(cut.length > SUMMARY_LENGTH ? `${cut.slice(0, SUMMARY_LENGTH - 3).join('')}...` : text);
}

/** The summary HTML-escaped (Atom and RSS declare summaries as HTML). */
export const entrySummary = (update: FeedUpdate): string => escapeXml(entrySummaryText(update));

/**
 * Plain text the feed library writes verbatim into a CDATA section. It splits the first `]]>`
 * (which would end the section) correctly but only that one, so any further one is broken up.
 */
export function cdataText(text: string): string {
  let first = true;
  return xmlSafe(text).replace(/]]>/g, (end) => (first ? ((first = false), end) : ']] >'));
}

/** Plain text the feed library writes into an attribute, where it escapes `&` and `"` only. */
export const attributeText = (text: string) => xmlSafe(text).replaceAll('<', '‹');

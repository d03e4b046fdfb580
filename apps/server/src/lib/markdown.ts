import hljs from 'highlight.js/lib/common';
import MarkdownIt from 'markdown-it';
import taskLists from 'markdown-it-task-lists';
import { escapeHtml } from './escape-html';
import { sanitizeRichText } from './sanitize-rich-text';

/**
 * Markdown as owners and GitHub write it: CommonMark with GFM tables, strikethrough, task lists
 * and autolinks. Raw HTML is shown as text, not interpreted: updates written before they were
 * Markdown are plain text, where `Option<T>` is code talk, not a tag to drop. A single newline
 * breaks the line, as it did in those texts (and does in GitHub comments). The output still
 * goes through the rich-text allow-list.
 */
const markdown = new MarkdownIt({
  html: false,
  breaks: true,
  linkify: true,
  typographer: false,
  // Highlighted here, at render time: the browser gets classes, not a highlighter.
  highlight(code, info) {
    const language = info.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
    if (!language || !hljs.getLanguage(language)) return '';
    const html = hljs.highlight(code, { language, ignoreIllegals: true }).value;
    return `<pre><code class="hljs language-${escapeHtml(language)}">${html}</code></pre>`;
  },
}).use(taskLists, { enabled: false, label: true });

/** Renders are pure: the same source gives the same HTML, so recent ones are kept. */
const CACHE_SIZE = 2_000;
const cache = new Map<string, string>();

/** Markdown → sanitized HTML, for pages, the API, feeds and mail. */
export function renderMarkdown(source: string): string {
  if (!source.trim()) return '';
  const hit = cache.get(source);
  if (hit !== undefined) {
    cache.delete(source);
    cache.set(source, hit);
    return hit;
  }
  // Code blocks and tables scroll sideways on narrow screens: keyboard users must reach them.
  const html = sanitizeRichText(markdown.render(source).replace(/<(pre|table)>/g, '<$1 tabindex="0">'));
  cache.set(source, html);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return html;
}

/** The text of rendered Markdown, for plain-text mail and descriptions: no tags, no entities. */
export function markdownToText(source: string): string {
  return renderMarkdown(source)
    .replace(/<li[^>]*>/g, '- ')
    .replace(/<\/(li|tr|th|td)>/g, '\n')
    .replace(/<\/(p|h[1-6]|blockquote|pre|ul|ol|table)>/g, '\n\n')
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/^(- .*)\n\n(?=- )/gm, '$1\n')
    .replace(/^- {2,}/gm, '- ')
    .trim();
}

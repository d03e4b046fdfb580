import type { PageMeta } from '@shiplog/contract';
import { INITIAL_ANSWERS_ID, PRELOAD_META } from '@shiplog/contract/constants';
import { escapeHtml } from '../../lib/escape-html';
import type { InitialAnswer, PrerenderedPage } from '../../plugins/web-app';
import type { HeadLink, HeadMeta } from './page-types';

const HEAD_MARKER = '<!--app-head-->';
export const ROOT_ELEMENT = '<div id="root"></div>';

/** The answers as a JSON data block: not run, so the page's CSP allows it; `<` escaped so it cannot end the element. */
function answersElement(answers: Record<string, InitialAnswer>): string {
  const json = JSON.stringify(answers).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${INITIAL_ANSWERS_ID}">${json}</script>`;
}

/** The page's metadata as HTML, for crawlers that do not run JavaScript. */
export function renderHead(meta: PageMeta, links: HeadLink[] = [], metas: HeadMeta[] = []): string {
  const attr = (name: string, value: string | undefined) =>
    value === undefined ? '' : ` ${name}="${escapeHtml(value)}"`;
  const lines = [
    `<meta name="description" content="${escapeHtml(meta.description)}" data-seo="ssr">`,
    `<link rel="canonical" href="${escapeHtml(meta.canonical)}" data-seo="ssr">`,
    ...meta.tags
      .filter((t) => t.key !== 'description')
      .map(
        (t) => `<meta ${t.attr}="${escapeHtml(t.key)}" content="${escapeHtml(t.content)}" data-seo="ssr">`,
      ),
    ...links.map(
      (l) =>
        `<link${attr('rel', l.rel)}${attr('type', l.type)}${attr('title', l.title)}${attr('href', l.href)} data-seo="ssr">`,
    ),
    ...metas.map(
      (m) => `<meta name="${escapeHtml(m.name)}" content="${escapeHtml(m.content)}" data-seo="ssr">`,
    ),
  ];
  if (meta.jsonLd) {
    const json = JSON.stringify(meta.jsonLd).replace(/</g, '\\u003c');
    lines.push(`<script type="application/ld+json" data-seo="ssr">${json}</script>`);
  }
  return lines.join('\n    ');
}

/** index.html as the page: its title and head, its pre-rendered or rendered content, and the answers it was drawn from. */
export function renderIndex(
  template: string,
  meta: PageMeta,
  links?: HeadLink[],
  metas?: HeadMeta[],
  prerendered?: PrerenderedPage,
  answers?: Record<string, InitialAnswer>,
): string {
  // The page's own chunks, preloaded by the app once the page has been painted (src/main.tsx).
  const preload = prerendered?.preload.length
    ? [{ name: PRELOAD_META, content: prerendered.preload.join(' ') }]
    : [];
  // Functions as replacements, so `$&` and friends in page data stay literal.
  const html = template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`)
    .replace(HEAD_MARKER, () => renderHead(meta, links, [...(metas ?? []), ...preload]));
  // The answers follow the page's content, so the browser draws the content before reading them
  // (the app's scripts are modules: they run once the whole document is in).
  const data = answers && Object.keys(answers).length ? answersElement(answers) : '';
  return html.replace(
    ROOT_ELEMENT,
    () => (prerendered ? `<div id="root">${prerendered.html}</div>` : ROOT_ELEMENT) + data,
  );
}

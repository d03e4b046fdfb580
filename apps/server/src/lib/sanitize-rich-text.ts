import { createRequire } from 'node:module';
import type sanitizeHtml from 'sanitize-html';
import { UPDATE_IMAGE_SIZES, imageSrcset, imageVariantsOf } from '@shiplog/contract';

/** Links keep only these schemes; images load only over https (or from this server's uploads). */
const LINK_URL = /^(https?:\/\/|mailto:)/i;
const IMAGE_URL = /^https:\/\//i;
const HTTP_URL = /^https?:\/\//i;
/** Control characters and spaces browsers ignore inside a URL's scheme. */
const invisible = (url: string) => url.replace(/[\u0000-\u0020\u007f-\u009f]/g, ''); // eslint-disable-line no-control-regex

const focusableBlock: sanitizeHtml.Transformer = (tagName, attribs) => {
  const kept: sanitizeHtml.Attributes = {};
  if (attribs.tabindex !== undefined) kept.tabindex = '0';
  return { tagName, attribs: kept };
};

/**
 * The rich-text allow-list: prose, lists (task lists with their disabled checkboxes), quotes,
 * code (with the highlighter's classes), links, https images and simple tables (with their
 * column alignment).
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'ul', 'ol', 'li'],
    ...['strong', 'em', 'b', 'i', 'u', 's', 'del', 'code', 'pre', 'span', 'a', 'img', 'input', 'label'],
    ...['table', 'thead', 'tbody', 'tr', 'th', 'td', 'details', 'summary'],
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'width', 'height', 'srcset', 'sizes', 'loading', 'decoding'],
    code: ['class'],
    span: ['class'],
    ul: ['class'],
    li: ['class'],
    input: ['type', 'checked', 'disabled'],
    th: ['style'],
    td: ['style'],
    ol: ['start'],
    pre: ['tabindex'],
    table: ['tabindex'],
  },
  allowedClasses: {
    code: ['hljs', 'language-*'],
    span: ['hljs-*'],
    ul: ['contains-task-list'],
    li: ['task-list-item'],
  },
  allowedStyles: { '*': { 'text-align': [/^(left|right|center)$/] } },
  allowedSchemesByTag: { a: ['http', 'https', 'mailto'], img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Dropped with their content, not just their tags.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'template', 'title'],
  transformTags: {
    a: (tagName, attribs) => {
      const href = invisible(attribs.href ?? '');
      return {
        tagName,
        attribs: {
          ...(LINK_URL.test(href) ? { href } : {}),
          ...(attribs.title ? { title: attribs.title } : {}),
          ...(attribs.target === '_blank' ? { target: '_blank' } : {}),
          rel: 'noopener nofollow',
        },
      };
    },
    // Scrollable blocks are focusable (tabindex 0), never moved in the tab order.
    pre: focusableBlock,
    table: focusableBlock,
    // Only a task list's checkbox, shown and never editable (any other input is dropped below).
    input: (tagName, attribs) => ({
      tagName,
      attribs: {
        type: attribs.type === 'checkbox' ? 'checkbox' : 'other',
        disabled: '',
        ...(attribs.checked !== undefined ? { checked: '' } : {}),
      },
    }),
    img: (tagName, attribs) => {
      const src = invisible(attribs.src ?? '');
      const uploaded = HTTP_URL.test(src) ? imageVariantsOf(src) : null;
      return {
        tagName,
        attribs: {
          ...(IMAGE_URL.test(src) || uploaded ? { src } : {}),
          ...(attribs.alt ? { alt: attribs.alt } : {}),
          ...(attribs.title ? { title: attribs.title } : {}),
          // An uploaded image's size is in its name: no layout shift, and a smaller file for small screens.
          ...(uploaded && {
            width: String(uploaded.width),
            height: String(uploaded.height),
            srcset: imageSrcset(uploaded),
            sizes: UPDATE_IMAGE_SIZES,
            loading: 'lazy',
            decoding: 'async',
          }),
        },
      };
    },
  },
  // An image whose source was refused shows nothing: drop it.
  exclusiveFilter: (frame) =>
    (frame.tag === 'img' && !frame.attribs.src) ||
    (frame.tag === 'input' && frame.attribs.type !== 'checkbox'),
};

/** Project long descriptions are stored as HTML: only the allow-list survives a write. */
export function sanitizeRichText(html: string): string {
  return sanitizer()(html, options).trim();
}

/** sanitize-html and its parsers (~80 ms to load) come with the first rich text, not at start. */
let loaded: typeof sanitizeHtml | undefined;
const sanitizer = () => (loaded ??= createRequire(import.meta.url)('sanitize-html') as typeof sanitizeHtml);

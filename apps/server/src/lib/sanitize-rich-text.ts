import sanitizeHtml from 'sanitize-html';

/** Links keep only these schemes; images load only over https. */
const LINK_URL = /^(https?:\/\/|mailto:)/i;
const IMAGE_URL = /^https:\/\//i;
/** Control characters and spaces browsers ignore inside a URL's scheme. */
const invisible = (url: string) => url.replace(/[\u0000-\u0020\u007f-\u009f]/g, ''); // eslint-disable-line no-control-regex

/** The rich-text allow-list: prose, lists, quotes, code, links, https images and simple tables. */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'ul', 'ol', 'li'],
    ...['strong', 'em', 'b', 'i', 'u', 's', 'code', 'pre', 'a', 'img'],
    ...['table', 'thead', 'tbody', 'tr', 'th', 'td'],
  ],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'], img: ['src', 'alt', 'title'] },
  allowedSchemesByTag: { a: ['http', 'https', 'mailto'], img: ['https'] },
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
    img: (tagName, attribs) => {
      const src = invisible(attribs.src ?? '');
      return {
        tagName,
        attribs: {
          ...(IMAGE_URL.test(src) ? { src } : {}),
          ...(attribs.alt ? { alt: attribs.alt } : {}),
          ...(attribs.title ? { title: attribs.title } : {}),
        },
      };
    },
  },
  // An image whose source was refused shows nothing: drop it.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** Project long descriptions are stored as HTML: only the allow-list survives a write. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options).trim();
}

import { escapeHtml } from '../../lib/escape-html';

/** Characters XML 1.0 forbids (C0 controls but tab/LF/CR, lone surrogates, U+FFFE/U+FFFF). */
const INVALID_XML_CHARS =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** User text made safe to put in an XML document: characters XML cannot carry are dropped. */
export const xmlSafe = (text: string) => text.replace(INVALID_XML_CHARS, '');

/** Escaped for XML text and attribute values: characters XML cannot carry dropped, then escapeHtml. */
export const escapeXml = (text: string) => escapeHtml(xmlSafe(text));

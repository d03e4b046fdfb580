import { escapeHtml } from '../../../lib/escape-html';
import { assertHttpUrl } from './http-url';
import type { MailBlock, MailContent, MailContext, RenderedMail } from './mail-content';

const BRAND = 'Shiplog';
const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const INK = '#18181b';
const MUTED = '#52525b';
/** A label's colours by tone (text on background, each at least 7:1). */
const LABEL_TONES = {
  strong: { color: '#ffffff', background: INK },
  accent: { color: '#1e3a8a', background: '#dbeafe' },
  plain: { color: MUTED, background: '#f4f4f5' },
} as const;

/** On a phone the card's sides narrow, so the text keeps its width (clients without it keep 32px). */
const NARROW_STYLE =
  '<style>@media (max-width:480px){.pad{padding-left:20px !important;padding-right:20px !important;}}</style>';

/** Escaped text with its line breaks kept. */
const html = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
    case 'note':
    case 'label':
      return block.text;
    case 'button':
      return `${block.label}:\n${assertHttpUrl(block.url)}`;
    case 'list':
      return block.items.map((item) => `- ${item}`).join('\n');
    case 'image':
      return `${block.alt}: ${assertHttpUrl(block.url)}`;
    case 'title-link':
      return `${block.text}\n${assertHttpUrl(block.url)}`;
    case 'quote':
      return block.text
        .split(/\r?\n/)
        .map((line) => (line.trim() ? `> ${line}` : '>'))
        .join('\n');
  }
}

function blockHtml(block: MailBlock): string {
  const p = `margin:0 0 16px;font-size:16px;line-height:24px;color:${INK};`;
  switch (block.kind) {
    case 'paragraph':
      return `<p style="${p}">${html(block.text)}</p>`;
    case 'note':
      return `<p style="margin:0 0 12px;font-size:13px;line-height:20px;color:${MUTED};">${html(block.text)}</p>`;
    case 'label': {
      const { color, background } = LABEL_TONES[block.tone];
      return (
        `<p style="margin:0 0 12px;font-size:12px;line-height:18px;">` +
        `<span style="display:inline-block;padding:2px 8px;border-radius:4px;font-weight:600;color:${color};background:${background};">${html(block.text)}</span></p>`
      );
    }
    case 'list':
      return `<ul style="margin:0 0 16px;padding-left:24px;font-size:16px;line-height:24px;color:${INK};">${block.items
        .map((item) => `<li>${html(item)}</li>`)
        .join('')}</ul>`;
    case 'quote': {
      // Paragraphs (text separated by a blank line) stay paragraphs; other line breaks stay breaks.
      const paragraphs = block.text
        .split(/(?:\r?\n)[ \t]*(?:\r?\n)+/)
        .filter((text) => text.trim())
        .map(
          (text, i) =>
            `<p style="margin:${i ? '12px' : '0'} 0 0;font-size:16px;line-height:24px;">${html(text.trim())}</p>`,
        );
      return `<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid #d4d4d8;color:${INK};">${paragraphs.join('')}</blockquote>`;
    }
    case 'title-link':
      return (
        `<p style="margin:24px 0 4px;font-size:18px;line-height:26px;font-weight:600;">` +
        `<a href="${escapeHtml(assertHttpUrl(block.url))}" style="color:${INK};">${html(block.text)}</a></p>`
      );
    case 'image':
      return (
        `<p style="margin:0 0 16px;"><img src="${escapeHtml(assertHttpUrl(block.url))}" alt="${escapeHtml(block.alt)}" ` +
        `width="${block.width}" height="${block.height}" style="display:block;max-width:100%;height:auto;border:0;border-radius:6px;"></p>`
      );
    case 'button': {
      const href = escapeHtml(assertHttpUrl(block.url));
      return (
        `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 16px;"><tr>` +
        `<td style="border-radius:6px;background:${INK};">` +
        `<a href="${href}" style="display:inline-block;padding:12px 24px;font-size:16px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:6px;">${html(block.label)}</a>` +
        `</td></tr></table>` +
        `<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:${MUTED};">If the button does not work, paste this link into your browser:<br>` +
        `<a href="${href}" style="color:${MUTED};word-break:break-all;">${escapeHtml(block.url)}</a></p>`
      );
    }
  }
}

/** Both bodies of one mail in the shared layout: brand header, content, footer with PUBLIC_URL. */
export function renderLayout(content: MailContent, ctx: MailContext): RenderedMail {
  const publicUrl = assertHttpUrl(ctx.publicUrl);
  const subject = content.subject.replace(/\s*[\r\n]+\s*/g, ' ').trim();
  const footer = `${BRAND} · ${publicUrl}`;
  const links = (content.footerLinks ?? []).map((l) => ({ label: l.label, url: assertHttpUrl(l.url) }));
  const textLinks = links.map((l) => `\n${l.label}: ${l.url}`).join('');

  const text =
    [BRAND, content.heading, ...content.blocks.map(blockText), `--\n${footer}${textLinks}`].join('\n\n') +
    '\n';
  const htmlLinks = links.length
    ? '<br>' +
      links
        .map((l) => `<a href="${escapeHtml(l.url)}" style="color:${MUTED};">${escapeHtml(l.label)}</a>`)
        .join(' · ')
    : '';

  const preheader = content.preheader
    ? `<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${escapeHtml(content.preheader)}</div>`
    : '';
  const body =
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f4f4f5;"><tr><td align="center" style="padding:24px 12px;">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background:#ffffff;border-radius:8px;font-family:${FONT};">` +
    `<tr><td class="pad" style="padding:24px 32px 0;"><a href="${escapeHtml(publicUrl)}" style="font-size:20px;font-weight:700;color:${INK};text-decoration:none;">${BRAND}</a></td></tr>` +
    `<tr><td class="pad" style="padding:16px 32px 24px;">` +
    `<h1 style="margin:0 0 16px;font-size:24px;line-height:32px;color:${INK};">${html(content.heading)}</h1>` +
    content.blocks.map(blockHtml).join('') +
    `</td></tr></table>` +
    `<p style="margin:16px 0 0;font-family:${FONT};font-size:12px;line-height:18px;color:${MUTED};">` +
    `${BRAND} · <a href="${escapeHtml(publicUrl)}" style="color:${MUTED};">${escapeHtml(publicUrl)}</a>${htmlLinks}</p>` +
    `</td></tr></table>`;
  const page =
    `<!doctype html>\n<html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light">` +
    `<title>${escapeHtml(subject)}</title>${NARROW_STYLE}</head>` +
    `<body style="margin:0;padding:0;background:#f4f4f5;">${preheader}${body}</body></html>\n`;

  return { subject, text, html: page };
}

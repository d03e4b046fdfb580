import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { serverSourceFile } from '../../../server-files';
import { CARD_FONT_FAMILY, renderCardSvg, type CardContent } from './card-svg';
import { readFontMetrics } from './font-metrics';
import { encodePng } from './png-encode';
import { createTextLayout, type TextLayout } from './text-layout';

/**
 * Inter (SIL OFL 1.1, see fonts/README.md), shipped in the repository so rendering never
 * depends on the machine's fonts: Latin and Latin Extended, regular and bold.
 */
const FONT_FILES = {
  400: ['inter-latin-400.ttf', 'inter-latin-ext-400.ttf'],
  700: ['inter-latin-700.ttf', 'inter-latin-ext-700.ttf'],
} as const;
const fontPath = (file: string) => serverSourceFile('modules', 'feeds', 'card', 'fonts', file);
const ALL_FONTS = [...FONT_FILES[400], ...FONT_FILES[700]].map(fontPath);

let layout: TextLayout | undefined;
/** Read on first use: the fonts' advance widths, for wrapping text before drawing it. */
function cardLayout(): TextLayout {
  const metrics = (files: readonly string[]) => files.map((f) => readFontMetrics(readFileSync(fontPath(f))));
  layout ??= createTextLayout({ 400: metrics(FONT_FILES[400]), 700: metrics(FONT_FILES[700]) });
  return layout;
}

/** A short hash of what the card shows: its URL's `v` and its ETag change when the card does. */
export function cardVersion(content: CardContent): string {
  const key = JSON.stringify([content.projectName, content.ownerName, content.byline, content.latestUpdate]);
  return createHash('sha256').update(key).digest('base64url').slice(0, 16);
}

/**
 * SVG → PNG with resvg, off the event loop (resvg and zlib work on libuv's thread pool); the
 * native renderer is loaded with the first card.
 */
export async function renderSocialCard(content: CardContent): Promise<Buffer> {
  const svg = renderCardSvg(cardLayout(), content);
  const { renderAsync } = await import('@resvg/resvg-js');
  const image = await renderAsync(svg, {
    font: { fontFiles: ALL_FONTS, loadSystemFonts: false, defaultFontFamily: CARD_FONT_FAMILY },
    logLevel: 'off',
  });
  return encodePng(image.pixels, image.width, image.height);
}

/**
 * Rendered cards kept in memory by project id and version (least recently used dropped
 * first); concurrent requests for the same card share one render.
 */
export function createSocialCardCache(maxEntries = 100, render = renderSocialCard) {
  const cards = new Map<string, Promise<Buffer>>();
  return {
    get(projectId: string, version: string, content: CardContent): Promise<Buffer> {
      const key = `${projectId}:${version}`;
      let card = cards.get(key);
      if (card) cards.delete(key);
      else {
        card = render(content);
        card.catch(() => cards.get(key) === card && cards.delete(key));
      }
      cards.set(key, card);
      while (cards.size > maxEntries) cards.delete(cards.keys().next().value!);
      return card;
    },
    get size() {
      return cards.size;
    },
  };
}

export type SocialCardCache = ReturnType<typeof createSocialCardCache>;

import { escapeXml } from '../xml-text';
import type { TextLayout, TextStyle } from './text-layout';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
export const CARD_FONT_FAMILY = 'Inter';

export interface CardContent {
  /** The large text: the project's name (an update's card: the update's title). */
  projectName: string;
  ownerName: string;
  /** The line under it; `by <owner>` unless given. */
  byline?: string;
  /** The panel at the bottom; `label` is `LATEST UPDATE` unless given. */
  latestUpdate: { title: string; publishedAt: Date; label?: string } | null;
}

const PAD = 80;
const TEXT_WIDTH = CARD_WIDTH - 2 * PAD;
const PANEL = { y: 440, height: 126, pad: 32 };
const NAME_TOP = 170;
const NAME_SIZES = [84, 72, 60];
const COLORS = {
  text: '#fafafa',
  muted: '#a1a1aa',
  faint: '#71717a',
  accent: '#6e56f8',
  accentText: '#a99cff',
};

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

function text(x: number, y: number, value: string, style: TextStyle, fill: string, extra = ''): string {
  const spacing = style.letterSpacing
    ? ` letter-spacing="${(style.letterSpacing * style.size).toFixed(2)}"`
    : '';
  return `<text x="${x}" y="${y.toFixed(1)}" font-size="${style.size}" font-weight="${style.weight}"${spacing} fill="${fill}"${extra}>${escapeXml(value)}</text>`;
}

/** The background of the static card (apps/web/scripts/social-card.html): dark, violet glow, grid. */
const BACKGROUND = `<defs>
  <radialGradient id="glow" cx="1020" cy="0" r="760" gradientUnits="userSpaceOnUse">
    <stop offset="0" stop-color="${COLORS.accent}" stop-opacity="0.35"/><stop offset="1" stop-color="${COLORS.accent}" stop-opacity="0"/>
  </radialGradient>
  <radialGradient id="glow2" cx="0" cy="630" r="520" gradientUnits="userSpaceOnUse">
    <stop offset="0" stop-color="${COLORS.accent}" stop-opacity="0.12"/><stop offset="1" stop-color="${COLORS.accent}" stop-opacity="0"/>
  </radialGradient>
  <radialGradient id="fade" cx="840" cy="126" r="700" gradientUnits="userSpaceOnUse">
    <stop offset="0.1" stop-color="#fff"/><stop offset="1" stop-color="#fff" stop-opacity="0"/>
  </radialGradient>
  <pattern id="grid" width="48" height="48" patternUnits="userSpaceOnUse">
    <path d="M48 0H0V48" fill="none" stroke="#fff" stroke-opacity="0.05" stroke-width="2"/>
  </pattern>
  <mask id="grid-mask"><rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#fade)"/></mask>
  <linearGradient id="name-fill" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0.3" stop-color="#fff"/><stop offset="1" stop-color="#c4bbff"/>
  </linearGradient>
</defs>
<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="#09090b"/>
<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#glow)"/>
<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#glow2)"/>
<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#grid)" mask="url(#grid-mask)"/>`;

/** The Shiplog mark (apps/web/public/favicon.svg) and name. */
const BRAND = `<g transform="translate(${PAD} 64) scale(1.625)">
  <rect width="32" height="32" rx="8" fill="${COLORS.accent}"/>
  <path d="M8 0h16a8 8 0 0 1 8 8v8H0V8a8 8 0 0 1 8-8z" fill="#fff" fill-opacity=".08"/>
  <path d="M9 21.5h14l-2.2 3.5H11.2z" fill="#fff"/>
  <path d="M15 7v12.5H9.5z" fill="#fff" fill-opacity=".95"/>
  <path d="M17 9.5v10h5z" fill="#fff" fill-opacity=".7"/>
</g>
${text(148, 102, 'Shiplog', { size: 34, weight: 700, letterSpacing: -0.02 }, COLORS.text)}`;

/** The project name, as large as fits in two lines (shrinking, then cut with an ellipsis). */
function nameBlock(layout: TextLayout, name: string): { svg: string; bottom: number } {
  let chosen: { size: number; lines: string[] } | undefined;
  for (const size of NAME_SIZES) {
    const style: TextStyle = { size, weight: 700, letterSpacing: -0.03 };
    const wrapped = layout.wrap(name, TEXT_WIDTH, style, 2);
    chosen = { size, lines: wrapped.lines };
    if (!wrapped.truncated) break;
  }
  const { size, lines } = chosen!;
  const style: TextStyle = { size, weight: 700, letterSpacing: -0.03 };
  const baselines = lines.map((_, i) => NAME_TOP + size * 0.92 + i * size * 1.08);
  const svg = lines.map((line, i) => text(PAD, baselines[i]!, line, style, 'url(#name-fill)')).join('\n');
  return { svg, bottom: (baselines.at(-1) ?? NAME_TOP) + size * 0.25 };
}

function ownerLine(layout: TextLayout, owner: string, top: number, byline = `by ${owner}`): string {
  const y = top + 52;
  const initial = Array.from(owner.trim())[0]?.toUpperCase() ?? '?';
  const style: TextStyle = { size: 28, weight: 400 };
  const [line = ''] = layout.wrap(byline, TEXT_WIDTH - 52, style, 1).lines;
  return `<circle cx="${PAD + 18}" cy="${y - 10}" r="18" fill="${COLORS.accent}"/>
${text(PAD + 18, y - 3.5, initial, { size: 18, weight: 700 }, '#fff', ' text-anchor="middle"')}
${text(PAD + 52, y, line, style, COLORS.muted)}`;
}

function latestPanel(layout: TextLayout, latest: CardContent['latestUpdate']): string {
  const x = PAD + PANEL.pad;
  const panel = `<rect x="${PAD}" y="${PANEL.y}" width="${TEXT_WIDTH}" height="${PANEL.height}" rx="20" fill="#111114" stroke="#27272a" stroke-width="1.5"/>`;
  if (!latest) {
    const note = 'Follow the build: updates, changelog and releases on Shiplog';
    return `${panel}\n${text(x, PANEL.y + 73, note, { size: 28, weight: 400 }, COLORS.muted)}`;
  }
  const label: TextStyle = { size: 18, weight: 700, letterSpacing: 0.08 };
  const labelText = latest.label ?? 'LATEST UPDATE';
  const date = dateFormat.format(latest.publishedAt);
  const titleStyle: TextStyle = { size: 32, weight: 700, letterSpacing: -0.01 };
  const [title = ''] = layout.wrap(latest.title, TEXT_WIDTH - 2 * PANEL.pad, titleStyle, 1).lines;
  return `${panel}
${text(x, PANEL.y + 46, labelText, label, COLORS.accentText)}
${text(x + layout.width(labelText, label) + 16, PANEL.y + 46, date, { size: 18, weight: 400 }, COLORS.faint)}
${text(x, PANEL.y + 94, title, titleStyle, COLORS.text)}`;
}

/** The card's text without the emoji its fonts cannot draw. */
function printableContent(layout: TextLayout, content: CardContent): CardContent {
  const clean = layout.withoutEmoji;
  const latest = content.latestUpdate;
  return {
    projectName: clean(content.projectName),
    ownerName: clean(content.ownerName),
    byline: content.byline === undefined ? undefined : clean(content.byline),
    latestUpdate: latest && {
      ...latest,
      title: clean(latest.title),
      label: latest.label && clean(latest.label),
    },
  };
}

/** The social card as SVG: brand, project name, owner and the latest update. */
export function renderCardSvg(layout: TextLayout, shown: CardContent): string {
  const content = printableContent(layout, shown);
  const name = nameBlock(layout, content.projectName);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}" font-family="${CARD_FONT_FAMILY}">
${BACKGROUND}
${BRAND}
${name.svg}
${ownerLine(layout, content.ownerName, name.bottom, content.byline)}
${latestPanel(layout, content.latestUpdate)}
</svg>`;
}

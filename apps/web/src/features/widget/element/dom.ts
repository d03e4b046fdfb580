/** A small element factory: attributes (false/null/undefined left out) and children (text or nodes). */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string | boolean | null | undefined> = {},
  ...children: Array<Node | string | null | undefined | false>
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === true) el.setAttribute(name, '');
    else if (typeof value === 'string') el.setAttribute(name, value);
  }
  for (const child of children) if (child || child === '') el.append(child);
  return el;
}

const SVG = 'http://www.w3.org/2000/svg';

let bell: SVGSVGElement | undefined;

/** The bell (24×24, stroked with the text colour), hidden from screen readers: built once, then copied. */
export function bellIcon(): SVGSVGElement {
  bell ??= drawBell();
  return bell.cloneNode(true) as SVGSVGElement;
}

function drawBell(): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  for (const [name, value] of Object.entries({
    viewBox: '0 0 24 24',
    width: '20',
    height: '20',
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': '2',
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    'aria-hidden': 'true',
    focusable: 'false',
  }))
    svg.setAttribute(name, value);
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('d', 'M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0');
  svg.append(path);
  return svg;
}

/** The accent's text colour (black or white, whichever reads better), or null for a colour the browser does not know. */
export function accentColours(value: string): { accent: string; on: string } | null {
  if (!CSS.supports('color', value)) return null;
  const ctx = document.createElement('canvas').getContext('2d');
  if (!ctx) return { accent: value, on: '#fff' };
  ctx.fillStyle = '#000';
  ctx.fillStyle = value;
  const hex = /^#([0-9a-f]{6})$/i.exec(String(ctx.fillStyle))?.[1];
  if (!hex) return { accent: value, on: '#fff' };
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // Contrast with black (L + .05)/.05 against white 1.05/(L + .05): black wins above L ≈ 0.18.
  return { accent: `#${hex}`, on: luminance > 0.179 ? '#000' : '#fff' };
}

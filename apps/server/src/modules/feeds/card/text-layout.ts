import type { FontMetrics } from './font-metrics';

export interface TextStyle {
  size: number;
  weight: 400 | 700;
  /** In em, as the SVG's `letter-spacing` (which takes px) is computed from it. */
  letterSpacing?: number;
}

export interface WrappedText {
  lines: string[];
  /** True when the text did not fit and the last line ends with an ellipsis. */
  truncated: boolean;
}

const ELLIPSIS = '…';
/** Roughly the width of the box drawn for a character no font has. */
const MISSING_GLYPH_EM = 0.6;

/** Measures and wraps single-style text with the card's fonts (first font with the glyph wins). */
export function createTextLayout(fonts: Record<TextStyle['weight'], FontMetrics[]>) {
  function width(text: string, style: TextStyle): number {
    let em = 0;
    let count = 0;
    for (const ch of text) {
      const cp = ch.codePointAt(0)!;
      let advance: number | undefined;
      for (const font of fonts[style.weight]) if ((advance = font.advance(cp)) !== undefined) break;
      em += advance ?? MISSING_GLYPH_EM;
      count++;
    }
    return (em + (style.letterSpacing ?? 0) * count) * style.size;
  }

  /** The longest prefix of `chars` that fits `max` (at least one character). */
  function fitPrefix(chars: string[], max: number, style: TextStyle, suffix = ''): number {
    let n = chars.length;
    while (n > 1 && width(chars.slice(0, n).join('') + suffix, style) > max) n--;
    return n;
  }

  function withEllipsis(line: string, max: number, style: TextStyle): string {
    const chars = Array.from(line.trimEnd());
    const n = fitPrefix(chars, max, style, ELLIPSIS);
    return chars.slice(0, n).join('').trimEnd() + ELLIPSIS;
  }

  /** Greedy word wrap into at most `maxLines` lines no wider than `max` px. */
  function wrap(text: string, max: number, style: TextStyle, maxLines: number): WrappedText {
    const words = text.replace(/\s+/g, ' ').trim().split(' ').filter(Boolean);
    const lines: string[] = [];
    let current = '';
    let rest = [...words];
    while (rest.length && lines.length < maxLines) {
      const word = rest[0]!;
      const candidate = current ? `${current} ${word}` : word;
      if (width(candidate, style) <= max) {
        current = candidate;
        rest = rest.slice(1);
      } else if (current) {
        lines.push(current);
        current = '';
      } else {
        // One word wider than the line: break it.
        const chars = Array.from(word);
        const n = fitPrefix(chars, max, style);
        lines.push(chars.slice(0, n).join(''));
        rest = [chars.slice(n).join(''), ...rest.slice(1)];
      }
    }
    if (current && lines.length < maxLines) lines.push(current);
    else if (current) rest.unshift(current);
    const truncated = rest.length > 0;
    if (truncated && lines.length) {
      const last = lines.length - 1;
      lines[last] = withEllipsis(lines[last]!, max, style);
    }
    return { lines, truncated };
  }

  return { width, wrap };
}

export type TextLayout = ReturnType<typeof createTextLayout>;

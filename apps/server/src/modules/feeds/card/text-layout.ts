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
/**
 * Emoji and the marks that join or style them (variation selector 16, zero-width joiner, keycap,
 * skin tones, flag letters). No card font draws them: drawn, they would be "no glyph" boxes.
 */
const EMOJI_PART =
  /^(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|\u{FE0F}|\u{200D}|\u{20E3})$/u;
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

  /** Whether a card font draws the code point (in either weight). */
  const drawn = (cp: number) => [...fonts[400], ...fonts[700]].some((font) => font.advance(cp) !== undefined);

  /**
   * The text without the emoji no card font has (the card leaves them out rather than draw a
   * box), spaces they leave behind collapsed. Symbols the fonts do have (©, ™, →) stay.
   */
  function withoutEmoji(text: string): string {
    let out = '';
    for (const ch of text) if (!EMOJI_PART.test(ch) || drawn(ch.codePointAt(0)!)) out += ch;
    return out === text ? text : out.replace(/[ \t]{2,}/g, ' ').trim();
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

  return { width, wrap, withoutEmoji };
}

export type TextLayout = ReturnType<typeof createTextLayout>;

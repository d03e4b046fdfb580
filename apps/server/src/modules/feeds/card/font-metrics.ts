/**
 * Advance widths of a TrueType font's characters (tables `head`, `hhea`, `hmtx`, `cmap`
 * formats 4 and 12), so the social card can wrap text before resvg draws it. Kerning is
 * ignored: widths come out a few percent wide, which only makes wrapping cautious.
 */
export interface FontMetrics {
  /** The advance width of a code point in em, or undefined when the font lacks it. */
  advance(codePoint: number): number | undefined;
}

function tableOffsets(font: Buffer): Map<string, number> {
  const tables = new Map<string, number>();
  const count = font.readUInt16BE(4);
  for (let i = 0; i < count; i++) {
    const record = 12 + i * 16;
    tables.set(font.toString('latin1', record, record + 4), font.readUInt32BE(record + 8));
  }
  return tables;
}

type GlyphLookup = (codePoint: number) => number;

function format4(font: Buffer, at: number): GlyphLookup {
  const segments = font.readUInt16BE(at + 6) / 2;
  const ends = at + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  return (cp) => {
    if (cp > 0xffff) return 0;
    for (let s = 0; s < segments; s++) {
      if (cp > font.readUInt16BE(ends + s * 2)) continue;
      const start = font.readUInt16BE(starts + s * 2);
      if (cp < start) return 0;
      const delta = font.readInt16BE(deltas + s * 2);
      const rangeAt = rangeOffsets + s * 2;
      const range = font.readUInt16BE(rangeAt);
      if (range === 0) return (cp + delta) & 0xffff;
      const glyph = font.readUInt16BE(rangeAt + range + (cp - start) * 2);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
}

function format12(font: Buffer, at: number): GlyphLookup {
  const groups = font.readUInt32BE(at + 12);
  return (cp) => {
    for (let g = 0; g < groups; g++) {
      const group = at + 16 + g * 12;
      const start = font.readUInt32BE(group);
      if (cp >= start && cp <= font.readUInt32BE(group + 4))
        return font.readUInt32BE(group + 8) + (cp - start);
    }
    return 0;
  };
}

/** The Unicode subtable: (3,10) format 12 when present, else (3,1) or (0,x) format 4. */
function glyphLookup(font: Buffer, cmap: number): GlyphLookup {
  const count = font.readUInt16BE(cmap + 2);
  let best: GlyphLookup | undefined;
  for (let i = 0; i < count; i++) {
    const record = cmap + 4 + i * 8;
    const platform = font.readUInt16BE(record);
    const encoding = font.readUInt16BE(record + 2);
    const at = cmap + font.readUInt32BE(record + 4);
    const format = font.readUInt16BE(at);
    if (format === 12 && (platform === 0 || (platform === 3 && encoding === 10))) return format12(font, at);
    if (format === 4 && (platform === 0 || (platform === 3 && encoding === 1))) best ??= format4(font, at);
  }
  if (!best) throw new Error('font has no Unicode cmap');
  return best;
}

export function readFontMetrics(font: Buffer): FontMetrics {
  const tables = tableOffsets(font);
  const [head, hhea, hmtx, cmap] = ['head', 'hhea', 'hmtx', 'cmap'].map((tag) => {
    const offset = tables.get(tag);
    if (offset === undefined) throw new Error(`font has no ${tag} table`);
    return offset;
  }) as [number, number, number, number];
  const unitsPerEm = font.readUInt16BE(head + 18);
  const longMetrics = font.readUInt16BE(hhea + 34);
  const glyphOf = glyphLookup(font, cmap);
  const cache = new Map<number, number | undefined>();
  return {
    advance(cp) {
      if (cache.has(cp)) return cache.get(cp);
      const glyph = glyphOf(cp);
      const width =
        glyph === 0 ? undefined : font.readUInt16BE(hmtx + Math.min(glyph, longMetrics - 1) * 4) / unitsPerEm;
      cache.set(cp, width);
      return width;
    },
  };
}

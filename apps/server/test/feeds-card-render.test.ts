import { readFileSync } from 'node:fs';
import { crc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readFontMetrics } from '../src/modules/feeds/card/font-metrics';
import { encodePng } from '../src/modules/feeds/card/png-encode';
import { createSocialCardCache, renderSocialCard } from '../src/modules/feeds/card/social-card';
import { createTextLayout, type TextStyle } from '../src/modules/feeds/card/text-layout';
import type { CardContent } from '../src/modules/feeds/card/card-svg';

const font = (file: string) =>
  readFontMetrics(readFileSync(new URL(`../src/modules/feeds/card/fonts/${file}`, import.meta.url)));
const latin = font('inter-latin-700.ttf');
const latinExt = font('inter-latin-ext-700.ttf');
const layout = createTextLayout({ 400: [font('inter-latin-400.ttf')], 700: [latin, latinExt] });
const bold: TextStyle = { size: 100, weight: 700 };

describe('card text layout with the bundled Inter', () => {
  it('reads advance widths from the fonts', () => {
    const i = latin.advance('i'.codePointAt(0)!)!;
    const w = latin.advance('W'.codePointAt(0)!)!;
    expect(i).toBeGreaterThan(0.1);
    expect(w).toBeGreaterThan(2 * i);
    expect(w).toBeLessThan(1.2);
    expect(latin.advance('Ł'.codePointAt(0)!)).toBeUndefined();
    expect(latinExt.advance('Ł'.codePointAt(0)!)).toBeGreaterThan(0.3);
    expect(latin.advance('日'.codePointAt(0)!)).toBeUndefined();
  });

  it('measures with the first font that has the glyph, and letter spacing', () => {
    expect(layout.width('Ł', bold)).toBeCloseTo(latinExt.advance(0x141)! * 100);
    const plain = layout.width('Shiplog', bold);
    expect(layout.width('Shiplog', { ...bold, letterSpacing: -0.05 })).toBeCloseTo(plain - 35);
    expect(layout.width('', bold)).toBe(0);
  });

  it('wraps words into lines that fit, and ends cut text with an ellipsis', () => {
    expect(layout.wrap('Short name', 1000, bold, 2)).toEqual({ lines: ['Short name'], truncated: false });
    const long = 'The quick brown fox jumps over the lazy dog again and again and again';
    const wrapped = layout.wrap(long, 800, bold, 2);
    expect(wrapped.truncated).toBe(true);
    expect(wrapped.lines).toHaveLength(2);
    // Greedy: the next word would not have fitted on the first line.
    const next = long.split(' ')[wrapped.lines[0]!.split(' ').length];
    expect(layout.width(`${wrapped.lines[0]} ${next}`, bold)).toBeGreaterThan(800);
    expect(long.startsWith(`${wrapped.lines[0]} `)).toBe(true);
    expect(wrapped.lines[1]).toMatch(/…$/);
    for (const line of wrapped.lines) expect(layout.width(line, bold)).toBeLessThanOrEqual(800);
  });

  it('breaks a word wider than the line', () => {
    const wrapped = layout.wrap('W'.repeat(40), 500, bold, 3);
    expect(wrapped.lines).toHaveLength(3);
    expect(wrapped.truncated).toBe(true);
    expect(wrapped.lines.slice(0, 2).join('')).toBe('W'.repeat(wrapped.lines[0]!.length * 2));
    for (const line of wrapped.lines) expect(layout.width(line, bold)).toBeLessThanOrEqual(500);
  });
});

describe('PNG encoding', () => {
  it('writes a valid PNG whose pixels read back unchanged', async () => {
    const pixels = Buffer.from(Array.from({ length: 3 * 2 * 4 }, (_, i) => (i * 37) % 256));
    const png = await encodePng(pixels, 3, 2);
    const chunks: Array<{ type: string; data: Buffer }> = [];
    for (let at = 8; at < png.length;) {
      const length = png.readUInt32BE(at);
      const typed = png.subarray(at + 4, at + 8 + length);
      expect(png.readUInt32BE(at + 8 + length)).toBe(crc32(typed));
      chunks.push({ type: typed.toString('latin1', 0, 4), data: typed.subarray(4) });
      at += 12 + length;
    }
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect([...chunks[0]!.data]).toEqual([0, 0, 0, 3, 0, 0, 0, 2, 8, 6, 0, 0, 0]);
    const raw = inflateSync(chunks[1]!.data);
    const rows = [raw.subarray(0, 13), raw.subarray(13, 26)];
    expect(rows.map((r) => r[0])).toEqual([0, 0]);
    expect(Buffer.concat(rows.map((r) => r.subarray(1))).equals(pixels)).toBe(true);
    await expect(encodePng(pixels, 4, 2)).rejects.toThrow();
  });
});

describe('the rendered-card cache', () => {
  const content: CardContent = { projectName: 'P', ownerName: 'o', latestUpdate: null };
  const counting = () => {
    const calls: string[] = [];
    const render = async (c: CardContent) => {
      calls.push(c.projectName);
      return Buffer.from(c.projectName);
    };
    return { calls, render };
  };

  it('renders a card once for concurrent and repeated requests', async () => {
    const { calls, render } = counting();
    const cache = createSocialCardCache(10, render);
    const [a, b] = await Promise.all([cache.get('p1', 'v1', content), cache.get('p1', 'v1', content)]);
    await cache.get('p1', 'v1', content);
    expect(a.equals(b)).toBe(true);
    expect(calls).toHaveLength(1);
    await cache.get('p1', 'v2', { ...content, projectName: 'Q' });
    expect(calls).toEqual(['P', 'Q']);
  });

  it('drops the least recently used card beyond its size', async () => {
    const { calls, render } = counting();
    const cache = createSocialCardCache(2, render);
    await cache.get('a', 'v', { ...content, projectName: 'a' });
    await cache.get('b', 'v', { ...content, projectName: 'b' });
    await cache.get('a', 'v', { ...content, projectName: 'a' });
    await cache.get('c', 'v', { ...content, projectName: 'c' });
    expect(cache.size).toBe(2);
    await cache.get('a', 'v', { ...content, projectName: 'a' });
    await cache.get('b', 'v', { ...content, projectName: 'b' });
    expect(calls).toEqual(['a', 'b', 'c', 'b']);
  });

  it('does not keep a failed render', async () => {
    let fail = true;
    const cache = createSocialCardCache(10, async () => {
      if (fail) throw new Error('boom');
      return Buffer.from('ok');
    });
    await expect(cache.get('p', 'v', content)).rejects.toThrow('boom');
    fail = false;
    expect((await cache.get('p', 'v', content)).toString()).toBe('ok');
  });
});

describe('emoji on the card', () => {
  const update = (title: string): CardContent => ({
    projectName: `${title} in the CLI`,
    ownerName: 'maya',
    byline: 'Lamp by maya',
    latestUpdate: { label: 'FEATURE', title: `${title} everywhere`, publishedAt: new Date('2026-05-01') },
  });

  it('leaves out emoji the fonts cannot draw: the same pixels as the text without them, no box', async () => {
    const [withEmoji, without] = await Promise.all([
      renderSocialCard(update('Tooling 🛠️ 👩🏽‍💻 🇩🇪')),
      renderSocialCard(update('Tooling')),
    ]);
    expect(withEmoji.equals(without)).toBe(true);
  });

  it('keeps symbols the fonts have, and text that is only emoji comes out empty', () => {
    expect(layout.withoutEmoji('Acme™ © 2026 → v2 🚀')).toBe('Acme™ © 2026 → v2');
    expect(layout.withoutEmoji('🛠️')).toBe('');
    expect(layout.withoutEmoji('Plain text')).toBe('Plain text');
  });
});

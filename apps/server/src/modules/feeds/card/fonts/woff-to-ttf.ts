/**
 * WOFF 1.0 → TrueType, the lossless unwrapping the W3C WOFF spec describes (each table is
 * zlib-compressed on its own). Used once to make the fonts in this folder from
 * `@fontsource/inter` (see README.md):
 *
 *   npx tsx apps/server/src/modules/feeds/card/fonts/woff-to-ttf.ts in.woff out.ttf
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';

interface Table {
  tag: number;
  checksum: number;
  data: Buffer;
}

const pad4 = (n: number) => (n + 3) & ~3;

function checksum(data: Buffer): number {
  const padded = Buffer.alloc(pad4(data.length));
  data.copy(padded);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + padded.readUInt32BE(i)) >>> 0;
  return sum;
}

export function woffToTtf(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 file');
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables: Table[] = [];
  for (let i = 0; i < count; i++) {
    const at = 44 + i * 20;
    const [tag, offset, compLength, origLength, origChecksum] = [0, 4, 8, 12, 16].map((o) =>
      woff.readUInt32BE(at + o),
    ) as [number, number, number, number, number];
    const raw = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(raw) : Buffer.from(raw);
    if (data.length !== origLength) throw new Error(`table ${i}: bad length`);
    tables.push({ tag, checksum: origChecksum, data });
  }
  tables.sort((a, b) => a.tag - b.tag);

  const entrySelector = Math.floor(Math.log2(count));
  const searchRange = 2 ** entrySelector * 16;
  const headerSize = 12 + count * 16;
  const size = tables.reduce((n, t) => n + pad4(t.data.length), headerSize);
  const out = Buffer.alloc(size);
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(count, 4);
  out.writeUInt16BE(searchRange, 6);
  out.writeUInt16BE(entrySelector, 8);
  out.writeUInt16BE(count * 16 - searchRange, 10);
  let offset = headerSize;
  let headOffset = -1;
  tables.forEach((t, i) => {
    const rec = 12 + i * 16;
    out.writeUInt32BE(t.tag, rec);
    out.writeUInt32BE(t.checksum, rec + 4);
    out.writeUInt32BE(offset, rec + 8);
    out.writeUInt32BE(t.data.length, rec + 12);
    t.data.copy(out, offset);
    if (t.tag === 0x68656164) headOffset = offset; // 'head'
    offset += pad4(t.data.length);
  });
  // head.checkSumAdjustment makes the whole file sum to 0xB1B0AFBA.
  if (headOffset >= 0) {
    out.writeUInt32BE(0, headOffset + 8);
    out.writeUInt32BE((0xb1b0afba - checksum(out)) >>> 0, headOffset + 8);
  }
  return out;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  const [input, output] = process.argv.slice(2);
  if (!input || !output) throw new Error('usage: woff-to-ttf.ts in.woff out.ttf');
  writeFileSync(output, woffToTtf(readFileSync(input)));
}

/**
 * `npm run bench:scale`: one project the size of a popular one that has shipped for years
 * (10,000 updates, 100,000 confirmed subscribers, 50,000 waitlist entries, 20,000 comments,
 * 50,000 likes), seeded straight into the database, then on PGlite and on PostgreSQL:
 * - p50/p99/max of the public page, the updates API for each filter and a deep cursor, the
 *   project and the feeds, read one request at a time with the app's read cache and without
 *   it (scale-reads.ts), and the first requests after start;
 * - the largest answer (the unpaged lists are read once each for their size);
 * - the app's resident memory after the reads and after the fan-out;
 * - one release mailed to every subscriber (scale-fanout.ts): duration, mails per second,
 *   duplicates, and the API's p99 during it against idle.
 * There is no widget endpoint to measure. `BENCH_SCALE=small` runs the same at 200 updates
 * and 1,000 subscribers (about a minute) to check it works; sizes and times: scale-kit.ts
 * (BENCH_SCALE_UPDATES, …_SUBSCRIBERS, …_WAITLIST, …_COMMENTS, …_LIKES, …_SECONDS,
 * …_FANOUT_MAX_SECONDS, BENCH_SCALE_ENGINES=pglite,postgres). Run alone: `npx tsx bench/scale.ts`
 * after `npm run build`. The app runs on CPU 0, this process (the load) on CPU 1.
 */
import { hasTaskset, runIfMain } from './bench-kit';
import { measureFanout, type Fanout } from './scale-fanout';
import { seedScaleDatabase, settings, sizes, type AppMemory, type Engine } from './scale-kit';
import { measureReads, type Reads } from './scale-reads';

const ms = (n: number) => (n < 10 ? n.toFixed(1) : n.toFixed(0));
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;
const pad = (text: string, width: number) => text.padEnd(width);
/** Where the resident memory is: PGlite's WebAssembly memory, V8's heap, mapped files, the rest. */
const parts = (m: AppMemory) =>
  `wasm ${m.wasm}, V8 heap ${m.v8Heap} (used ${m.v8Used}, young ${m.newSpace}${m.live === undefined ? '' : `, alive after a full GC ${m.live}`}), files ${m.files}, native ${m.native} MB`;

function readLines(tag: string, reads: Reads): string[] {
  const stats = (s: Reads['rows'][number]['cached'] | undefined) =>
    s
      ? `${ms(s.p50).padStart(7)} ${ms(s.p99).padStart(7)} ${ms(s.max).padStart(7)} ${String(s.n).padStart(4)}`
      : '';
  const lines = [
    `${tag} app healthy in ${reads.healthySeconds.toFixed(1)} s; first requests after start: page ${reads.firstPageMs.map(ms).join(' ms, ')} ms, then updates?limit=10 ${ms(reads.firstLimit10Ms)} ms`,
    `${tag} deep cursor: ${reads.cursorPages} pages of 100 followed in ${reads.cursorSeconds.toFixed(1)} s`,
    `${tag} ${pad('read (ms, one at a time)', 32)} ${'cached p50     p99     max    n'.padStart(31)} | ${'no cache p50     p99     max    n'.padStart(33)} | bytes`,
    ...reads.rows.map(
      (r) =>
        `${tag}   ${pad(r.name, 30)} ${stats(r.cached).padStart(31)} | ${stats(r.uncached).padStart(33)} | ${r.cached.bytes}`,
    ),
    ...reads.once.map((o) => `${tag}   ${pad(o.name, 30)} read once: ${ms(o.ms)} ms, ${o.bytes} bytes`),
  ];
  const all = [...reads.rows.map((r) => ({ name: r.name, bytes: r.cached.bytes })), ...reads.once];
  const largest = all.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  lines.push(`${tag} largest response: ${largest.name}, ${largest.bytes} bytes (${mb(largest.bytes)})`);
  lines.push(
    `${tag} app RSS after the sampled reads: ${reads.beforeOnce.rss} MB (${parts(reads.beforeOnce)})`,
    `${tag} app RSS after the reads: ${reads.memory.rss} MB (peak ${reads.memory.peak} MB; ${parts(reads.memory)})`,
    `${tag} app RSS ${settings.settleSeconds} s later: ${reads.settled.rss} MB (${parts(reads.settled)})`,
  );
  return lines;
}

function fanoutLines(tag: string, f: Fanout): string[] {
  const rate = (f.finished ? f.mails : f.mailsInTime) / f.seconds;
  const lines = [
    `${tag} fan-out: ${f.finished ? f.mails : f.mailsInTime} mails to ${f.distinct} recipients (of ${f.expected}) in ${f.seconds.toFixed(1)} s${f.finished ? '' : ` (stopped at ${settings.fanoutMaxSeconds} s)`}, first after ${f.firstAfterSeconds.toFixed(1)} s: ${rate.toFixed(0)} mails/s, ${f.duplicates} duplicates`,
  ];
  if (!f.finished)
    lines.push(
      `${tag} fan-out extrapolated: ${f.expected} mails in about ${(f.expected / rate / 60).toFixed(1)} min at that rate`,
    );
  lines.push(
    `${tag} updates?limit=10 p99 per ${settings.windowSeconds} s window at 200 req/s: idle median ${f.idleP99} ms (${f.idleWindows.join(', ')}), during the fan-out median ${f.duringP99} ms (${f.duringWindows.join(', ')}): ${(f.duringP99 / Math.max(f.idleP99, 1)).toFixed(2)}x`,
    `${tag} app RSS after the fan-out: ${f.memory.rss} MB (peak ${f.memory.peak} MB; ${parts(f.memory)})`,
  );
  return lines;
}

/** One engine's figures, printed as they come. */
async function runEngine(engine: Engine) {
  const tag = `scale[${engine}]`;
  const print = (lines: string[]) => lines.forEach((line) => console.log(line));
  const started = Date.now();
  print([`${tag} seeding…`]);
  const db = seedScaleDatabase(engine);
  if (!db) return print([`${tag} no PostgreSQL (BENCH_DATABASE_URL) or no psql: skipped`]);
  try {
    const seeded = Object.entries(sizes).map(([k, v]) => `${v} ${k}`);
    print([`${tag} seeded ${seeded.join(', ')} in ${db.seedSeconds.toFixed(1)} s`]);
    print(readLines(tag, await measureReads(db, sizes.updates)));
    print(fanoutLines(tag, await measureFanout(db, sizes.subscribers)));
  } finally {
    db.cleanup();
  }
  print([`${tag} took ${((Date.now() - started) / 60_000).toFixed(1)} min`]);
}

export async function runScaleBench(): Promise<string> {
  const started = Date.now();
  console.log(
    `scale: ${settings.mode} run; ${hasTaskset ? 'app on cpu0, load on cpu1' : 'no pinning (no taskset)'}; reads: ${settings.seconds} s and at least ${settings.minSamples} requests each (at most ${settings.maxSeconds} s), uncompressed`,
  );
  for (const engine of settings.engines) await runEngine(engine);
  return `scale: took ${((Date.now() - started) / 60_000).toFixed(1)} min`;
}

await runIfMain(import.meta.url, runScaleBench);

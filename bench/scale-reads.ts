/**
 * The reads of the scale bench: the public project page, the updates API for each filter and a
 * deep cursor, the project and the feeds, each read one request at a time with the app's read
 * cache (the built app) and without it (every read goes to the database); the first requests
 * after start; the owner's and the other unpaged lists, read once each for their size; the
 * app's memory after all of it.
 */
import {
  type AppMemory,
  sample,
  settings,
  signIn,
  startApp,
  timedGet,
  type ScaleDb,
  type Stats,
} from './scale-kit';

export interface ReadRow {
  name: string;
  cached: Stats;
  uncached?: Stats;
}

export interface OnceRow {
  name: string;
  ms: number;
  bytes: number;
}

export interface Reads {
  healthySeconds: number;
  /** The first three requests for the page after start, then the first `?limit=10`. */
  firstPageMs: number[];
  firstLimit10Ms: number;
  cursorPages: number;
  cursorSeconds: number;
  rows: ReadRow[];
  once: OnceRow[];
  /** The app's memory after the sampled reads, before the lists read once (the export among them). */
  beforeOnce: AppMemory;
  memory: AppMemory;
  /** The same after the app idled `settings.settleSeconds` (V8 gives memory back when idle). */
  settled: AppMemory;
}

/** The addresses read repeatedly, by name. */
function addresses(db: ScaleDb, deepCursor: string): [string, string][] {
  const project = `/projects/${db.projectId}`;
  const updates = `/api${project}/updates`;
  return [
    ['page', project],
    ['updates (no limit)', updates],
    ['updates?limit=10', `${updates}?limit=10`],
    ['updates?type=release', `${updates}?type=release`],
    ['updates?type=major', `${updates}?type=major`],
    [`updates?q=${settings.query}`, `${updates}?q=${encodeURIComponent(settings.query)}`],
    ['updates?before=<deep>&limit=10', `${updates}?before=${deepCursor}&limit=10`],
    ['project', `/api${project}`],
    ['rss.xml', `${project}/rss.xml`],
    ['feed.xml (Atom)', `${project}/feed.xml`],
    ['feed.json', `${project}/feed.json`],
  ];
}

/**
 * The cursor after 90% of the timeline, by following `x-next-cursor` at 100 a page (the
 * largest page the API gives): how a client reaches a deep page.
 */
async function deepCursor(origin: string, db: ScaleDb, updates: number) {
  const started = Date.now();
  let cursor = '';
  let pages = 0;
  for (let seen = 0; seen < updates * 0.9; seen += 100) {
    const query = cursor ? `?limit=100&before=${cursor}` : '?limit=100';
    const got = await timedGet(`${origin}/api/projects/${db.projectId}/updates${query}`);
    const next = got.headers.get('x-next-cursor');
    pages++;
    if (!next) break;
    cursor = next;
  }
  return { cursor, pages, seconds: (Date.now() - started) / 1000 };
}

/** The app's memory once it has idled a while. */
async function settle(memory: () => Promise<AppMemory>): Promise<AppMemory> {
  await new Promise((resolve) => setTimeout(resolve, settings.settleSeconds * 1000));
  return memory();
}

export async function measureReads(db: ScaleDb, updates: number): Promise<Reads> {
  const app = await startApp(db);
  let reads: Reads;
  let list: [string, string][];
  try {
    const { origin } = app;
    const page = `${origin}/projects/${db.projectId}`;
    const firstPageMs = [];
    for (let i = 0; i < 3; i++) firstPageMs.push((await timedGet(page)).ms);
    const firstLimit10Ms = (await timedGet(`${origin}/api/projects/${db.projectId}/updates?limit=10`)).ms;
    const deep = await deepCursor(origin, db, updates);
    list = addresses(db, deep.cursor);
    const rows: ReadRow[] = [];
    for (const [name, path] of list) rows.push({ name, cached: await sample(`${origin}${path}`) });
    reads = {
      healthySeconds: app.healthySeconds,
      firstPageMs,
      firstLimit10Ms,
      cursorPages: deep.pages,
      cursorSeconds: deep.seconds,
      rows,
      beforeOnce: await app.memory(),
      once: await readOnce(db, origin),
      memory: await app.memory(),
      settled: await settle(app.memory),
    };
  } finally {
    await app.stop();
  }
  // The same addresses, the deep cursor too (positions do not change between the runs).
  const uncached = await startApp(db, { uncached: true });
  try {
    for (const [i, [, path]] of list.entries())
      reads.rows[i]!.uncached = await sample(`${uncached.origin}${path}`);
  } finally {
    await uncached.stop();
  }
  return reads;
}

/** The lists no page bounds yet, read once each (the owner's with their session). */
async function readOnce(db: ScaleDb, origin: string): Promise<OnceRow[]> {
  const owner = await signIn(origin);
  const list: [string, string, Record<string, string>][] = [
    ['waitlist (owner)', `/api/projects/${db.projectId}/waitlist`, owner],
    ['waitlist export (owner)', `/api/projects/${db.projectId}/waitlist/export`, owner],
    ['comments (most commented update)', `/api/updates/${db.mostCommentedUpdateId}/comments`, {}],
    ['likes (most liked update)', `/api/updates/${db.mostLikedUpdateId}/likes`, {}],
    ['public projects', '/api/projects/public', {}],
    ["owner's projects", '/api/projects', owner],
  ];
  const rows: OnceRow[] = [];
  for (const [name, path, headers] of list) {
    const got = await timedGet(`${origin}${path}`, headers);
    rows.push({ name, ms: got.ms, bytes: got.bytes });
  }
  return rows;
}

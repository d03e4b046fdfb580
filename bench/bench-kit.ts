/**
 * What a bench scenario needs: servers pinned to CPU 0 (the load generator runs on CPU 1,
 * see run.ts), waiting for them, autocannon samples and the per-round median ratio.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { screenshotPng } from './sample-images';

export const root = fileURLToPath(new URL('..', import.meta.url));
/** The compiled server entry points (`npm run bench` builds them first), run as `npm start` does. */
export const serverEntry = (entry: 'main' | 'seed' | 'worker') => `apps/server/dist/${entry}.js`;
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
export const DURATION = Number(process.env.BENCH_SECONDS ?? 3);
export const CONNECTIONS = 50;
export const hasTaskset = spawnSync('taskset', ['-c', '0', 'true']).status === 0;

export function startPinned(cmd: string, args: string[], env: Record<string, string>): ChildProcess {
  const [c, a] = hasTaskset ? ['taskset', ['-c', '0', cmd, ...args]] : [cmd, args];
  return spawn(c, a, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
}

export async function waitFor(url: string, child: ChildProcess) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

/** SIGTERM, then wait for the exit (PGlite flushes its data directory on the way out). */
export async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
}

export interface Sample {
  rps: number;
  p50: number;
  p99: number;
}

export async function load(url: string, seconds: number): Promise<Sample> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, pipelining: 1 });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

/**
 * Interleaved rounds of `app` and `bare` (the order alternates), printed as they go; answers
 * the median of the per-round throughput ratios (steadier than the ratio of medians, since
 * the machine's speed drifts between rounds) and the median samples.
 */
export async function compare(label: string, appUrl: string, bareUrl: string, rounds = ROUNDS) {
  await load(appUrl, 2);
  await load(bareUrl, 2);
  const samples = { app: [] as Sample[], bare: [] as Sample[] };
  for (let round = 1; round <= rounds; round++) {
    const order = round % 2 ? (['bare', 'app'] as const) : (['app', 'bare'] as const);
    for (const which of order) samples[which].push(await load(which === 'app' ? appUrl : bareUrl, DURATION));
    const [a, b] = [samples.app.at(-1)!, samples.bare.at(-1)!];
    console.log(
      `${label} round ${round}: app ${a.rps.toFixed(0)} req/s, bare ${b.rps.toFixed(0)} req/s, ratio ${(a.rps / b.rps).toFixed(2)}`,
    );
  }
  const stat = (which: 'app' | 'bare', key: keyof Sample) => median(samples[which].map((s) => s[key]));
  return {
    ratio: median(samples.app.map((a, i) => a.rps / samples.bare[i]!.rps)),
    appRps: stat('app', 'rps'),
    bareRps: stat('bare', 'rps'),
    appP50: stat('app', 'p50'),
    appP99: stat('app', 'p99'),
  };
}

/** Runs one SQL command with psql; answers its output, or null when it failed. */
export function psql(url: string, command: string): string | null {
  const run = spawnSync('psql', [url, '-qAtc', command], { encoding: 'utf8' });
  return run.status === 0 ? run.stdout.trim() : null;
}

export type Api = <T>(path: string, init?: RequestInit & { token?: string }) => Promise<T>;

/** JSON calls to the app's /api on `port`, with a bearer token when given; non-2xx throws. */
export function apiOn(port: number): Api {
  return async <T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> => {
    const res = await fetch(`http://127.0.0.1:${port}/api${path}`, {
      ...init,
      headers: {
        'content-type': 'application/json',
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
    });
    if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
    return (res.status === 204 ? null : await res.json()) as T;
  };
}

/**
 * An owner account (`email`, confirmed with the code from the outbox in `dbUrl`) and its
 * public project on `repository`: the owner's token and the project's id.
 */
export async function ownerWithProject(
  api: Api,
  dbUrl: string,
  email: string,
  repository: string,
): Promise<{ token: string; projectId: string }> {
  await api('/auth/signup', {
    method: 'POST',
    body: JSON.stringify({ email, password: 'bench password 123' }),
  });
  const text = psql(dbUrl, `select text_body from mail_outbox where to_address = '${email}'`) ?? '';
  const code = decodeURIComponent(text.match(/\/auth\/callback\?code=([\w%-]+)/)?.[1] ?? '');
  const { access_token: token } = await api<{ access_token: string }>('/auth/exchange', {
    method: 'POST',
    body: JSON.stringify({ code }),
  });
  const project = await api<{ id: string }>('/projects', {
    method: 'POST',
    token,
    body: JSON.stringify({ repository_name: repository, is_private: false }),
  });
  return { token, projectId: project.id };
}

/**
 * A scenario file run alone (`npx tsx bench/<file>.ts`) rather than from run.ts: re-runs
 * itself pinned to CPU 1 like run.ts, then prints what `main` answers.
 */
export async function runIfMain(moduleUrl: string, main: () => Promise<string | string[]>) {
  if (!process.argv[1] || moduleUrl !== new URL(`file://${process.argv[1]}`).href) return;
  if (hasTaskset && !process.env.BENCH_PINNED) {
    const self = spawnSync(
      'taskset',
      ['-c', '1', process.execPath, ...process.execArgv, ...process.argv.slice(1)],
      { stdio: 'inherit', env: { ...process.env, BENCH_PINNED: '1' } },
    );
    process.exit(self.status ?? 1);
  }
  for (const line of [await main()].flat()) console.log(line);
}

/** A realistic update of each type in turn: Markdown with lists and code, images, commits, releases. */
function sampleUpdate(count: number, i: number, images: string[]) {
  const published_at = new Date(Date.now() - (count - i) * 3_600_000).toISOString();
  const image = images[i % images.length]!;
  const notes = `## What changed\n\n- Faster sync for **${i}** repositories\n- Fixed a \`null\` crash in the parser\n\n\`\`\`ts\nexport const retries = ${i % 7};\nawait sync({ retries });\n\`\`\`\n\nThanks to everyone who reported it.`;
  switch (i % 4) {
    case 0:
      return {
        type: 'release',
        title: `v1.${i}.0`,
        content: notes,
        is_major_update: i % 40 === 0,
        published_at,
      };
    case 1:
      return {
        type: 'commit',
        title: `Parser fix ${i}`,
        content: notes,
        commit_hash: (i * 2654435761).toString(16).padStart(8, '0').slice(0, 8) + 'abcdef12',
        published_at,
      };
    case 2:
      return {
        type: 'image',
        title: `New dashboard ${i}`,
        content: 'The new dashboard, in pictures.',
        image_url: image,
        published_at,
      };
    default:
      return {
        type: 'text',
        title: `Week ${i} in review`,
        content: `${notes}\n\n![The sync screen in week ${i}](${image})`,
        published_at,
      };
  }
}

/** Uploads a screenshot-like PNG (POST /api/images, as the editor does) and answers its address. */
async function uploadImage(
  origin: string,
  cookie: string,
  projectId: string,
  size: [number, number],
  seed: number,
): Promise<string> {
  const form = new FormData();
  form.append('project_id', projectId);
  const png = new Uint8Array(screenshotPng(size[0], size[1], seed));
  form.append('file', new Blob([png], { type: 'image/png' }), `shot-${seed}.png`);
  const res = await fetch(`${origin}/api/images`, {
    method: 'POST',
    headers: { origin, cookie },
    body: form,
  });
  if (res.status !== 201) throw new Error(`POST /api/images: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { url: string }).url;
}

/**
 * Signs in as the demo user (`npm run seed`) on the app at `origin` and gives its first public
 * project `count` updates of every type; answers that project's page and one update's page.
 * The images are uploaded as owners do: four screenshots (in the image updates and in the
 * Markdown of the text ones), the banner, the logo and the icon.
 */
export async function seedLongProject(
  origin: string,
  count: number,
): Promise<{ project: string; update: string }> {
  const headers = { origin, 'content-type': 'application/json' };
  const login = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: 'demo@shiplog.local', password: 'shiplog-demo-2025' }),
  });
  if (!login.ok) throw new Error(`demo sign-in failed: ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const projects = (await (await fetch(`${origin}/api/projects`, { headers: { cookie } })).json()) as Array<{
    id: string;
    is_private: boolean;
  }>;
  const project = projects.find((p) => !p.is_private)!.id;
  const upload = (size: [number, number], seed: number) => uploadImage(origin, cookie, project, size, seed);
  const images: string[] = [];
  for (let seed = 1; seed <= 4; seed++) images.push(await upload([1600, 1000], seed));
  const looks = await fetch(`${origin}/api/projects/${project}`, {
    method: 'PUT',
    headers: { ...headers, cookie },
    body: JSON.stringify({
      banner_url: await upload([1600, 400], 5),
      logo_url: await upload([256, 256], 6),
      icon_url: await upload([64, 64], 7),
    }),
  });
  if (!looks.ok) throw new Error(`the project's images: ${looks.status} ${await looks.text()}`);
  let update = '';
  for (let i = 1; i <= count; i++) {
    const res = await fetch(`${origin}/api/projects/${project}/updates`, {
      method: 'POST',
      headers: { ...headers, cookie },
      body: JSON.stringify(sampleUpdate(count, i, images)),
    });
    if (res.status !== 201) throw new Error(`update ${i}: ${res.status} ${await res.text()}`);
    if (i === count - 5) update = ((await res.json()) as { id: string }).id;
  }
  return { project: `/projects/${project}`, update: `/projects/${project}/updates/${update}` };
}

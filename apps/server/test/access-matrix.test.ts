import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints, type Endpoint } from '@shiplog/contract';
import {
  accessFixture,
  accessUrl,
  type AccessCase,
  type AccessFixture,
  type AccessRequest,
  type FreshUser,
  ROLES,
  type Role,
  type Target,
} from './support/access';
import { accessMatrix } from './support/access-matrix';
import { call, createTestApp, type SignedIn, type TestApp } from './support';

/** Operations a browser on another site may POST to: authenticated by a token in the request. */
const CROSS_SITE_ALLOWED = new Set(['unsubscribeOneClick', 'receiveGithubDelivery']);
/** Tables a refused request may still touch: the rate-limit counters. */
const UNTRACKED_TABLES = new Set(['rate_limits']);

const byId = new Map(allEndpoints.map((endpoint) => [endpoint.id, endpoint]));

async function caller(f: AccessFixture, c: AccessCase, role: Role): Promise<SignedIn | FreshUser | null> {
  if (role === 'visitor') return null;
  if (c.fresh) return f.freshUser();
  return role === 'owner' ? f.owner : f.stranger;
}

function send(t: TestApp, endpoint: Endpoint, request: AccessRequest, options: Parameters<typeof call>[3]) {
  return call(t, endpoint.method, accessUrl(endpoint, request), {
    ...options,
    payload: request.body ?? (endpoint.body ? {} : undefined),
  });
}

/** Every table's rows, as one fingerprint per table. */
async function fingerprint(t: TestApp): Promise<Record<string, string>> {
  const run = t.deps.database.executeSql.bind(t.deps.database);
  const tables = await run(
    `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables.rows as { name: string }[]) {
    if (UNTRACKED_TABLES.has(name)) continue;
    const { rows } = await run(
      `select md5(string_agg(r::text, ',' order by r::text)) as digest from "${name}" r`,
    );
    out[name] = String((rows[0] as { digest: string | null } | undefined)?.digest ?? 'empty');
  }
  return out;
}

describe('access matrix', () => {
  let t: TestApp;
  let f: AccessFixture;
  beforeAll(async () => {
    t = await createTestApp();
    f = await accessFixture(t);
  }, 60_000);
  afterAll(async () => t?.close());

  it('has a row for every operation, and none for an operation that does not exist', () => {
    const ids = allEndpoints.map((endpoint) => endpoint.id);
    expect(ids.filter((id) => !accessMatrix[id])).toEqual([]);
    expect(Object.keys(accessMatrix).filter((id) => !byId.has(id))).toEqual([]);
  });

  it('answers each role on public and private projects as the matrix says', async () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const [id, c] of Object.entries(accessMatrix)) {
      const endpoint = byId.get(id);
      if (!endpoint) continue;
      const variants: [string, Target, AccessCase['public']][] = [['public', f.public, c.public]];
      if (c.private) variants.push(['private', f.private, c.private]);
      for (const [variant, target, statuses] of variants) {
        for (const [index, role] of ROLES.entries()) {
          const as = await caller(f, c, role);
          const request = (await c.request?.(f, target, as)) ?? {};
          const res = await send(t, endpoint, request, { as });
          checked++;
          if (res.statusCode !== statuses[index])
            wrong.push(
              `${id} ${variant} ${role}: ${statuses[index]} expected, got ${res.statusCode} ${res.body.slice(0, 160)}`,
            );
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(300);
  }, 120_000);

  it('refuses every cross-site write made with the session cookie, and changes nothing', async () => {
    const writes = allEndpoints.filter((e) => e.method !== 'GET' && !CROSS_SITE_ALLOWED.has(e.id));
    const requests = [];
    for (const endpoint of writes) {
      const c = accessMatrix[endpoint.id]!;
      requests.push({ endpoint, request: (await c.request?.(f, f.public, f.owner)) ?? {} });
    }
    const before = await fingerprint(t);
    const wrong: string[] = [];
    for (const { endpoint, request } of requests) {
      const crossSite: Record<string, string>[] = [
        { origin: 'https://evil.example' },
        { 'sec-fetch-site': 'cross-site' },
      ];
      for (const headers of crossSite) {
        const res = await send(t, endpoint, request, { headers: { cookie: f.owner.cookie, ...headers } });
        if (res.statusCode !== 403 || res.json().error.message !== 'Cross-site request refused')
          wrong.push(
            `${endpoint.id} ${JSON.stringify(headers)}: ${res.statusCode} ${res.body.slice(0, 120)}`,
          );
      }
    }
    expect(wrong).toEqual([]);
    expect(await fingerprint(t)).toEqual(before);
    expect(writes.length).toBeGreaterThan(40);
    // The same cookie from our own origin is accepted: the refusal is about the site, not the session.
    const own = await call(t, 'PUT', `/api/projects/${f.public.projectId}`, {
      headers: { cookie: f.owner.cookie, origin: new URL(t.deps.config.PUBLIC_URL).origin },
      payload: { description: 'Saved from our own page' },
    });
    expect(own.statusCode, own.body).toBe(200);
  }, 60_000);
});

import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@shiplog/contract';
import { accessFixture, type AccessFixture } from './support/access';
import {
  describeRequest,
  type FuzzOperation,
  fuzzRequest,
  type OpenApiDocument,
  operationsOf,
  randomSource,
  sendRaw,
} from './support/fuzz';
import { createTestApp, type SignedIn, type TestApp } from './support';

/**
 * `npm test` sends a fixed sample; `npm run fuzz` sets FUZZ_REQUESTS_PER_OPERATION (a few hundred)
 * and a new FUZZ_SEED each run. A failure prints the seed and the request to replay it.
 */
const PER_OPERATION = Number(process.env.FUZZ_REQUESTS_PER_OPERATION ?? 8);
const SEED =
  process.env.FUZZ_SEED === 'random' ? Date.now() % 2 ** 31 : Number(process.env.FUZZ_SEED ?? 20261126);
const IN_FLIGHT = 8;

/** Rows only the owner may write: their account, projects and everything of those projects. */
const OWNER_ROWS: Record<string, string> = {
  users: 'id = $owner',
  accounts: 'user_id = $owner',
  user_notification_settings: 'user_id = $owner',
  projects: 'user_id = $owner',
  posts: 'user_id = $owner',
  commits: 'user_id = $owner',
  update_comments: 'user_id = $owner',
  updates: 'project_id in (select id from projects where user_id = $owner)',
  project_domains: 'project_id in (select id from projects where user_id = $owner)',
  project_webhooks: 'project_id in (select id from projects where user_id = $owner)',
  auto_update_settings: 'project_id in (select id from projects where user_id = $owner)',
};

/**
 * Columns that readers move legitimately: the GitHub star count refreshed when anyone views a
 * project, and an update's like, comment and view counters.
 */
const SYSTEM_COLUMNS = `array['github_stars', 'stars_checked_at', 'likes_count', 'comments_count', 'views_count']`;

async function ownerRows(t: TestApp, ownerId: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [table, where] of Object.entries(OWNER_ROWS)) {
    const condition = where.replaceAll('$owner', `'${ownerId.replace(/'/g, "''")}'`);
    const row = `(to_jsonb(r) - ${SYSTEM_COLUMNS})::text`;
    const { rows } = await t.deps.database.executeSql(
      `select md5(string_agg(${row}, ',' order by ${row})) as digest, count(*)::int as n from "${table}" r where ${condition}`,
    );
    const [found] = rows as { digest: string | null; n: number }[];
    out[table] = `${found?.n}:${found?.digest}`;
  }
  return out;
}

describe(`fuzzing every operation of the OpenAPI document (seed ${SEED}, ${PER_OPERATION} per operation and role)`, () => {
  let t: TestApp;
  let f: AccessFixture;
  let port: number;
  let origin: string;
  let operations: FuzzOperation[];
  let known: Record<string, string[]>;
  const agent = new http.Agent({ keepAlive: process.env.FUZZ_KEEP_ALIVE !== '0', maxSockets: IN_FLIGHT });

  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1', LOG_LEVEL: 'warn' } });
    f = await accessFixture(t);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    origin = new URL(t.deps.config.PUBLIC_URL).origin;
    operations = operationsOf((await t.app.inject({ url: '/api/openapi.json' })).json<OpenApiDocument>());
    known = {
      id: [f.public.projectId, f.private.projectId, f.public.updateId, f.postId, f.owner.userId],
      updateId: [f.public.updateId, f.private.updateId],
      commentId: [f.public.commentId!, f.private.commentId!],
      seed: ['Ada', 'Ada.svg'],
      owner: ['owner'],
      repo: ['repo', 'owner%2Frepo'],
      token: ['0b5e4c1a-0000-4000-8000-000000000000'],
    };
  }, 60_000);
  afterAll(async () => {
    agent.destroy();
    await t?.close();
  });

  /** Sends PER_OPERATION requests per operation as one caller, a few at a time. */
  async function fuzzAs(who: string, caller: SignedIn | null, seed: number) {
    const rnd = randomSource(seed);
    const failures: string[] = [];
    let sent = 0;
    const queue = operations.flatMap((op) =>
      Array.from({ length: PER_OPERATION }, () => {
        const request = fuzzRequest(op, rnd, known, { origin, ...caller?.bearer });
        // A client address of its own, so per-address limits do not hide the routes behind a 429.
        request.headers['x-forwarded-for'] ??= `10.9.${rnd.int(250)}.${rnd.int(250)}`;
        return { op, request };
      }),
    );
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const answer = await sendRaw(agent, port, next.request);
        sent++;
        const at = `${who} ${next.op.id}: ${describeRequest(next.request)}`;
        if (answer.error) failures.push(`${at} → connection ${answer.error}`);
        else if (answer.status! >= 500)
          failures.push(`${at} → ${answer.status} ${answer.body?.slice(0, 200)}`);
        else if (
          answer.status! >= 400 &&
          answer.body &&
          answer.contentType?.includes('json') &&
          !errorBodySchema.safeParse(JSON.parse(answer.body)).success
        )
          failures.push(`${at} → ${answer.status} not in the error shape: ${answer.body.slice(0, 200)}`);
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    return { failures, sent };
  }

  it('answers no 5xx and drops no connection, and no visitor or stranger changes what only the owner may', async () => {
    const before = await ownerRows(t, f.owner.userId);
    const visitor = await fuzzAs('visitor', null, SEED);
    const stranger = await fuzzAs('stranger', f.stranger, SEED + 1);
    expect([...visitor.failures, ...stranger.failures]).toEqual([]);
    expect(await ownerRows(t, f.owner.userId)).toEqual(before);

    const owner = await fuzzAs('owner', f.owner, SEED + 2);
    expect(owner.failures).toEqual([]);
    const total = visitor.sent + stranger.sent + owner.sent;
    console.log(`fuzz: ${total} requests to ${operations.length} operations, seed ${SEED}, no 5xx`);
    expect(total).toBe(operations.length * PER_OPERATION * 3);
    const health = await sendRaw(agent, port, { method: 'GET', path: '/api/health', headers: {} });
    expect(health.status).toBe(200);
  }, 600_000);

  it('answers bytes that are not HTTP with one error in the documented shape, then closes', async () => {
    const exchanges = [
      ['GARBAGE\r\n\r\n', 400],
      [
        'GET /api/health HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\nzzzzz',
        400,
      ],
      [`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
    ] as const;
    for (const [bytes, status] of exchanges) {
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () => socket.end(bytes));
        let text = '';
        socket.on('data', (chunk) => (text += chunk));
        socket.on('close', () => resolve(text));
        socket.on('error', reject);
      });
      const [head, body] = answer.split('\r\n\r\n');
      expect(head, answer).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
      expect(head).toMatch(/connection: close/i);
      expect(errorBodySchema.safeParse(JSON.parse(body!)).success, body).toBe(true);
    }
  });
});

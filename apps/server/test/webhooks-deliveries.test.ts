import { createServer } from 'node:net';
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGithubServer, type FakeGithub } from '@shiplog/fakes';
import { webhookDeliveries } from '../src/db/schema';
import { pruneWebhookDeliveriesJob } from '../src/jobs/prune-webhook-deliveries.job';
import { requeueStrandedDeliveries } from '../src/modules/webhooks/delivery-upkeep';
import { createTestApp, githubEnv, startGithubApp, type TestApp } from './support';
import {
  ageDelivery,
  deliveriesOf,
  examplePayload,
  jobsFor,
  postDelivery,
  webhookProject,
} from './support/webhooks';
import type { WebhookProject } from './support/webhooks';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('deliveries from GitHub to a listening server', () => {
  let github: FakeGithub;
  let t: TestApp;
  let w: WebhookProject;
  beforeAll(async () => {
    github = await createGithubServer();
    const port = await freePort();
    t = await createTestApp({ env: { ...githubEnv(github), PUBLIC_URL: `http://127.0.0.1:${port}` } });
    await t.deps.queue.start({ workers: false });
    await t.app.listen({ port, host: '127.0.0.1' });
    w = await webhookProject(t, github, 'mona', 'lamp');
  });
  afterAll(() => t?.close());

  it("takes GitHub's ping, a push and an example release, each with 202", async () => {
    const [ping] = await github.ping('mona/lamp', w.hook.id);
    expect(ping).toMatchObject({ status: 202, event: 'ping' });
    expect((await deliveriesOf(t, ping!.guid))[0]).toMatchObject({ result: 'skipped', detail: 'ping' });

    const [push] = await github.push('mona/lamp', [
      { message: 'feat: light up on every push', author: { name: 'Mona', email: 'mona@example.com' } },
    ]);
    expect(push).toMatchObject({ status: 202, event: 'push' });
    expect(JSON.parse(push!.responseBody)).toEqual({ id: push!.guid, duplicate: false });

    const release = examplePayload('release', 'mona/lamp', (p) => p.action === 'published');
    const [sent] = await github.deliver('mona/lamp', 'release', release);
    expect(sent).toMatchObject({ status: 202, event: 'release', action: 'published' });
    const [row] = await deliveriesOf(t, sent!.guid);
    expect(row).toMatchObject({ projectId: w.projectId, event: 'release', result: 'queued' });
    // Stored byte for byte as GitHub signed it.
    expect(row!.payload).toBe(sent!.body);
    expect(await jobsFor(t, sent!.guid)).toBe(1);
  });

  it('refuses deliveries of a hook whose secret we do not hold', async () => {
    github.repo('mona/lamp')!.hooks[0]!.config.secret = 'changed-on-github';
    const [push] = await github.push('mona/lamp', [
      { message: 'fix: typo', author: { name: 'Mona', email: 'm@x.io' } },
    ]);
    expect(push!.status).toBe(401);
    expect(await deliveriesOf(t, push!.guid)).toHaveLength(0);
    github.repo('mona/lamp')!.hooks[0]!.config.secret = w.secret;
  });
});

describe('delivery upkeep', () => {
  let github: FakeGithub;
  let t: TestApp;
  let w: WebhookProject;
  const runUpkeep = () =>
    pruneWebhookDeliveriesJob.handler(
      {},
      { deps: t.deps, logger: pino({ level: 'silent' }), jobId: randomUUID() },
    );
  beforeAll(async () => {
    ({ github, t } = await startGithubApp());
    await t.deps.queue.start({ workers: false });
    w = await webhookProject(t, github, 'mona', 'keeper');
  });
  afterAll(() => t?.close());

  const body = () => JSON.stringify(examplePayload('push', 'mona/keeper'));

  it('queues a delivery that was stored when queueing failed, once, a few minutes later', async () => {
    const boss = t.deps.queue.boss;
    await boss.deleteQueue('process-webhook');
    const id = randomUUID();
    let res;
    try {
      res = await postDelivery(t, { id, body: body(), secret: w.secret });
    } finally {
      await boss.createQueue('process-webhook');
    }
    expect(res.statusCode).toBe(202);
    expect(await deliveriesOf(t, id)).toHaveLength(1);
    expect(await jobsFor(t, id)).toBe(0);

    // Too fresh to call stranded.
    expect(await requeueStrandedDeliveries(t.deps)).toBe(0);
    await ageDelivery(t, id, '10 minutes');
    // One queued normally and just as old: it has its job already.
    const queued = randomUUID();
    expect((await postDelivery(t, { id: queued, body: body(), secret: w.secret })).statusCode).toBe(202);
    await ageDelivery(t, queued, '10 minutes');

    await runUpkeep();
    expect(await jobsFor(t, id)).toBe(1);
    expect(await jobsFor(t, queued)).toBe(1);
    await runUpkeep();
    expect(await jobsFor(t, id)).toBe(1);
  });

  it('forgets deliveries after 14 days and keeps younger ones', async () => {
    const ids = { old: randomUUID(), week: randomUUID(), fresh: randomUUID() };
    for (const id of Object.values(ids))
      expect((await postDelivery(t, { id, body: body(), secret: w.secret })).statusCode).toBe(202);
    await ageDelivery(t, ids.old, '15 days');
    await ageDelivery(t, ids.week, '8 days');
    await runUpkeep();
    expect(await deliveriesOf(t, ids.old)).toHaveLength(0);
    expect(await deliveriesOf(t, ids.week)).toHaveLength(1);
    expect(await deliveriesOf(t, ids.fresh)).toHaveLength(1);
    // A replay of a remembered id is still recognised.
    const replay = await postDelivery(t, { id: ids.week, body: body(), secret: w.secret });
    expect(replay.json()).toMatchObject({ duplicate: true });
    expect(await t.deps.database.db.$count(webhookDeliveries)).toBeGreaterThanOrEqual(2);
  });
});

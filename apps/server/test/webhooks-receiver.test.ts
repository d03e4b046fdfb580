import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookMessages } from '@shiplog/contract';
import { type FakeGithub } from '@shiplog/fakes';
import { verifySignature } from '../src/modules/webhooks/hook-secrets';
import { REFUSAL_LIMIT, WEBHOOK_BODY_LIMIT } from '../src/modules/webhooks/receiver.routes';
import { startGithubApp, type TestApp } from './support';
import {
  countDeliveries,
  deliveriesOf,
  examplePayload,
  jobsFor,
  postDelivery,
  signatureOf,
  webhookProject,
} from './support/webhooks';
import type { WebhookProject } from './support/webhooks';

describe("GitHub's signature test vector", () => {
  // docs.github.com, "Validating webhook deliveries" → "Testing the webhook payload validation".
  const secret = "It's a Secret to Everybody";
  const expected = 'sha256=757107ea0eb2509fc211221cce984b8a37570b6d7586c22c46f4379c8b043e17';

  it('verifies with the documented secret and payload, and nothing else', async () => {
    expect(signatureOf(secret, 'Hello, World!')).toBe(expected);
    expect(await verifySignature(secret, 'Hello, World!', expected)).toBe(true);
    expect(await verifySignature(secret, 'Hello, World?', expected)).toBe(false);
    expect(await verifySignature("It's a secret to everybody", 'Hello, World!', expected)).toBe(false);
    expect(await verifySignature(secret, 'Hello, World!', expected.replace('sha256=', 'sha1='))).toBe(false);
    expect(await verifySignature(secret, 'Hello, World!', '')).toBe(false);
  });
});

describe('the webhook receiver', () => {
  let github: FakeGithub;
  let t: TestApp;
  let w: WebhookProject;
  let payload: string;
  beforeAll(async () => {
    ({ github, t } = await startGithubApp());
    await t.deps.queue.start({ workers: false });
    w = await webhookProject(t, github, 'mona', 'Octo-Lamp');
    payload = JSON.stringify(examplePayload('push', 'mona/Octo-Lamp'));
  });
  afterAll(() => t?.close());

  it('stores a verified delivery once, queues it, and answers 202', async () => {
    const id = randomUUID();
    const res = await postDelivery(t, { id, body: payload, secret: w.secret });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ id, duplicate: false });
    const [row] = await deliveriesOf(t, id);
    expect(row).toMatchObject({
      projectId: w.projectId,
      event: 'push',
      payload,
      result: 'queued',
      detail: null,
    });
    expect(await jobsFor(t, id)).toBe(1);
  });

  it('finds the repository whatever the case GitHub writes it in', async () => {
    const body = JSON.stringify(examplePayload('push', 'MONA/octo-lamp'));
    expect((await postDelivery(t, { body, secret: w.secret })).statusCode).toBe(202);
  });

  it('refuses, with 401 and nothing stored, whatever is not signed by the hook', async () => {
    const before = await countDeliveries(t);
    const other = JSON.stringify(examplePayload('push', 'mona/unknown-repo'));
    const sha1 = `sha1=${'0'.repeat(40)}`;
    const cases: Record<string, Parameters<typeof postDelivery>[1]> = {
      unsigned: { body: payload },
      'sha1 only': { body: payload, headers: { 'x-hub-signature': sha1 } },
      'wrong secret': { body: payload, secret: 'not-the-secret' },
      'tampered body': {
        body: `${payload.slice(0, -1)},"forced":true}`,
        headers: { 'x-hub-signature-256': signatureOf(w.secret, payload) },
      },
      'unknown repository': { body: other, secret: w.secret },
      'no delivery id': { body: payload, secret: w.secret, headers: { 'x-github-delivery': undefined } },
      'no event': { body: payload, secret: w.secret, headers: { 'x-github-event': undefined } },
      'malformed signature': { body: payload, headers: { 'x-hub-signature-256': 'sha256=abc' } },
      'not JSON': { body: 'payload=%7B%7D', secret: w.secret },
      'no repository': { body: JSON.stringify({ zen: 'Design for failure.' }), secret: w.secret },
    };
    for (const [name, input] of Object.entries(cases)) {
      const res = await postDelivery(t, input);
      expect(res.statusCode, name).toBe(401);
      expect(res.json().error, name).toEqual({
        code: 'UNAUTHORIZED',
        message: webhookMessages.deliveryRefused,
      });
    }
    expect(await countDeliveries(t)).toBe(before);
  });

  it('records a ping as skipped and queues nothing', async () => {
    const id = randomUUID();
    const body = JSON.stringify(examplePayload('ping', 'mona/Octo-Lamp'));
    const res = await postDelivery(t, { id, event: 'ping', body, secret: w.secret });
    expect(res.statusCode).toBe(202);
    const [row] = await deliveriesOf(t, id);
    expect(row).toMatchObject({ result: 'skipped', detail: 'ping' });
    expect(row?.processedAt).toBeInstanceOf(Date);
    expect(await jobsFor(t, id)).toBe(0);
  });

  it('takes a redelivery (the same id) as done: one row, one job, both answered 2xx', async () => {
    const id = randomUUID();
    const first = await postDelivery(t, { id, body: payload, secret: w.secret });
    const second = await postDelivery(t, { id, body: payload, secret: w.secret });
    expect(first.statusCode).toBe(202);
    expect(second.statusCode).toBe(202);
    expect(second.json()).toEqual({ id, duplicate: true });
    expect(await deliveriesOf(t, id)).toHaveLength(1);
    expect(await jobsFor(t, id)).toBe(1);
  });

  it('stores and queues concurrent copies of one delivery exactly once', async () => {
    for (let round = 0; round < 3; round++) {
      const id = randomUUID();
      const answers = await Promise.all(
        Array.from({ length: 12 }, () => postDelivery(t, { id, body: payload, secret: w.secret })),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(202));
      expect(answers.filter((a) => !a.json().duplicate)).toHaveLength(1);
      expect(await deliveriesOf(t, id)).toHaveLength(1);
      expect(await jobsFor(t, id)).toBe(1);
    }
  });

  it('takes bursts from one address (GitHub) without a rate limit', async () => {
    const ip = '140.82.115.10';
    const ids = Array.from({ length: 100 }, () => randomUUID());
    for (let i = 0; i < ids.length; i += 20) {
      const answers = await Promise.all(
        ids.slice(i, i + 20).map((id) => postDelivery(t, { id, body: payload, secret: w.secret, ip })),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(answers.length).fill(202));
    }
  });

  it('is called cross-site, without cookies', async () => {
    const res = await postDelivery(t, {
      body: payload,
      secret: w.secret,
      headers: { origin: 'https://github.com', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(202);
  });

  it('refuses bodies over the limit and types other than JSON', async () => {
    const big = JSON.stringify({ ...JSON.parse(payload), padding: 'x'.repeat(WEBHOOK_BODY_LIMIT) });
    const tooBig = await postDelivery(t, { body: big, secret: w.secret });
    expect(tooBig.statusCode).toBe(413);
    const form = await postDelivery(t, {
      body: `payload=${encodeURIComponent(payload)}`,
      secret: w.secret,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(415);
  });

  it('stops listening to an address that keeps sending bad signatures for a repository', async () => {
    const ip = '203.0.113.9';
    for (let i = 0; i < REFUSAL_LIMIT.max; i++)
      expect((await postDelivery(t, { body: payload, secret: 'guess', ip })).statusCode).toBe(401);
    const blocked = await postDelivery(t, { body: payload, secret: w.secret, ip });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Other repositories from that address, and that repository from elsewhere, go on.
    const other = JSON.stringify(examplePayload('push', 'mona/elsewhere'));
    expect((await postDelivery(t, { body: other, secret: 'guess', ip })).statusCode).toBe(401);
    expect((await postDelivery(t, { body: payload, secret: w.secret })).statusCode).toBe(202);
  });
});

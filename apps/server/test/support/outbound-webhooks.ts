import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect } from 'vitest';
import { startSmtpSink, type SmtpSink } from '@shiplog/fakes';
import type { OutboundDelivery, WebhookEndpoint } from '@shiplog/contract';
import { deliverWebhookJob } from '../../src/jobs/deliver-webhook.job';
import { notifyCommentsJob } from '../../src/jobs/notify-comments.job';
import { notifyUpdatesJob } from '../../src/jobs/notify-updates.job';
import { createSendMailJob } from '../../src/jobs/send-mail.job';
import { type SignedIn, signUpConfirmed } from './accounts';
import { call } from './api';
import { createTestApp, type TestApp } from './app';
import { MAIL_FROM, MAIL_PUBLIC_URL, MAIL_RETRIES } from './mail';
import { createProject } from './projects';
import { until } from './wait';
import { startWorkers } from './workers';

/** One request a receiver got. */
export interface ReceivedHook {
  headers: IncomingHttpHeaders;
  body: string;
  json: Record<string, unknown>;
}

/** What a receiver answers: a status, and for a redirect where it points. */
export interface HookAnswer {
  status: number;
  location?: string;
  /** Answers this much later (a slow receiver). */
  delayMs?: number;
}

export interface HookReceiver {
  url: string;
  received: ReceivedHook[];
  /** The next answers, in order; then the usual one. */
  answer(...answers: HookAnswer[]): void;
  /** The answer when none is queued (200 at first). */
  usually(answer: HookAnswer): void;
  close(): Promise<void>;
}

/** An HTTP receiver on loopback: keeps every request and answers as told (200 by default). */
export async function startHookReceiver(): Promise<HookReceiver> {
  const received: ReceivedHook[] = [];
  const answers: HookAnswer[] = [];
  let usual: HookAnswer = { status: 200 };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({ headers: req.headers, body, json: body ? JSON.parse(body) : {} });
      const next = answers.shift() ?? usual;
      const send = () => {
        res.writeHead(next.status, next.location ? { location: next.location } : {});
        res.end(next.status >= 400 ? 'receiver failure' : 'ok');
      };
      // A slow receiver, when the test asks for one.
      if (next.delayMs) setTimeout(send, next.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return {
    url,
    received,
    answer: (...next) => answers.push(...next),
    usually: (answer) => {
      usual = answer;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Call at the top of a test file: a receiver started before its tests and closed after them. */
export function hookReceiver(): HookReceiver {
  const receiver = {} as HookReceiver;
  beforeAll(async () => {
    Object.assign(receiver, await startHookReceiver());
  });
  afterAll(() => receiver.close?.());
  return receiver;
}

export interface OutboundApp {
  t: TestApp;
  sink: SmtpSink;
  owner: SignedIn;
  projectId: string;
  close(): Promise<void>;
}

/** Settings that make retries quick: one second, then two, for up to `retrySeconds`. */
export const quickRetries = (retrySeconds = 60, disableAfter = 5) => ({
  OUTBOUND_WEBHOOKS_RETRY_DELAY_SECONDS: '1',
  OUTBOUND_WEBHOOKS_RETRY_SECONDS: String(retrySeconds),
  OUTBOUND_WEBHOOKS_DISABLE_AFTER: String(disableAfter),
});

/** The workers an outbound app runs: deliveries, mail, and the update and comment sweeps. */
const outboundJobs = () => [
  createSendMailJob({ ...MAIL_RETRIES, expireInSeconds: 10 }),
  deliverWebhookJob,
  notifyUpdatesJob,
  notifyCommentsJob,
];

/**
 * The app with real SMTP (the sink) and real workers (by default for deliveries, mail and the
 * update sweep); an owner with a public project. Loopback targets are allowed unless `env`
 * says otherwise.
 */
export function outboundApp(
  domain: string,
  env: Record<string, string> = {},
  jobs: Parameters<typeof startWorkers>[1] = outboundJobs(),
): OutboundApp {
  const app = {} as OutboundApp;
  beforeAll(async () => {
    const sink = await startSmtpSink();
    const t = await createTestApp({
      env: {
        SMTP_URL: sink.url,
        PUBLIC_URL: MAIL_PUBLIC_URL,
        MAIL_FROM,
        OUTBOUND_WEBHOOKS_ALLOW_PRIVATE: 'true',
        ...quickRetries(),
        ...env,
      },
    });
    const owner = await signUpConfirmed(t, `owner@${domain}`);
    const { id: projectId } = await createProject(t, owner, { is_private: false });
    await startWorkers(t, jobs);
    Object.assign(app, {
      t,
      sink,
      owner,
      projectId,
      close: async () => {
        await t.close();
        await sink.close();
      },
    });
  });
  afterAll(() => app.close?.());
  return app;
}

const base = (projectId: string) => `/api/projects/${projectId}/webhook-endpoints`;

/** Adds an endpoint or channel as `as`; answers it with its secret (201 expected). */
export async function addEndpoint(
  t: TestApp,
  as: SignedIn,
  projectId: string,
  body: Record<string, unknown>,
): Promise<WebhookEndpoint & { secret: string | null }> {
  const res = await call(t, 'POST', base(projectId), { as, payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** The endpoint's delivery log, newest first. */
export async function deliveriesOf(
  t: TestApp,
  as: SignedIn,
  projectId: string,
  endpointId: string,
): Promise<OutboundDelivery[]> {
  const res = await call(t, 'GET', `${base(projectId)}/${endpointId}/deliveries`, { as });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().deliveries;
}

/** Waits until every delivery in the log is done (none pending) and there are `count` of them. */
export async function untilDeliveriesSettle(
  t: TestApp,
  as: SignedIn,
  projectId: string,
  endpointId: string,
  count: number,
  timeoutMs = 20_000,
): Promise<OutboundDelivery[]> {
  let log: OutboundDelivery[] = [];
  await until(
    async () => {
      log = await deliveriesOf(t, as, projectId, endpointId);
      return log.length === count && log.every((d) => d.status !== 'pending');
    },
    timeoutMs,
    `${count} settled deliveries`,
  );
  return log;
}

export const endpointsPath = base;

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A Mastodon instance on loopback: `GET /api/v2/instance` says its character limit as Mastodon
 * does (`configuration.statuses.max_characters`), and `POST /api/v1/statuses` takes a status
 * with a bearer access token, refusing what Mastodon refuses (no token 401, empty or too long
 * 422), and answers the status it made.
 */

export interface MastodonStatus {
  status: string;
  visibility: string;
  idempotencyKey: string | null;
}

export interface MastodonFake {
  /** The instance's origin, e.g. `http://127.0.0.1:41234`. */
  url: string;
  /** Statuses posted, oldest first. */
  statuses: MastodonStatus[];
  /** Requests to post a status, taken or not (one idempotency key posts once, however often sent). */
  statusRequests: number;
  /** Instance reads so far (each `GET /api/v2/instance`). */
  instanceReads: number;
  close(): Promise<void>;
}

export interface MastodonFakeOptions {
  /** The instance's limit (Mastodon's default is 500). */
  maxCharacters?: number;
  /** The one access token it accepts. */
  accessToken?: string;
}

/** Mastodon counts links as 23 characters. */
const statusLength = (text: string) =>
  Array.from(text.replace(/\bhttps?:\/\/[^\s<>"]+/g, 'x'.repeat(23))).length;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

export async function startMastodonServer(options: MastodonFakeOptions = {}): Promise<MastodonFake> {
  const maxCharacters = options.maxCharacters ?? 500;
  const token = options.accessToken ?? 'mastodon-test-token';
  const fake = { statuses: [] as MastodonStatus[], statusRequests: 0, instanceReads: 0 };
  const server = createServer((req, res) => {
    void (async () => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      if (req.method === 'GET' && path === '/api/v2/instance') {
        fake.instanceReads++;
        return send(res, 200, {
          domain: 'mastodon.test',
          title: 'Mastodon (fake)',
          configuration: { statuses: { max_characters: maxCharacters, max_media_attachments: 4 } },
        });
      }
      if (req.method === 'POST' && path === '/api/v1/statuses') {
        fake.statusRequests++;
        if (req.headers.authorization !== `Bearer ${token}`)
          return send(res, 401, { error: 'The access token is invalid' });
        const raw = await readBody(req);
        const type = req.headers['content-type'] ?? '';
        const body: Record<string, unknown> = type.includes('json')
          ? (JSON.parse(raw) as Record<string, unknown>)
          : Object.fromEntries(new URLSearchParams(raw));
        const status = typeof body.status === 'string' ? body.status : '';
        if (!status.trim()) return send(res, 422, { error: "Validation failed: Text can't be blank" });
        if (statusLength(status) > maxCharacters)
          return send(res, 422, {
            error: `Validation failed: Text character limit of ${maxCharacters} exceeded`,
          });
        const key = req.headers['idempotency-key'];
        const idempotencyKey = typeof key === 'string' ? key : null;
        const again = idempotencyKey && fake.statuses.findIndex((s) => s.idempotencyKey === idempotencyKey);
        const id = typeof again === 'number' && again >= 0 ? again + 1 : fake.statuses.length + 1;
        if (!(typeof again === 'number' && again >= 0))
          fake.statuses.push({ status, visibility: String(body.visibility ?? 'public'), idempotencyKey });
        return send(res, 200, {
          id: String(id),
          uri: `http://${req.headers.host}/users/shiplog/statuses/${id}`,
          url: `http://${req.headers.host}/@shiplog/${id}`,
          content: `<p>${status}</p>`,
        });
      }
      send(res, 404, { error: 'Record not found' });
    })().catch((err: unknown) => send(res, 500, { error: String(err) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }) as MastodonFake;
}

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A Bluesky PDS on loopback, speaking the XRPC calls a client makes to post:
 * `com.atproto.server.createSession` (an identifier and an app password) and
 * `com.atproto.repo.createRecord` of an `app.bsky.feed.post`, checked as the PDS checks it:
 * the session's token, the author's own repo, at most 300 graphemes, link facets within the
 * text, an external embed (the link card) with its uri, title and description.
 */

export interface BlueskyRecord {
  repo: string;
  collection: string;
  record: Record<string, unknown>;
}

export interface BlueskyFake {
  /** The PDS's origin (the `service` a client is given). */
  url: string;
  handle: string;
  did: string;
  /** Posts created, oldest first. */
  records: BlueskyRecord[];
  /** Sessions created (logins). */
  sessions: number;
  close(): Promise<void>;
}

export interface BlueskyFakeOptions {
  handle?: string;
  appPassword?: string;
}

/** A CID as the PDS answers one (a valid base32 CIDv1). */
const CID = 'bafyreie5737gdxlw5i64vzichcalba3z2v5n6icifvx5xytvske7mr3hpm';
const graphemes = (text: string) =>
  Array.from(new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text)).length;

function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>);
      } catch (err) {
        reject(err as Error);
      }
    });
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

const invalid = (res: ServerResponse, message: string) =>
  send(res, 400, { error: 'InvalidRequest', message });

/** Why the PDS would refuse this post record, or null. */
function refusal(record: Record<string, unknown>): string | null {
  const text = record.text;
  if (typeof text !== 'string') return 'Input/record/text must be a string';
  if (graphemes(text) > 300) return 'Input/record/text must not be longer than 300 graphemes';
  if (typeof record.createdAt !== 'string' || Number.isNaN(Date.parse(record.createdAt)))
    return 'Input/record/createdAt must be a valid datetime';
  const bytes = Buffer.byteLength(text);
  for (const facet of (record.facets as { index?: { byteStart?: number; byteEnd?: number } }[]) ?? []) {
    const { byteStart = -1, byteEnd = -1 } = facet.index ?? {};
    if (byteStart < 0 || byteEnd > bytes || byteEnd <= byteStart)
      return 'Input/record/facets/index is out of the text';
  }
  const embed = record.embed as { $type?: string; external?: Record<string, unknown> } | undefined;
  if (embed) {
    if (embed.$type !== 'app.bsky.embed.external') return 'Input/record/embed must be an external embed';
    const card = embed.external ?? {};
    if (typeof card.uri !== 'string' || !/^https?:\/\//.test(card.uri))
      return 'Input/record/embed/external/uri must be a uri';
    if (typeof card.title !== 'string' || typeof card.description !== 'string')
      return 'Input/record/embed/external must have a title and a description';
  }
  return null;
}

export async function startBlueskyServer(options: BlueskyFakeOptions = {}): Promise<BlueskyFake> {
  const handle = options.handle ?? 'shiplog.bsky.social';
  const appPassword = options.appPassword ?? 'abcd-efgh-ijkl-mnop';
  const did = 'did:plc:shiplogfake0000000000000';
  const accessJwt = 'fake-access-jwt';
  const fake = { handle, did, records: [] as BlueskyRecord[], sessions: 0 };
  const server = createServer((req, res) => {
    void (async () => {
      const method = new URL(req.url ?? '/', 'http://x').pathname.replace(/^\/xrpc\//, '');
      if (req.method === 'POST' && method === 'com.atproto.server.createSession') {
        const body = await readJson(req);
        if ((body.identifier !== handle && body.identifier !== `@${handle}`) || body.password !== appPassword)
          return send(res, 401, {
            error: 'AuthenticationRequired',
            message: 'Invalid identifier or password',
          });
        fake.sessions++;
        return send(res, 200, { did, handle, accessJwt, refreshJwt: 'fake-refresh-jwt', active: true });
      }
      if (req.method === 'POST' && method === 'com.atproto.repo.createRecord') {
        if (req.headers.authorization !== `Bearer ${accessJwt}`)
          return send(res, 401, { error: 'AuthenticationRequired', message: 'Authentication Required' });
        const body = await readJson(req);
        if (body.repo !== did && body.repo !== handle)
          return invalid(res, 'Input/repo must be your own repo');
        if (body.collection !== 'app.bsky.feed.post')
          return invalid(res, 'Input/collection must be app.bsky.feed.post');
        const record = (body.record ?? {}) as Record<string, unknown>;
        const why = refusal(record);
        if (why) return invalid(res, why);
        fake.records.push({ repo: String(body.repo), collection: String(body.collection), record });
        const rkey = `3kfake${String(fake.records.length).padStart(7, '0')}`;
        return send(res, 200, { uri: `at://${did}/app.bsky.feed.post/${rkey}`, cid: CID });
      }
      send(res, 501, { error: 'MethodNotImplemented', message: `${method} is not implemented` });
    })().catch((err: unknown) => send(res, 500, { error: 'InternalServerError', message: String(err) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }) as BlueskyFake;
}

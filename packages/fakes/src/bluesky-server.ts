import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { pausable } from './harness';

/**
 * A Bluesky PDS on loopback, speaking the XRPC calls a client makes to post:
 * `com.atproto.server.createSession` (an identifier and an app password),
 * `com.atproto.repo.uploadBlob` (an image, its bytes as the body) and
 * `com.atproto.repo.createRecord` of an `app.bsky.feed.post`, checked as the PDS checks it:
 * the session's token, the author's own repo, at most 300 graphemes, link facets within the
 * text, an external embed (the link card) with its uri, title and description, and a thumb
 * that is a blob uploaded before (its CID, type and size), an image of at most 1,000,000 bytes.
 * `failBlobUploads` makes its blob store fail on demand, `holdPosts` keeps posts on their way.
 */

export interface BlueskyRecord {
  repo: string;
  collection: string;
  record: Record<string, unknown>;
}

/** An uploaded blob, as the PDS keeps it. */
export interface BlueskyBlob {
  cid: string;
  mimeType: string;
  size: number;
  data: Buffer;
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
  /** Blobs uploaded, oldest first. */
  blobs: BlueskyBlob[];
  /** While true, `uploadBlob` fails as a PDS in trouble does (500), and keeps nothing. */
  failBlobUploads: boolean;
  /** Holds every `createRecord` (a post on its way) until the function it answers is called. */
  holdPosts(): () => void;
  close(): Promise<void>;
}

export interface BlueskyFakeOptions {
  handle?: string;
  appPassword?: string;
}

/** A CID as the PDS answers one (a valid base32 CIDv1). */
const CID = 'bafyreie5737gdxlw5i64vzichcalba3z2v5n6icifvx5xytvske7mr3hpm';
/** The largest image an external embed's thumb may be (`app.bsky.embed.external#external`). */
const THUMB_MAX_BYTES = 1_000_000;

/** A blob's CID as the PDS makes it: CIDv1, raw codec, sha2-256, in base32 (`bafkrei…`). */
function blobCid(data: Buffer): string {
  const bytes = Buffer.concat([
    Buffer.from([0x01, 0x55, 0x12, 0x20]),
    createHash('sha256').update(data).digest(),
  ]);
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  let bits = 0;
  let value = 0;
  let out = 'b';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += alphabet[(value << (5 - bits)) & 31];
  return out;
}

/** The image type its first bytes say, or null. */
function sniffImage(data: Buffer): string | null {
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP')
    return 'image/webp';
  if (data.toString('latin1', 0, 4) === 'GIF8') return 'image/gif';
  return null;
}

function readBytes(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}
const graphemes = (text: string) =>
  Array.from(new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text)).length;

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  return JSON.parse((await readBytes(req)).toString('utf8') || '{}') as Record<string, unknown>;
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

const invalid = (res: ServerResponse, message: string) =>
  send(res, 400, { error: 'InvalidRequest', message });

/** Why the PDS would refuse this thumb (a blob reference in the record's JSON), or null. */
function thumbRefusal(thumb: unknown, blobs: BlueskyBlob[]): string | null {
  const ref = thumb as { $type?: unknown; ref?: { $link?: unknown }; mimeType?: unknown; size?: unknown };
  if (typeof ref !== 'object' || ref === null || ref.$type !== 'blob' || typeof ref.ref?.$link !== 'string')
    return 'Input/record/embed/external/thumb should be a blob ref';
  const blob = blobs.find((b) => b.cid === ref.ref!.$link);
  if (!blob) return `Could not find blob: ${String(ref.ref.$link)}`;
  if (ref.mimeType !== blob.mimeType || ref.size !== blob.size)
    return 'Input/record/embed/external/thumb does not match the uploaded blob';
  if (!blob.mimeType.startsWith('image/'))
    return 'Input/record/embed/external/thumb mimeType must be image/*';
  if (blob.size > THUMB_MAX_BYTES) return 'Input/record/embed/external/thumb is too big';
  return null;
}

/** Why the PDS would refuse this post record, or null. */
function refusal(record: Record<string, unknown>, blobs: BlueskyBlob[]): string | null {
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
    if (card.thumb !== undefined) return thumbRefusal(card.thumb, blobs);
  }
  return null;
}

export async function startBlueskyServer(options: BlueskyFakeOptions = {}): Promise<BlueskyFake> {
  const handle = options.handle ?? 'shiplog.bsky.social';
  const appPassword = options.appPassword ?? 'abcd-efgh-ijkl-mnop';
  const did = 'did:plc:shiplogfake0000000000000';
  const accessJwt = 'fake-access-jwt';
  const fake = {
    handle,
    did,
    records: [] as BlueskyRecord[],
    sessions: 0,
    blobs: [] as BlueskyBlob[],
    failBlobUploads: false,
  };
  const pauses = pausable();
  let holding = false;
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
      if (req.method === 'POST' && method === 'com.atproto.repo.uploadBlob') {
        if (req.headers.authorization !== `Bearer ${accessJwt}`)
          return send(res, 401, { error: 'AuthenticationRequired', message: 'Authentication Required' });
        const data = await readBytes(req);
        if (fake.failBlobUploads)
          return send(res, 500, { error: 'InternalServerError', message: 'Blob storage is unavailable' });
        const mimeType = (req.headers['content-type'] ?? '').split(';')[0]!.trim();
        if (!data.length) return invalid(res, 'Request body is empty');
        if (sniffImage(data) !== mimeType)
          return invalid(res, `The blob is not the ${mimeType || 'declared'} it says it is`);
        const blob = { cid: blobCid(data), mimeType, size: data.length, data };
        fake.blobs.push(blob);
        return send(res, 200, {
          blob: { $type: 'blob', ref: { $link: blob.cid }, mimeType, size: blob.size },
        });
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
        // A post held by the test: on its way until released (at most a minute).
        if (holding) await pauses.pause(60_000);
        const why = refusal(record, fake.blobs);
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
    holdPosts() {
      holding = true;
      return () => {
        holding = false;
        pauses.release();
      };
    },
    close() {
      holding = false;
      pauses.release();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  }) as BlueskyFake;
}

import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isInternalAddress } from '../../lib/private-address';

/** How long one try may take, connecting and answering together. */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** The most of an answer read (then the connection is closed); the start is kept for the log. */
const MAX_ANSWER_BYTES = 64 * 1024;
const ANSWER_EXCERPT = 200;

export interface PostOptions {
  /** Private, loopback and link-local targets are allowed (OUTBOUND_WEBHOOKS_ALLOW_PRIVATE). */
  allowPrivate: boolean;
  timeoutMs?: number;
}

export interface PostResult {
  /** The HTTP status, or null when no answer came. */
  status: number | null;
  ok: boolean;
  timeMs: number;
  error: string | null;
}

/** A target refused before any connection: a private address, or a bad URL. */
export class RefusedTargetError extends Error {
  override name = 'RefusedTargetError';
}

const refusedAddress = (host: string, address: string) =>
  new RefusedTargetError(
    `${host} resolves to ${address}, a private, loopback or link-local address (refused)`,
  );

/**
 * A DNS lookup that refuses internal addresses: it runs when the socket connects, so the
 * address checked is the address used (a name that resolves elsewhere the second time cannot
 * slip through).
 */
function guardedLookup(): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, '', 0);
      const internal = addresses.find((a) => isInternalAddress(a.address));
      if (internal) return callback(refusedAddress(hostname, internal.address), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0]!;
      callback(null, first.address, first.family);
    });
  };
}

/** Refuses a URL whose host is an internal address written out (no lookup happens for those). */
export function checkTarget(url: URL, allowPrivate: boolean): void {
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new RefusedTargetError('not an http(s) URL');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivate && isIP(host) && isInternalAddress(host)) throw refusedAddress(host, host);
}

/**
 * POSTs `body` to `target` once: no redirect is followed (a 3xx is a failed try), the whole
 * exchange is cut off after `timeoutMs`, and unless `allowPrivate` the connection is refused
 * when the host is, or resolves to, a private, loopback or link-local address.
 */
export function postOnce(
  target: string,
  body: string,
  headers: Record<string, string>,
  options: PostOptions,
): Promise<PostResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const timeoutMs = options.timeoutMs ?? DELIVERY_TIMEOUT_MS;
  return new Promise<PostResult>((resolve) => {
    let url: URL;
    try {
      url = new URL(target);
      checkTarget(url, options.allowPrivate);
    } catch (err) {
      return resolve({ status: null, ok: false, timeMs: 0, error: messageOf(err) });
    }
    const client = url.protocol === 'https:' ? https : http;
    let settled = false;
    const finish = (result: Omit<PostResult, 'timeMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, timeMs: elapsed() });
    };
    const request = client.request(url, {
      method: 'POST',
      agent: false,
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Shiplog-Webhooks/1',
        'content-length': String(Buffer.byteLength(body)),
        ...headers,
      },
      ...(options.allowPrivate ? {} : { lookup: guardedLookup() }),
    });
    const timer = setTimeout(() => {
      request.destroy(new Error(`no answer within ${Math.round(timeoutMs / 1000)} s`));
    }, timeoutMs);
    request.on('error', (err) => finish({ status: null, ok: false, error: messageOf(err) }));
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= MAX_ANSWER_BYTES) chunks.push(chunk);
        else response.destroy();
      });
      const done = () => {
        const text = Buffer.concat(chunks).toString('utf8').trim().slice(0, ANSWER_EXCERPT);
        finish({
          status,
          ok: status >= 200 && status < 300,
          error: errorOf(status, response.headers.location, text),
        });
      };
      response.on('end', done);
      response.on('close', done);
      response.on('error', done);
    });
    request.end(body);
  });
}

function errorOf(status: number, location: string | undefined, text: string): string | null {
  if (status >= 200 && status < 300) return null;
  if (status >= 300 && status < 400)
    return `HTTP ${status}: redirect to ${location ?? 'nowhere'} not followed`;
  return `HTTP ${status}${text ? `: ${text}` : ''}`;
}

const messageOf = (err: unknown) => {
  if (err instanceof RefusedTargetError) return err.message;
  const e = err as NodeJS.ErrnoException;
  if (e.cause instanceof RefusedTargetError) return e.cause.message;
  return e.code && !e.message.includes(e.code) ? `${e.code}: ${e.message}` : (e.message ?? String(err));
};

/**
 * The check when an owner saves a URL: an internal address written out, or a name that
 * resolves to one now, is refused (a name that does not resolve yet is taken; every try
 * checks again when it connects).
 */
export async function checkTargetNow(target: string, allowPrivate: boolean): Promise<void> {
  const url = new URL(target);
  checkTarget(url, allowPrivate);
  if (allowPrivate) return;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return;
  const addresses = await new Promise<LookupAddress[]>((resolve) =>
    dnsLookup(host, { all: true }, (err, found) => resolve(err ? [] : found)),
  );
  const internal = addresses.find((a) => isInternalAddress(a.address));
  if (internal) throw refusedAddress(host, internal.address);
}

import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Small HTTP helpers for the fake GitHub: bodies, replies, ETags and GitHub's Link pagination. */

export interface Reply {
  status: number;
  /** An object is sent as JSON; a string or bytes as they are (set content-type in headers). */
  body?: unknown;
  headers?: Record<string, string>;
}

export const DOCS = 'https://docs.github.com/rest';

export const json = (status: number, body: unknown, headers: Record<string, string> = {}): Reply => ({
  status,
  body,
  headers,
});

export const githubNotFound = (documentation_url = DOCS): Reply =>
  json(404, { message: 'Not Found', documentation_url, status: '404' });

export const validationFailed = (errors: unknown[], documentation_url = DOCS): Reply =>
  json(422, { message: 'Validation Failed', errors, documentation_url, status: '422' });

export async function readBody(req: IncomingMessage, limit = 5 * 1024 * 1024): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new Error('request body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export class BadJson extends Error {}

/** JSON bodies become objects, form bodies string records; other bodies stay strings, empty ones undefined. */
export function parseBody(raw: string, contentType: string | undefined): unknown {
  if (raw === '') return undefined;
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/x-www-form-urlencoded') return Object.fromEntries(new URLSearchParams(raw));
  if (type === 'application/json' || type.endsWith('+json') || type === '' || type === 'text/plain') {
    try {
      return JSON.parse(raw) as unknown;
    } catch (error) {
      if (type === '' || type === 'text/plain') return raw;
      throw new BadJson(String(error));
    }
  }
  return raw;
}

export function send(res: ServerResponse, reply: Reply, head = false) {
  if (res.headersSent || res.destroyed) return;
  const headers: Record<string, string> = { ...reply.headers };
  let payload: string | Buffer = '';
  if (reply.body !== undefined && reply.status !== 304 && reply.status !== 204) {
    if (typeof reply.body === 'string' || Buffer.isBuffer(reply.body)) payload = reply.body;
    else {
      payload = JSON.stringify(reply.body);
      headers['content-type'] ??= 'application/json; charset=utf-8';
    }
  }
  headers['content-length'] = String(Buffer.byteLength(payload));
  res.writeHead(reply.status, headers);
  res.end(head ? undefined : payload);
}

/** A weak ETag over the body and who sees it, as GitHub's vary on Authorization. */
export function githubEtagOf(body: string, viewer: string): string {
  return `W/"${createHash('sha256').update(viewer).update('\0').update(body).digest('hex')}"`;
}

/** If-None-Match: a list of tags, weak or strong, or `*`. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

export function intParam(query: URLSearchParams, name: string, fallback: number): number {
  const value = Number.parseInt(query.get(name) ?? '', 10);
  return Number.isFinite(value) ? value : fallback;
}

/**
 * One page of `items` and GitHub's Link header: prev, next, last, first, each the
 * request URL (on `linkBase`) with `page` set; no header when everything fits on one page.
 */
export function paginate<T>(items: T[], query: URLSearchParams, linkBase: string) {
  const perPage = Math.min(Math.max(intParam(query, 'per_page', 30), 1), 100);
  const page = Math.max(intParam(query, 'page', 1), 1);
  const last = Math.max(Math.ceil(items.length / perPage), 1);
  const slice = items.slice((page - 1) * perPage, page * perPage);
  const at = (n: number) => {
    const q = new URLSearchParams(query);
    q.set('page', String(n));
    return `<${linkBase}?${q.toString()}>`;
  };
  const links: string[] = [];
  if (page > 1) links.push(`${at(Math.min(page - 1, last))}; rel="prev"`);
  if (page < last) links.push(`${at(page + 1)}; rel="next"`, `${at(last)}; rel="last"`);
  if (page > 1) links.push(`${at(1)}; rel="first"`);
  return { items: slice, link: links.length ? links.join(', ') : undefined };
}

/** A REST request after authentication, as route handlers see it. */
export interface ApiRequest {
  method: string;
  /** The path below GITHUB_API_URL, e.g. /user/repos. */
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string | string[] | undefined>;
  /** The token's user and scopes; null for an anonymous request. */
  auth: { login: string; scopes: string[] } | null;
}

export interface Route {
  method: string;
  pattern: RegExp;
  /** x-accepted-oauth-scopes for this route. */
  accepted?: string;
  /** Answer 401 "Requires authentication" to anonymous requests. */
  authenticated?: boolean;
  handler: (req: ApiRequest, params: string[]) => Reply | Promise<Reply>;
}

/**
 * A fuzzer driven by the API's own OpenAPI document: for each operation it builds malformed
 * requests (path parameters, queries, bodies, content types and headers) from the documented
 * schemas, seeded so that a failure can be replayed, and sends them over real HTTP.
 */
import http from 'node:http';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Schema = {
  type?: string | string[];
  enum?: Json[];
  const?: Json;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  default?: Json;
  $ref?: string;
};
type Parameter = { in: 'path' | 'query' | 'header' | 'cookie'; name: string; schema?: Schema };
type OperationObject = {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};
export type OpenApiDocument = {
  paths: Record<string, Record<string, OperationObject>>;
  components?: { schemas?: Record<string, Schema> };
};

export interface FuzzOperation {
  id: string;
  method: string;
  path: string;
  pathParams: string[];
  query: Parameter[];
  body?: Schema;
}

export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

/** mulberry32: small, fast and the same on every machine. */
export function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (max: number) => Math.floor(next() * max),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    chance: (p: number) => next() < p,
  };
}
export type Random = ReturnType<typeof randomSource>;

export function operationsOf(doc: OpenApiDocument): FuzzOperation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      id: op.operationId ?? `${method} ${path}`,
      method: method.toUpperCase(),
      path,
      pathParams: [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!),
      query: (op.parameters ?? []).filter((p) => p.in === 'query'),
      body: resolve(doc, op.requestBody?.content?.['application/json']?.schema),
    })),
  );
}

function resolve(doc: OpenApiDocument, schema: Schema | undefined): Schema | undefined {
  if (!schema?.$ref) return schema;
  return resolve(doc, doc.components?.schemas?.[schema.$ref.split('/').pop()!]);
}

/** Strings that broke servers before: NUL, bad encodings, noncharacters, injections, huge. */
const HOSTILE_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0007',
  '\ufffe',
  '\uffff',
  '\ud800',
  '\udc00x',
  '\u202e',
  '😀'.repeat(50),
  "' OR 1=1 --",
  '"; DROP TABLE projects; --',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '%s%n%x',
  '${7*7}',
  '__proto__',
  'constructor',
  '-1',
  '0',
  '1e999',
  'NaN',
  'null',
  'true',
  '00000000-0000-0000-0000-000000000000',
  'x'.repeat(5000),
];
const HOSTILE_SEGMENTS = [
  '%00',
  'a%00b',
  '%FF',
  '%E0%A4%A',
  '%EF%BF%BE',
  '%07',
  '..%2F..%2Fetc',
  '%2F',
  '%20',
  '-1',
  '0',
  'null',
  'undefined',
  '%27%20OR%201%3D1',
  '%F0%9F%98%80',
  'x'.repeat(300),
  '00000000-0000-0000-0000-000000000000',
];
const HOSTILE_VALUES: Json[] = [
  null,
  true,
  0,
  -1,
  1.5,
  2 ** 53,
  -(2 ** 63),
  1e308,
  [],
  [null],
  {},
  { __proto__: { admin: true } } as unknown as Json,
  ...HOSTILE_TEXT,
];
const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----x',
  'application/xml',
  'application/octet-stream',
  '',
  '*/*',
  'application/json, text/plain',
];
const JUNK_BODIES = [
  '',
  '{',
  '[1,2',
  'null',
  '"\\u0000"',
  '{"a":1,"a":2}',
  'not json',
  '\u0000\u0000',
  '{"__proto__":{"x":1}}',
];

/** A valid-looking value for a schema, the base that one mutation is applied to. */
export function sampleOf(schema: Schema | undefined, rnd: Random, depth = 0): Json {
  if (!schema || depth > 6) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return rnd.pick(schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return sampleOf(rnd.pick(variants), rnd, depth + 1);
  if (schema.allOf?.length) return sampleOf(schema.allOf[0], rnd, depth + 1);
  const type = Array.isArray(schema.type) ? rnd.pick(schema.type) : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, Json> = {};
      for (const [key, value] of Object.entries(schema.properties ?? {}))
        if (schema.required?.includes(key) || rnd.chance(0.5)) out[key] = sampleOf(value, rnd, depth + 1);
      return out;
    }
    case 'array':
      return Array.from({ length: rnd.int(3) }, () => sampleOf(schema.items, rnd, depth + 1));
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return rnd.chance(0.5);
    case 'null':
      return null;
    case 'string':
      return sampleString(schema, rnd);
    default:
      return 'x';
  }
}

function sampleString(schema: Schema, rnd: Random): string {
  switch (schema.format) {
    case 'email':
      return `fuzz${rnd.int(1e9)}@fuzz.test`;
    case 'uuid':
      return '5f0c6f0e-8a4b-4c1e-9d3a-2b7e6f1a0c9d';
    case 'uri':
      return 'https://example.com/x';
    case 'date-time':
      return new Date(Date.UTC(2026, 0, 1 + rnd.int(300))).toISOString();
    case 'date':
      return '2026-05-01';
  }
  const length = Math.max(schema.minLength ?? 1, Math.min(schema.maxLength ?? 12, 12));
  return 'fuzz'.padEnd(length, 'z').slice(0, Math.max(length, 1));
}

/** One mutation of a value: a field replaced, removed, added, or the whole shape changed. */
function mutate(value: Json, rnd: Random): Json {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const keys = Object.keys(value);
    const copy: Record<string, Json> = { ...value };
    const roll = rnd.int(5);
    if (keys.length && roll < 3) copy[rnd.pick(keys)] = mutate(copy[rnd.pick(keys)] ?? null, rnd);
    else if (keys.length && roll === 3) delete copy[rnd.pick(keys)];
    else copy[rnd.pick(HOSTILE_TEXT) || 'extra'] = rnd.pick(HOSTILE_VALUES);
    return copy;
  }
  if (typeof value === 'string' && rnd.chance(0.5)) return value + rnd.pick(HOSTILE_TEXT);
  return rnd.pick(HOSTILE_VALUES);
}

function nested(depth: number): string {
  return '['.repeat(depth) + ']'.repeat(depth);
}

function queryOf(op: FuzzOperation, rnd: Random): string {
  const params = new URLSearchParams();
  for (const p of op.query) {
    if (rnd.chance(0.3)) continue;
    const value = rnd.chance(0.5) ? sampleOf(p.schema, rnd) : rnd.pick(HOSTILE_VALUES);
    params.append(p.name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  const raw = params.toString();
  const extra = rnd.pick([
    '',
    '',
    'limit=-1',
    'limit=1e999',
    'before=%00',
    'cursor=%FF%FE',
    'a[b][c]=1',
    '__proto__[x]=1',
    'constructor[prototype][x]=1',
    'q=%00&q=1',
    `q=${'x'.repeat(8000)}`,
    '%00=%00',
    '=',
    '&&&',
  ]);
  const query = [raw, extra].filter(Boolean).join('&');
  return query ? `?${query}` : '';
}

function bodyOf(op: FuzzOperation, rnd: Random): { body?: string | Buffer; contentType?: string } {
  const roll = rnd.int(10);
  if (op.method === 'GET' || (!op.body && roll < 6)) return {};
  const contentType = rnd.chance(0.7) ? 'application/json' : rnd.pick(CONTENT_TYPES);
  if (roll === 0) return { contentType, body: rnd.pick(JUNK_BODIES) };
  if (roll === 1) return { contentType: 'application/json', body: nested(rnd.pick([100, 5000, 50_000])) };
  if (roll === 2)
    return { contentType: 'application/json', body: Buffer.alloc(rnd.pick([70_000, 2_000_000]), 0x61) };
  if (roll === 3) return { contentType, body: Buffer.from([0xff, 0xfe, 0x00, 0x7b, 0xc3, 0x28]) };
  let value = sampleOf(op.body, rnd);
  for (let i = rnd.int(3); i >= 0; i--) value = mutate(value, rnd);
  return { contentType, body: JSON.stringify(value) };
}

function headersOf(
  rnd: Random,
  contentType: string | undefined,
  base: Record<string, string>,
): Record<string, string> {
  const headers: Record<string, string> = { ...base };
  if (contentType) headers['content-type'] = contentType;
  const extras: [string, string][] = [
    ['authorization', 'Bearer '],
    ['authorization', `Bearer ${'a'.repeat(4000)}`],
    ['authorization', 'Basic Zm9vOmJhcg=='],
    ['cookie', 'shiplog_session=%00; a=b'],
    ['cookie', `x=${'y'.repeat(4000)}`],
    ['accept', 'text/html'],
    ['accept', 'application/xml;q=0.1, */*;q=abc'],
    ['accept-encoding', 'br;q=abc, gzip;q=-1, identity;q=0'],
    ['accept-language', '%00'],
    ['if-none-match', '"\u00ff", W/garbage'],
    ['if-modified-since', 'not a date'],
    ['range', 'bytes=-1-2'],
    ['x-forwarded-for', 'not-an-ip, ::zz'],
    ['x-forwarded-host', 'evil.example'],
    ['x-forwarded-proto', 'gopher'],
    ['origin', 'null'],
    ['sec-fetch-site', 'cross-site'],
    ['x-github-event', 'release'],
    ['x-hub-signature-256', 'sha256=00'],
  ];
  for (let i = rnd.int(3); i > 0; i--) {
    const [name, value] = rnd.pick(extras);
    headers[name] = value;
  }
  return headers;
}

/** Percent-encodes a segment; a lone surrogate, which has no UTF-8 form, becomes its raw bytes. */
function encodeSegment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

/**
 * One malformed request for an operation: `known` fills path parameters with real ids some of
 * the time, so requests also reach the code behind the parameter checks. `base` are the
 * caller's headers (its Origin, so writes pass the cross-site check, and its bearer token).
 */
export function fuzzRequest(
  op: FuzzOperation,
  rnd: Random,
  known: Record<string, string[]>,
  base: Record<string, string>,
): FuzzRequest {
  const path = op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    const real = known[name];
    if (real?.length && rnd.chance(0.5)) return encodeSegment(rnd.pick(real));
    return rnd.chance(0.7) ? rnd.pick(HOSTILE_SEGMENTS) : encodeSegment(rnd.pick(HOSTILE_TEXT) || 'x');
  });
  const { body, contentType } = bodyOf(op, rnd);
  const method = rnd.chance(0.03) ? rnd.pick(['PATCH', 'OPTIONS', 'HEAD', 'PUT']) : op.method;
  const headers = headersOf(rnd, contentType, base);
  // Framed with its length whatever the method (Node sends a DELETE body unframed otherwise).
  if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
  return { method, path: path + queryOf(op, rnd), headers, body };
}

export interface FuzzAnswer {
  status?: number;
  error?: string;
  contentType?: string;
  /** The text of the answer, unless it was compressed. */
  body?: string;
}

/** Sends one request over HTTP; a reset, hang-up or timeout is an `error`, not a status. */
export function sendRaw(
  agent: http.Agent,
  port: number,
  request: FuzzRequest,
  timeoutMs = 15_000,
): Promise<FuzzAnswer> {
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        agent,
        method: request.method,
        path: request.path,
        headers: request.headers,
        timeout: timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            contentType: String(res.headers['content-type'] ?? ''),
            body: res.headers['content-encoding'] ? undefined : Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', (error) => resolve({ error: error.message }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', (error) => resolve({ error: error.message }));
    req.end(request.body);
  });
}

/** A request as a line to replay it with curl. */
export function describeRequest(request: FuzzRequest): string {
  const body = request.body === undefined ? '' : ` body=${String(request.body).slice(0, 120)}`;
  return `${request.method} ${request.path.slice(0, 200)} ${JSON.stringify(request.headers).slice(0, 300)}${body}`;
}

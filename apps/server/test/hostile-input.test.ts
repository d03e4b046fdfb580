import { describe, expect, it } from 'vitest';
import { errorBodySchema, MAX_BODY_DEPTH, textMessages } from '@shiplog/contract';
import { ownedProjects, signUpConfirmed, type TestApp } from './support';

const HOSTILE_SEGMENTS = ['a%00b', '%00', '%EF%BF%BE', '%07', 'x'.repeat(300)];
const HOSTILE_BODIES = [
  '{"title":"a\\u0000b","content":"x","email":"a\\u0000@b.test","name":"\\u0007"}',
  '{"content":"\\ud800","email":"\\udc00@x.test"}',
  '{"\\u0000":"key"}',
  '[1,2',
  '"\\u0000"',
];

type Operation = { method: string; path: string };

/** Every operation of the API's own OpenAPI document. */
async function operations(t: TestApp): Promise<Operation[]> {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
    paths: Record<string, Record<string, unknown>>;
  }>();
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
  );
}

describe('hostile input', () => {
  const s = ownedProjects('hostile.test');

  it('answers every operation with a documented 4xx, never a 5xx, for NUL and other forbidden code points', async () => {
    const ops = await operations(s.t);
    expect(ops.length).toBeGreaterThan(60);
    const five: string[] = [];
    let sent = 0;
    for (const op of ops) {
      for (const as of [null, s.stranger, s.owner]) {
        for (const segment of HOSTILE_SEGMENTS) {
          const url = op.path.replace(/\{[^}]+\}/g, segment);
          for (const payload of op.method === 'GET' || op.method === 'DELETE'
            ? [undefined]
            : HOSTILE_BODIES) {
            const res = await s.t.app.inject({
              method: op.method as 'GET',
              url: `/api${url.replace(/^\/api/, '')}?q=%00&cursor=%FF%FE`,
              headers: {
                ...(as ? as.bearer : {}),
                ...(payload ? { 'content-type': 'application/json' } : {}),
                origin: 'http://localhost:3000',
              },
              payload,
            });
            sent++;
            if (res.statusCode >= 500)
              five.push(`${op.method} ${url} ${payload ?? ''} → ${res.statusCode} ${res.body}`);
            else if (res.statusCode >= 400 && res.headers['content-type']?.toString().includes('json'))
              expect(errorBodySchema.safeParse(res.json()).success, `${op.method} ${url}: ${res.body}`).toBe(
                true,
              );
          }
        }
      }
    }
    expect(five).toEqual([]);
    expect(sent).toBeGreaterThan(1000);
    expect((await s.t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  }, 120_000);

  it('names the field that holds a forbidden character, and stores nothing', async () => {
    const res = await s.t.app.inject({
      method: 'POST',
      url: `/api/projects/${s.publicId}/updates`,
      headers: { ...s.owner.bearer, 'content-type': 'application/json' },
      payload: JSON.stringify({ type: 'text', title: 'Bell\u0007', content: 'ok' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'VALIDATION_FAILED',
      message: `Invalid request: title: ${textMessages.forbidden}`,
      issues: [{ path: 'title', message: textMessages.forbidden }],
    });
    const list = await s.t.app.inject({ method: 'GET', url: `/api/projects/${s.publicId}/updates` });
    expect(list.json()).toEqual([]);
  });

  it('answers an address with NUL or bad percent-encoding in the documented shape', async () => {
    const nul = await s.t.app.inject({ method: 'GET', url: `/api/projects/${s.publicId}%00` });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().error).toEqual({ code: 'BAD_REQUEST', message: textMessages.forbiddenInAddress });
    const bad = await s.t.app.inject({ method: 'GET', url: '/api/projects/%E0%A4%A' });
    expect(bad.statusCode).toBe(400);
    expect(errorBodySchema.safeParse(bad.json()).success, bad.body).toBe(true);
  });

  it('refuses a body nested deeper than any request needs, without overflowing the stack', async () => {
    for (const depth of [50_000, MAX_BODY_DEPTH + 1]) {
      const res = await s.t.app.inject({
        method: 'POST',
        url: `/api/projects/${s.publicId}/updates`,
        headers: { ...s.owner.bearer, 'content-type': 'application/json' },
        payload: `{"title":"Deep","labels":${'['.repeat(depth)}${']'.repeat(depth)}}`,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toEqual({ code: 'BAD_REQUEST', message: textMessages.tooDeep });
    }
  });

  it('still lets ordinary text through: tabs, newlines, emoji and every script', async () => {
    const user = await signUpConfirmed(s.t, 'ordinary@hostile.test');
    const res = await s.t.app.inject({
      method: 'POST',
      url: `/api/projects/${s.publicId}/updates`,
      headers: { ...s.owner.bearer, 'content-type': 'application/json' },
      payload: JSON.stringify({ type: 'text', title: 'Ünïcode 🚀 日本語', content: 'a\tb\r\nc' }),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(user.userId).toBeTruthy();
  });
});

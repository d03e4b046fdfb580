import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createUpdate, ownedProjects, textUpdate } from './support';

describe('compressed answers', () => {
  const s = ownedProjects('compress.test');
  const get = (url: string, encoding?: string) =>
    s.t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('sends API lists and feeds as brotli or gzip when the client accepts it, and plain JSON otherwise', async () => {
    for (let i = 0; i < 12; i++)
      await createUpdate(
        s.t,
        s.owner,
        s.publicId,
        textUpdate(`Release ${i}`, { content: 'Notes. '.repeat(40) }),
      );
    const url = `/api/projects/${s.publicId}/updates`;
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const json = plain.json();
    expect(json).toHaveLength(12);

    const br = await get(url, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(json);

    const gzip = await get(url, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(json);

    const feed = await get(`/projects/${s.publicId}/feed.xml`, 'br');
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(feed.rawPayload).toString()).toContain('Release 11');
  });

  it('leaves short answers as they are', async () => {
    const res = await get('/api/projects/00000000-0000-4000-8000-000000000000', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().error.code).toBe('NOT_FOUND');
  });
});

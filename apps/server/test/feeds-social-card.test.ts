import { describe, expect, it } from 'vitest';
import { createProject, createUpdate, fromNow, textUpdate } from './support';
import { crawl, publicSite, readHead } from './support/feeds';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from the IHDR chunk, which must come first. */
function pngSize(png: Buffer) {
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(png.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('the generated social card', () => {
  const s = publicSite('cardmaker');

  const cardOf = (id: string, headers: Record<string, string> = {}) =>
    crawl(s.t, `/projects/${id}/social-card.png`, headers);

  it('is a 1200x630 PNG, cacheable and revalidated with its ETag', async () => {
    const project = await createProject(s.t, s.owner, { is_private: false, name: 'Card Project' });
    await createUpdate(s.t, s.owner, project.id, textUpdate('Launched the beta'));
    const res = await cardOf(project.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(pngSize(res.rawPayload)).toEqual({ width: 1200, height: 630 });
    expect(res.headers['cache-control']).toBe('public, max-age=600');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^"card-[\w-]{16}"$/);
    const again = await cardOf(project.id, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
  });

  it('draws the project: different names give different images', async () => {
    const alpha = await createProject(s.t, s.owner, { is_private: false, name: 'Alpha' });
    const omega = await createProject(s.t, s.owner, { is_private: false, name: 'Omega' });
    const [a, b] = await Promise.all([cardOf(alpha.id), cardOf(omega.id)]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    // Without fonts no text is drawn and both cards come out identical.
    expect(a.rawPayload.equals(b.rawPayload)).toBe(false);
  });

  it('changes (ETag and the URL in the page) when the latest update does, not for a scheduled one', async () => {
    const project = await createProject(s.t, s.owner, { is_private: false, name: 'Evolving' });
    const imageOf = async () =>
      readHead((await crawl(s.t, `/projects/${project.id}`)).payload).meta('og:image');
    const first = await cardOf(project.id);
    const firstImage = await imageOf();
    await createUpdate(
      s.t,
      s.owner,
      project.id,
      textUpdate('Tomorrow', { published_at: fromNow(86_400_000) }),
    );
    expect((await cardOf(project.id)).headers.etag).toBe(first.headers.etag);
    expect(await imageOf()).toBe(firstImage);

    await createUpdate(s.t, s.owner, project.id, textUpdate('Today'));
    const second = await cardOf(project.id, { 'if-none-match': String(first.headers.etag) });
    expect(second.statusCode).toBe(200);
    expect(second.headers.etag).not.toBe(first.headers.etag);
    expect(await imageOf()).not.toBe(firstImage);
    expect(pngSize(second.rawPayload)).toEqual({ width: 1200, height: 630 });
  });

  it('renders hostile and very long text as text', async () => {
    const project = await createProject(s.t, s.owner, {
      is_private: false,
      name: `<svg onload=alert(1)> & ]]> ${'Wide'.repeat(15)}`,
    });
    await createUpdate(
      s.t,
      s.owner,
      project.id,
      // Control characters (a bell) are refused at the door now (hostile-input.test.ts).
      textUpdate(`"</text><script>x</script>\t ${'long '.repeat(30)}`),
    );
    const res = await cardOf(project.id);
    expect(res.statusCode).toBe(200);
    expect(pngSize(res.rawPayload)).toEqual({ width: 1200, height: 630 });
  });

  it('answers 404 for private and unknown projects', async () => {
    const hidden = await createProject(s.t, s.owner, { name: 'Hidden', is_private: true });
    for (const id of [hidden.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await cardOf(id);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).not.toBe('image/png');
    }
  });
});

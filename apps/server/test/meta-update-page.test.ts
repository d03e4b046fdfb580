import { describe, expect, it } from 'vitest';
import { createProject, createUpdate, fromNow, textUpdate } from './support';
import { crawl, publicSite, PUBLIC_URL, readHead } from './support/feeds';

/** Width and height from a PNG's IHDR chunk (which must come first). */
function pngSize(png: Buffer) {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect(png.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe("an update's own page, /projects/{id}/updates/{updateId}", () => {
  const s = publicSite('pagewriter');

  it('has its own title, description, canonical URL, card image and JSON-LD posting', async () => {
    const project = await createProject(s.t, s.owner, { is_private: false, name: 'Lighthouse' });
    const update = await createUpdate(s.t, s.owner, project.id, {
      type: 'release',
      title: 'v2.0: the dark theme',
      content: '## Highlights\n\n- A **dark** theme\n- `npm i lighthouse@2`',
      is_major_update: true,
    });
    const url = `${PUBLIC_URL}/projects/${project.id}/updates/${update.id}`;
    const res = await crawl(s.t, `/projects/${project.id}/updates/${update.id}`);
    expect(res.statusCode).toBe(200);
    const head = readHead(res.payload);
    expect(head.title).toBe('v2.0: the dark theme · Lighthouse | Shiplog');
    expect(head.meta('description')).toBe('Highlights A dark theme npm i lighthouse@2');
    expect(head.canonical).toBe(url);
    expect(head.meta('og:type')).toBe('article');
    expect(head.meta('twitter:card')).toBe('summary_large_image');
    const image = head.meta('og:image')!;
    expect(image).toMatch(
      new RegExp(
        `^${PUBLIC_URL}/projects/${project.id}/updates/${update.id}/social-card\\.png\\?v=[\\w-]{16}$`,
      ),
    );
    expect(head.meta('article:published_time')).toBe(update.published_at);
    expect(head.jsonLd).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'v2.0: the dark theme · Lighthouse',
      url,
      isPartOf: `${PUBLIC_URL}/projects/${project.id}`,
      author: { '@type': 'Person', name: 'pagewriter' },
    });

    const card = await crawl(s.t, new URL(image).pathname + new URL(image).search);
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('image/png');
    expect(pngSize(card.rawPayload)).toEqual({ width: 1200, height: 630 });
  });

  it('is a real 404 for an unknown, scheduled or private update, and its card too', async () => {
    const open = await createProject(s.t, s.owner, { is_private: false });
    const hidden = await createProject(s.t, s.owner, { is_private: true });
    const later = await createUpdate(
      s.t,
      s.owner,
      open.id,
      textUpdate('Soon', { published_at: fromNow(3_600_000) }),
    );
    const secret = await createUpdate(s.t, s.owner, hidden.id, textUpdate('Secret'));
    const elsewhere = await createUpdate(s.t, s.owner, hidden.id, textUpdate('Other project'));
    for (const path of [
      `/projects/${open.id}/updates/no-such-update`,
      `/projects/${open.id}/updates/${later.id}`,
      `/projects/${hidden.id}/updates/${secret.id}`,
      `/projects/${open.id}/updates/${elsewhere.id}`,
    ]) {
      const page = await crawl(s.t, path);
      expect(page.statusCode, path).toBe(404);
      expect(readHead(page.payload).meta('robots'), path).toBe('noindex');
      expect(page.payload).not.toMatch(/Soon|Secret|Other project/);
      expect((await crawl(s.t, `${path}/social-card.png`)).statusCode, path).toBe(404);
    }
  });
});

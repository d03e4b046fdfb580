import { describe, expect, it } from 'vitest';
import type { Update } from '@shiplog/contract';
import { call, createUpdate, MAIL_PUBLIC_URL, photoPngOf, uploadImage, uploaded } from './support';
import { addSubscribers, notificationsApp } from './support/notifications';

const app = notificationsApp('images-in-updates.test');

describe('uploaded images in updates', () => {
  it('shows an uploaded photo with its size: WebP on the page, its JPEG in the JSON Feed and in the subscriber mail', async () => {
    const { t, sink, owner, projectId } = app;
    await addSubscribers(t, projectId, [{ email: 'reader@images-in-updates.test' }]);
    const res = await uploadImage(
      t,
      { bytes: await photoPngOf(2100, 840) },
      { headers: owner.bearer, fields: { project_id: projectId } },
    );
    expect(res.statusCode, res.body).toBe(201);
    const image = uploaded(res);
    expect(image.url.startsWith(`${MAIL_PUBLIC_URL}/api/images/`)).toBe(true);
    expect(image.url).toMatch(/-2000x800\.webp$/);
    // Many mail clients and some feed readers show no WebP: there, a JPEG of the card's size.
    const portable = image.url.replace(/\.webp$/, '-mail.jpg');
    const { id: updateId } = await createUpdate(t, owner, projectId, {
      type: 'text',
      title: 'A new dashboard',
      content: `The new dashboard:\n\n![The dashboard, dark theme](${image.url})\n\nMore soon.`,
    });

    // The update as the page reads it.
    const read = await call(t, 'GET', `/api/projects/${projectId}/updates/${updateId}`);
    const html = read.json<Update>().content_html;
    expect(html).toContain(`src="${image.url}"`);
    expect(html).toContain('width="2000" height="800"');
    expect(html).toContain(`srcset="${image.card_url} 800w, ${image.url} 2000w"`);
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('alt="The dashboard, dark theme"');

    // The JSON Feed: the JPEG's absolute address and its size, no WebP.
    const feed = await t.app.inject({ method: 'GET', url: `/projects/${projectId}/feed.json` });
    const item = feed.json<{ items: { id: string; content_html: string }[] }>().items[0]!;
    expect(item.content_html).toContain(`src="${portable}"`);
    expect(item.content_html).toContain('width="800" height="320"');
    expect(item.content_html).not.toContain('.webp');
    const served = await t.app.inject({ method: 'GET', url: new URL(portable).pathname });
    expect(served.headers['content-type']).toBe('image/jpeg');

    // The subscriber's mail: the JPEG, absolute, at the mail's width.
    const mail = await sink.waitForMail('reader@images-in-updates.test');
    expect(mail.html).toContain(`<img src="${portable}" alt="A new dashboard" width="536" height="214"`);
    expect(mail.text).toContain(portable);
    expect(mail.html).not.toContain('.webp');
  });
});

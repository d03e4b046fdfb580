import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Project, Update } from '@shiplog/contract';
import { startFakeS3, startSmtpSink, type FakeS3, type SmtpSink } from '@shiplog/fakes';
import { json, signUp } from '../support/accounts';
import { startApp, type AppProcess } from '../support/app-process';
import { expectAccessible, launchBrowser, openPage, type ViewportName } from '../support/browser';
import { screenshotDir } from '../support/browser';

const OWNER = 'ines@images.test';
const READER = 'reader@images.test';
const TITLE = 'The new dashboard';
const ALT = 'Dashboard in dark mode';

/**
 * Pastes a screenshot (a PNG the page draws, 1600 × 1000) into the textarea, as the clipboard
 * of an operating system hands it over: a file named image.png.
 */
async function pasteScreenshot(page: Page, selector: string) {
  await page.evaluate(async (target) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1600;
    canvas.height = 1000;
    const g = canvas.getContext('2d')!;
    const gradient = g.createLinearGradient(0, 0, 1600, 1000);
    gradient.addColorStop(0, '#0f172a');
    gradient.addColorStop(1, '#4338ca');
    g.fillStyle = gradient;
    g.fillRect(0, 0, 1600, 1000);
    g.fillStyle = '#e2e8f0';
    g.font = 'bold 96px sans-serif';
    g.fillText('Dashboard', 120, 200);
    for (let i = 0; i < 6; i++) g.fillRect(120 + i * 230, 900 - i * 90, 160, 100 + i * 90);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
    const data = new DataTransfer();
    data.items.add(new File([blob], 'image.png', { type: 'image/png' }));
    const area = document.querySelector<HTMLTextAreaElement>(target)!;
    area.focus();
    area.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, selector);
}

describe.each(['disk', 's3'] as const)('a screenshot pasted into an update (%s storage)', (storage) => {
  let sink: SmtpSink;
  let s3: FakeS3 | undefined;
  let app: AppProcess;
  let browser: Browser;
  let ownerState: Awaited<ReturnType<BrowserContext['storageState']>>;
  let project: Project;

  beforeAll(async () => {
    sink = await startSmtpSink();
    if (storage === 's3') s3 = await startFakeS3();
    app = await startApp({ SMTP_URL: sink.url, ...s3?.env });
    browser = await launchBrowser();
    const owner = await browser.newContext({ baseURL: app.baseUrl });
    await signUp(owner.request, sink, OWNER);
    project = await json<Project>(
      await owner.request.post('/api/projects', {
        data: { repository_name: 'ines/gauge', name: 'Gauge', is_private: false },
      }),
    );
    ownerState = await owner.storageState();
    await owner.close();
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await s3?.close();
    await sink?.close();
  });

  const open = (viewport: ViewportName, state?: typeof ownerState) =>
    openPage(browser, viewport, { baseURL: app.baseUrl, storageState: state });

  async function subscribeReader() {
    const { page, close } = await open('desktop');
    const res = await page.request.post(`/api/projects/${project.id}/subscribe`, { data: { email: READER } });
    expect(res.ok(), await res.text()).toBe(true);
    const mail = await sink.waitForMail(READER, 20_000);
    const link = mail.text.match(/https?:\/\/\S+\/subscriptions\/confirm\?token=[\w%.-]+/)![0];
    await page.goto(link);
    await expect
      .poll(() => page.locator('h1').first().textContent(), { timeout: 15_000 })
      .toContain('subscribed');
    await close();
  }

  it('uploads the screenshot at the cursor, publishes it, and shows it with its size on the page, in the JSON Feed and in the mail', async () => {
    await subscribeReader();
    for (const viewport of ['mobile', 'desktop'] as const) {
      const { page, problems, close } = await open(viewport, ownerState);
      await page.goto(`/projects/${project.id}`);
      await page.getByRole('button', { name: 'Add Update' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add update' });
      await dialog.getByLabel('Title').fill(viewport === 'desktop' ? TITLE : 'Draft on the phone');
      const content = dialog.getByLabel('Content');
      await content.fill('Here it is:\n');
      const id = await content.getAttribute('id');
      await pasteScreenshot(page, `[id="${id}"]`);
      await expect
        .poll(() => content.inputValue(), { timeout: 20_000 })
        .toMatch(
          /^Here it is:\n!\[Screenshot\]\(http:\/\/\S+\/api\/images\/[0-9a-f]{36}-1600x1000\.webp\)\n$/,
        );
      // The alt text is selected: typing replaces it.
      await expect
        .poll(() =>
          content.evaluate((el: HTMLTextAreaElement) => el.value.slice(el.selectionStart, el.selectionEnd)),
        )
        .toBe('Screenshot');
      await page.keyboard.type(ALT);
      expect(await content.inputValue()).toContain(`![${ALT}](`);
      await dialog.getByRole('tab', { name: 'Preview' }).click();
      await expect.poll(() => dialog.locator(`img[alt="${ALT}"]`).count(), { timeout: 15_000 }).toBe(1);
      await dialog.getByRole('tab', { name: 'Write' }).click();
      await expectAccessible(page);
      await dialog.screenshot({ path: `${screenshotDir}/images-editor-${storage}-${viewport}.png` });
      if (viewport === 'mobile') {
        await page.keyboard.press('Escape');
        await close();
        continue;
      }
      await dialog.getByRole('button', { name: 'Save update' }).click();
      await expect.poll(() => dialog.count(), { timeout: 15_000 }).toBe(0);
      expect(problems).toEqual([]);
      await close();
    }

    const visitor = await open('desktop');
    const updates = await json<Update[]>(
      await visitor.page.request.get(`/api/projects/${project.id}/updates`),
    );
    const update = updates.find((u) => u.title === TITLE)!;
    expect(update.status).toBe('published');
    // Stored as WebP (smaller than the PNG pasted); mail and feeds get a JPEG of the card's size.
    const src = update.content.match(/\((http\S+\.webp)\)/)![1]!;
    const portable = src.replace(/\.webp$/, '-mail.jpg');

    // The public page: the image with its size, a smaller variant for narrow screens, loaded.
    await visitor.page.goto(`/projects/${project.id}/updates/${update.id}`);
    const img = visitor.page.locator(`img[alt="${ALT}"]`).first();
    await expect.poll(() => img.count(), { timeout: 15_000 }).toBe(1);
    expect(await img.getAttribute('width')).toBe('1600');
    expect(await img.getAttribute('height')).toBe('1000');
    expect(await img.getAttribute('loading')).toBe('lazy');
    expect(await img.getAttribute('srcset')).toContain('-card.webp 800w');
    await img.scrollIntoViewIfNeeded();
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth), { timeout: 15_000 })
      .toBeGreaterThan(0);
    const served = await visitor.page.request.get(src);
    expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers()['content-type']).toBe('image/webp');
    expect((await visitor.page.request.get(portable)).headers()['content-type']).toBe('image/jpeg');
    await visitor.page.screenshot({ path: `${screenshotDir}/images-public-${storage}-desktop.png` });
    await visitor.close();

    // The JSON Feed: the JPEG's absolute address and its size.
    const feed = await (await fetch(`${app.baseUrl}/projects/${project.id}/feed.json`)).json();
    const item = (feed as { items: { title: string; content_html: string }[] }).items.find(
      (i) => i.title === TITLE,
    )!;
    expect(item.content_html).toContain(`src="${portable}"`);
    expect(item.content_html).toContain('width="800" height="500"');

    // The subscriber's mail: the JPEG, absolute, with its size.
    const mail = await sink.waitForMail((m) => m.to.includes(READER) && m.subject.includes(TITLE), 30_000);
    expect(mail.html).toContain(`src="${portable}"`);
    expect(mail.html).toMatch(/width="536" height="335"/);
  });

  it('shows the storage used in settings, and uploads a project logo from its settings', async () => {
    for (const viewport of ['desktop', 'mobile'] as const) {
      const { page, problems, close } = await open(viewport, ownerState);
      await page.goto('/settings');
      const storageSection = page.getByRole('region', { name: 'Image storage' });
      await expect
        .poll(() => storageSection.textContent(), { timeout: 15_000 })
        .toMatch(/KB of 500 MB used \(\d+ images?\)/);
      await expectAccessible(page);
      await storageSection.screenshot({ path: `${screenshotDir}/images-storage-${storage}-${viewport}.png` });

      await page.goto(`/projects/${project.id}/settings`);
      const logo = page.getByLabel('Logo URL');
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'Upload image' }).nth(1).click();
      const png = await page.evaluate(async () => {
        const canvas = document.createElement('canvas');
        canvas.width = canvas.height = 256;
        const g = canvas.getContext('2d')!;
        g.fillStyle = '#7c3aed';
        g.fillRect(0, 0, 256, 256);
        const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
        return Array.from(new Uint8Array(await blob.arrayBuffer()));
      });
      await (await chooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from(png) });
      await expect
        .poll(() => logo.inputValue(), { timeout: 15_000 })
        .toMatch(/\/api\/images\/[0-9a-f]{36}-256x256\.webp$/);
      await expectAccessible(page);
      await logo.locator('xpath=ancestor::div[contains(@class,"grid")][1]').screenshot({
        path: `${screenshotDir}/images-logo-upload-${storage}-${viewport}.png`,
      });
      expect(problems).toEqual([]);
      await close();
    }
  });
});

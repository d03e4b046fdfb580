import type { Browser, BrowserContext, Page } from 'playwright-core';
import { request as playwrightRequest } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriberMessages, type Project } from '@shiplog/contract';
import { startSmtpSink, type SmtpSink } from '@shiplog/fakes';
import { json, signUp } from '../support/accounts';
import { startApp, type AppProcess } from '../support/app-process';
import {
  expectAccessible,
  launchBrowser,
  openPage,
  screenshot,
  screenshotDir,
  type ViewportName,
} from '../support/browser';

const OWNER = 'ines@digest.test';
const screenshotPath = (name: string) => `${screenshotDir}/digests-${name}.png`;

/** Update digests: the choice in the Stay Updated panel and on the preferences page, and the owner's count. */
describe('update digests in the browser', () => {
  let sink: SmtpSink;
  let app: AppProcess;
  let browser: Browser;
  let ownerState: Awaited<ReturnType<BrowserContext['storageState']>>;
  let project: Project;

  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await startApp({ SMTP_URL: sink.url });
    browser = await launchBrowser();
    const owner = await browser.newContext({ baseURL: app.baseUrl });
    await signUp(owner.request, sink, OWNER);
    project = await json<Project>(
      await owner.request.post('/api/projects', {
        data: { repository_name: 'ines/harbor', name: 'Harbor', is_private: false },
      }),
    );
    ownerState = await owner.storageState();
    await owner.close();
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await sink?.close();
  });

  const open = (viewport: ViewportName, state?: typeof ownerState) =>
    openPage(browser, viewport, { baseURL: app.baseUrl, storageState: state });
  const visible = (page: Page, text: string | RegExp) =>
    expect.poll(() => page.getByText(text).first().isVisible(), { timeout: 15_000 }).toBe(true);
  const panel = (page: Page) => page.getByRole('region', { name: 'Stay Updated' });

  /** The confirmation link of the newest confirmation mail to `email`. */
  async function confirmLinkFor(email: string) {
    const mail = await sink.waitForMail(
      (m) => m.envelope.to.includes(email) && m.subject.startsWith('Confirm your subscription'),
      20_000,
    );
    expect(mail.text).toContain('digest of the updates the project publishes');
    return mail.text.match(/https?:\/\/\S+\/subscriptions\/confirm\?token=[\w%.-]+/)![0];
  }

  for (const viewport of ['desktop', 'mobile'] as const)
    it(`lets a visitor choose a digest when subscribing, then change it (${viewport})`, async () => {
      const email = `reader-${viewport}@digest.test`;
      const { page, problems, close } = await open(viewport);
      await page.goto(`/projects/${project.id}`);
      const form = panel(page);
      await form.scrollIntoViewIfNeeded();
      await form.getByLabel('Email address').fill(email);
      await form.getByLabel('Update mails').selectOption({ label: 'Weekly digest' });
      await expectAccessible(page);
      await form.screenshot({ path: screenshotPath(`panel-${viewport}`) });
      await form.getByRole('button', { name: 'Subscribe' }).click();
      await visible(page, subscriberMessages.checkInbox);

      await page.goto(await confirmLinkFor(email));
      await visible(page, subscriberMessages.confirmed);
      const manage = await page.getByRole('link', { name: 'Manage preferences' }).getAttribute('href');
      await page.goto(manage!);
      const mails = page.getByRole('group', { name: 'Update mails' });
      await expect
        .poll(() => mails.getByRole('radio', { name: 'Weekly digest' }).isChecked(), { timeout: 15_000 })
        .toBe(true);
      await mails.getByText('Monthly digest', { exact: true }).click();
      await page.getByRole('button', { name: 'Save preferences' }).click();
      await visible(page, subscriberMessages.preferencesSaved);
      await expectAccessible(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `digests-manage-${viewport}`);
      const token = new URL(manage!, app.baseUrl).searchParams.get('token')!;
      const saved = await json<{ update_frequency: string }>(
        await page.request.get(`/api/subscriptions/${encodeURIComponent(token)}`),
      );
      expect(saved.update_frequency).toBe('monthly');
      expect(problems).toEqual([]);
      await close();
    });

  it('shows the owner how many subscribers chose each, on both widths', async () => {
    // A confirmed weekly subscriber besides the two monthly ones above.
    const visitor = await playwrightRequest.newContext({ baseURL: app.baseUrl });
    await json(
      await visitor.post(`/api/projects/${project.id}/subscribe`, {
        data: { email: 'weekly@digest.test', update_frequency: 'weekly' },
      }),
    );
    const link = new URL(await confirmLinkFor('weekly@digest.test'));
    await json(
      await visitor.post('/api/subscriptions/confirm', { data: { token: link.searchParams.get('token') } }),
    );
    await visitor.dispose();

    for (const viewport of ['desktop', 'mobile'] as const) {
      const { page, problems, close } = await open(viewport, ownerState);
      await page.goto(`/projects/${project.id}/settings`);
      const section = page.getByRole('region', { name: 'Waitlist Management' });
      const counts = section.locator('p', { hasText: /^Update mails:/ });
      await expect
        .poll(() => counts.textContent(), { timeout: 15_000 })
        .toBe('Update mails: 0 instant · 1 weekly · 2 monthly');
      expect(await section.getByText('monthly digest').count()).toBe(2);
      await expectAccessible(page);
      // The list's part of the section, with the page around it as the owner sees it.
      await counts.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await page.screenshot({ path: screenshotPath(`owner-counts-${viewport}`) });
      expect(problems).toEqual([]);
      await close();
    }
  });
});

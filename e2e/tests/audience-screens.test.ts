import type { Browser, BrowserContext, Page } from 'playwright-core';
import { request as playwrightRequest } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriberMessages, WAITLIST_CSV_COLUMNS, type Project, type UpdateBody } from '@shiplog/contract';
import { startSmtpSink, type SmtpSink } from '@shiplog/fakes';
import { json, signUp } from '../support/accounts';
import { startApp, type AppProcess } from '../support/app-process';
import {
  expectAccessible,
  launchBrowser,
  screenshot,
  screenshotDir,
  openPage,
  type ViewportName,
} from '../support/browser';

const OWNER = 'mara@browser.test';
const screenshotPath = (name: string) => `${screenshotDir}/audience-${name}.png`;

describe('the audience screens in the browser', () => {
  let sink: SmtpSink;
  let app: AppProcess;
  let browser: Browser;
  let ownerState: Awaited<ReturnType<BrowserContext['storageState']>>;
  let project: Project;
  /** The owner's projects for Waitlist Management: one that fills up, one that stays empty. */
  let lighthouse: Project;
  let quiet: Project;
  /** The owner's project whose subscribers choose update digests. */
  let harbor: Project;

  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await startApp({ SMTP_URL: sink.url });
    browser = await launchBrowser();
    const owner = await browser.newContext({ baseURL: app.baseUrl });
    await signUp(owner.request, sink, OWNER);
    const created = await json<Project>(
      await owner.request.post('/api/projects', {
        data: { repository_name: 'mara/tidepool', name: 'Tidepool', is_private: false },
      }),
    );
    project = await json<Project>(
      await owner.request.put(`/api/projects/${created.id}`, {
        data: {
          description: 'A tiny self-hosted analytics dashboard that respects privacy.',
          tech_stack: ['Go', 'SQLite', 'Preact'],
        },
      }),
    );
    const update: UpdateBody = {
      type: 'release',
      title: 'Tidepool 0.9',
      content: 'Funnels, goals and a much faster dashboard.',
      published_at: new Date(Date.UTC(2025, 5, 3, 9)).toISOString(),
    };
    await json(await owner.request.post(`/api/projects/${project.id}/updates`, { data: update }));
    const create = async (repository_name: string, name: string) =>
      json<Project>(
        await owner.request.post('/api/projects', { data: { repository_name, name, is_private: false } }),
      );
    lighthouse = await create('mara/lighthouse', 'Lighthouse');
    quiet = await create('mara/quiet', 'Quiet');
    harbor = await create('mara/harbor', 'Harbor');
    ownerState = await owner.storageState();
    await owner.close();
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await sink?.close();
  });

  async function open(viewport: ViewportName, state?: typeof ownerState) {
    return openPage(browser, viewport, {
      baseURL: app.baseUrl,
      storageState: state,
      acceptDownloads: true,
    });
  }

  const visible = (page: Page, text: string | RegExp) =>
    expect.poll(() => page.getByText(text).first().isVisible(), { timeout: 15_000 }).toBe(true);
  const h1 = (page: Page) => page.locator('h1').first().textContent({ timeout: 15_000 });
  const panel = (page: Page) => page.getByRole('region', { name: 'Stay Updated' });

  /** Full-page shots from the top, so the fixed header is where a visitor sees it. */
  async function shot(page: Page, name: string) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, name);
  }

  /** The Subscribers figure of the project page's stats. */
  async function subscribersShown(page: Page) {
    const stats = page.getByRole('region', { name: 'Project stats' });
    return stats
      .locator('div', { has: page.getByText('Subscribers', { exact: true }) })
      .locator('dd')
      .textContent();
  }

  /** The confirmation link of the newest confirmation mail to `email`. */
  async function confirmLinkFor(email: string, says?: string) {
    const mail = await sink.waitForMail(
      (m) => m.envelope.to.includes(email) && m.subject.startsWith('Confirm your subscription'),
      20_000,
    );
    if (says) expect(mail.text).toContain(says);
    const link = mail.text.match(/https?:\/\/\S+\/subscriptions\/confirm\?token=[\w%.-]+/)?.[0];
    expect(link, mail.text).toBeDefined();
    return link!;
  }

  async function subscribeThroughPanel(page: Page, email: string) {
    await page.goto(`/projects/${project.id}`);
    const form = panel(page);
    await form.getByLabel('Email address').fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await visible(page, subscriberMessages.checkInbox);
  }

  it('lets a visitor subscribe, confirm by mail, manage preferences and unsubscribe (desktop)', async () => {
    const { page, problems, close } = await open('desktop');
    await page.goto(`/projects/${project.id}`);
    await expect.poll(() => h1(page)).toBe('Tidepool');
    await expect.poll(() => subscribersShown(page), { timeout: 15_000 }).toBe('0');
    const form = panel(page);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await visible(page, subscriberMessages.invalidEmail);
    await form.getByLabel('Email address').fill('Reader@Browser.test');
    await form.getByLabel('Updates').selectOption({ label: 'Major updates only' });
    await form.getByLabel('Comment notifications').selectOption({ label: 'Daily digest' });
    await expectAccessible(page);
    await form.screenshot({ path: screenshotPath('panel-form-card-desktop') });
    await shot(page, 'audience-panel-form-desktop');

    await form.getByRole('button', { name: 'Subscribe' }).click();
    await visible(page, subscriberMessages.checkInbox);
    await visible(page, 'reader@browser.test');
    await expectAccessible(page);
    await form.screenshot({ path: screenshotPath('panel-success-card-desktop') });

    // The mail's link opens the confirmation page, which posts the token once.
    await page.goto(await confirmLinkFor('reader@browser.test'));
    await expect.poll(() => h1(page)).toBe("You're subscribed to Tidepool");
    await visible(page, subscriberMessages.confirmed);
    await expectAccessible(page);
    await shot(page, 'audience-confirmed-desktop');
    const manageHref = await page.getByRole('link', { name: 'Manage preferences' }).getAttribute('href');
    expect(manageHref).toMatch(/^\/subscriptions\/manage\?token=/);

    await page.getByRole('link', { name: /View Tidepool/ }).click();
    await expect.poll(() => subscribersShown(page), { timeout: 15_000 }).toBe('1');

    await page.goto(manageHref!);
    await expect.poll(() => h1(page)).toBe('Subscription preferences');
    await visible(page, 'reader@browser.test');
    expect(await page.getByRole('radio', { name: 'Major updates only' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Daily digest' }).isChecked()).toBe(true);
    await page.getByText('All updates', { exact: true }).click();
    // 'Update mails' offers a weekly digest too: this is the comments' one.
    await page
      .getByRole('group', { name: 'Comment notifications' })
      .getByText('Weekly digest', { exact: true })
      .click();
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await visible(page, subscriberMessages.preferencesSaved);
    await expectAccessible(page);
    await shot(page, 'audience-manage-desktop');
    const token = new URL(manageHref!, app.baseUrl).searchParams.get('token')!;
    const saved = await json<{ notification_preference: string; comment_frequency: string }>(
      await page.request.get(`/api/subscriptions/${encodeURIComponent(token)}`),
    );
    expect(saved).toMatchObject({ notification_preference: 'all', comment_frequency: 'weekly' });

    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect.poll(() => h1(page)).toBe(subscriberMessages.unsubscribedFrom('Tidepool'));
    await visible(page, subscriberMessages.unsubscribed);
    await expectAccessible(page);
    await shot(page, 'audience-unsubscribed-desktop');
    await page.getByRole('link', { name: /Back to Tidepool/ }).click();
    await expect.poll(() => subscribersShown(page), { timeout: 15_000 }).toBe('0');
    expect(problems).toEqual([]);
    await close();
  });

  it('shows the panel, its Unsubscribe, the confirm and manage pages at mobile width', async () => {
    const { page, problems, close } = await open('mobile');
    await page.goto(`/projects/${project.id}`);
    await panel(page).scrollIntoViewIfNeeded();
    await expectAccessible(page);
    await panel(page).screenshot({ path: screenshotPath('panel-form-card-mobile') });
    await shot(page, 'audience-panel-form-mobile');

    await subscribeThroughPanel(page, 'walker@browser.test');
    await panel(page).screenshot({ path: screenshotPath('panel-success-card-mobile') });
    await page.reload();
    await visible(page, subscriberMessages.checkInbox); // the tab keeps its own request
    await panel(page).getByRole('button', { name: 'Unsubscribe' }).click();
    await expect
      .poll(() => panel(page).getByLabel('Email address').inputValue(), { timeout: 15_000 })
      .toBe('');
    await visible(page, subscriberMessages.unsubscribed);

    await subscribeThroughPanel(page, 'mobile@browser.test');
    await page.goto(await confirmLinkFor('mobile@browser.test'));
    await expect.poll(() => h1(page)).toBe("You're subscribed to Tidepool");
    await expectAccessible(page);
    await shot(page, 'audience-confirmed-mobile');
    await page.getByRole('link', { name: 'Manage preferences' }).click();
    await expect.poll(() => h1(page)).toBe('Subscription preferences');
    await expectAccessible(page);
    await shot(page, 'audience-manage-mobile');

    await page.goto('/subscriptions/confirm?token=no-such-token-at-all-0000');
    await expect.poll(() => h1(page)).toBe('This link cannot be used');
    await visible(page, subscriberMessages.confirmLinkInvalid);
    await expectAccessible(page);
    await shot(page, 'audience-confirm-invalid-mobile');
    await page.goto('/subscriptions/manage?token=nobody.0000000000000000');
    await visible(page, subscriberMessages.manageLinkInvalid);
    expect(problems).toEqual([]);
    await close();
  });

  it('unsubscribes with the one-click POST of RFC 8058, without cookies; a GET only redirects', async () => {
    const request = await playwrightRequest.newContext({ baseURL: app.baseUrl });
    const email = 'oneclick@browser.test';
    await json(await request.post(`/api/projects/${project.id}/subscribe`, { data: { email } }));
    const link = new URL(await confirmLinkFor(email));
    const confirmed = await json<{ manage_token: string }>(
      await request.post('/api/subscriptions/confirm', { data: { token: link.searchParams.get('token') } }),
    );
    const count = async () =>
      (await json<Project>(await request.get(`/api/projects/${project.id}`))).stats.subscribers_count;
    const before = await count();
    const url = `/api/subscriptions/unsubscribe?token=${encodeURIComponent(confirmed.manage_token)}`;

    const get = await request.get(url, { maxRedirects: 0 });
    expect(get.status()).toBe(303);
    expect(get.headers()['location']).toContain('/subscriptions/manage?token=');
    expect(await count()).toBe(before);

    const post = await request.post(url, {
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://mail.example.net',
      },
      data: 'List-Unsubscribe=One-Click',
      maxRedirects: 0,
    });
    expect(post.status()).toBe(200);
    expect((await request.storageState()).cookies).toEqual([]);
    expect(await count()).toBe(before - 1);
    // The link now says the address is unsubscribed; a second POST answers the same.
    const shown = await json<{ unsubscribed: boolean }>(
      await request.get(`/api/subscriptions/${encodeURIComponent(confirmed.manage_token)}`),
    );
    expect(shown.unsubscribed).toBe(true);
    const again = await request.post(url, {
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example.net' },
      data: 'List-Unsubscribe=One-Click',
      maxRedirects: 0,
    });
    expect(again.status()).toBe(200);
    expect(await count()).toBe(before - 1);
    await request.dispose();
  });

  it('lets the owner manage the waitlist: empty state, add, export CSV, remove (desktop)', async () => {
    // One visitor who confirmed, so the list shows both kinds of entry.
    const visitor = await playwrightRequest.newContext({ baseURL: app.baseUrl });
    await json(
      await visitor.post(`/api/projects/${lighthouse.id}/subscribe`, {
        data: { email: 'first@browser.test' },
      }),
    );
    const link = new URL(await confirmLinkFor('first@browser.test'));
    await json(
      await visitor.post('/api/subscriptions/confirm', { data: { token: link.searchParams.get('token') } }),
    );
    await visitor.dispose();

    const { page, problems, close } = await open('desktop', ownerState);
    await page.goto(`/projects/${quiet.id}/settings`);
    const empty = page.getByRole('region', { name: 'Waitlist Management' });
    await expect
      .poll(() => empty.getByText('No subscribers yet').isVisible(), { timeout: 15_000 })
      .toBe(true);
    await empty.scrollIntoViewIfNeeded();
    await expectAccessible(page);
    await empty.screenshot({ path: screenshotPath('waitlist-empty-desktop') });

    await page.goto(`/projects/${lighthouse.id}/settings`);
    const section = page.getByRole('region', { name: 'Waitlist Management' });
    await expect.poll(() => section.getByText('1 subscriber').isVisible(), { timeout: 15_000 }).toBe(true);
    const input = section.getByLabel('Add by email');
    await input.fill('not-an-email');
    await section.getByRole('button', { name: 'Add subscriber' }).click();
    await visible(page, subscriberMessages.invalidEmail);
    for (const email of ['Ada@Browser.test', 'grace@browser.test', 'linus@browser.test']) {
      await input.fill(email);
      await section.getByRole('button', { name: 'Add subscriber' }).click();
      await visible(page, `${email.toLowerCase()} was added and asked to confirm.`);
    }
    await expect.poll(() => section.getByText('4 subscribers').isVisible(), { timeout: 15_000 }).toBe(true);
    await visible(page, '1 confirmed · 3 pending');
    const list = section.getByRole('list', { name: 'Subscribers' });
    expect(await list.getByRole('listitem').count()).toBe(4);
    expect(await list.getByText('Pending', { exact: true }).count()).toBe(3);
    await section.scrollIntoViewIfNeeded();
    await expectAccessible(page);
    await section.screenshot({ path: screenshotPath('waitlist-entries-desktop') });
    await shot(page, 'audience-settings-desktop');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    let csv = '';
    for await (const chunk of await download.createReadStream()) csv += String(chunk);
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toBe(WAITLIST_CSV_COLUMNS.join(','));
    const rows = new Map(lines.slice(1).map((line) => [line.split(',')[0], line]));
    expect([...rows.keys()].sort()).toEqual([
      'ada@browser.test',
      'first@browser.test',
      'grace@browser.test',
      'linus@browser.test',
    ]);
    expect(rows.get('first@browser.test')).toMatch(/,all,instant,confirmed,instant$/);
    expect(rows.get('ada@browser.test')).toMatch(/,all,instant,pending,instant$/);

    await section.getByRole('button', { name: 'Remove grace@browser.test' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove this subscriber?' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Remove subscriber' }).click();
    await expect.poll(() => section.getByText('3 subscribers').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await section.getByText('grace@browser.test').count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });

  it('shows the waitlist as stacked cards at mobile width, and the empty state', async () => {
    const { page, problems, close } = await open('mobile', ownerState);
    await page.goto(`/projects/${lighthouse.id}/settings`);
    const section = page.getByRole('region', { name: 'Waitlist Management' });
    await expect.poll(() => section.getByText('3 subscribers').isVisible(), { timeout: 15_000 }).toBe(true);
    await section.scrollIntoViewIfNeeded();
    await expectAccessible(page);
    await section.screenshot({ path: screenshotPath('waitlist-entries-mobile') });
    await shot(page, 'audience-settings-mobile');

    await page.goto(`/projects/${quiet.id}/settings`);
    const empty = page.getByRole('region', { name: 'Waitlist Management' });
    await expect
      .poll(() => empty.getByText('No subscribers yet').isVisible(), { timeout: 15_000 })
      .toBe(true);
    await empty.scrollIntoViewIfNeeded();
    await expectAccessible(page);
    await empty.screenshot({ path: screenshotPath('waitlist-empty-mobile') });
    expect(problems).toEqual([]);
    await close();
  });

  for (const viewport of ['desktop', 'mobile'] as const)
    it(`lets a visitor choose an update digest when subscribing, then change it (${viewport})`, async () => {
      const email = `reader-${viewport}@browser.test`;
      const { page, problems, close } = await open(viewport);
      await page.goto(`/projects/${harbor.id}`);
      const form = panel(page);
      await form.scrollIntoViewIfNeeded();
      await form.getByLabel('Email address').fill(email);
      await form.getByLabel('Update mails').selectOption({ label: 'Weekly digest' });
      await expectAccessible(page);
      await form.screenshot({ path: screenshotPath(`digests-panel-${viewport}`) });
      await form.getByRole('button', { name: 'Subscribe' }).click();
      await visible(page, subscriberMessages.checkInbox);

      await page.goto(await confirmLinkFor(email, 'digest of the updates the project publishes'));
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
      await screenshot(page, `audience-digests-manage-${viewport}`);
      const token = new URL(manage!, app.baseUrl).searchParams.get('token')!;
      const saved = await json<{ update_frequency: string }>(
        await page.request.get(`/api/subscriptions/${encodeURIComponent(token)}`),
      );
      expect(saved.update_frequency).toBe('monthly');
      expect(problems).toEqual([]);
      await close();
    });

  it('shows the owner how many subscribers chose each update mail, on both widths', async () => {
    // A confirmed weekly subscriber besides the two monthly ones above.
    const visitor = await playwrightRequest.newContext({ baseURL: app.baseUrl });
    await json(
      await visitor.post(`/api/projects/${harbor.id}/subscribe`, {
        data: { email: 'weekly@browser.test', update_frequency: 'weekly' },
      }),
    );
    const link = new URL(await confirmLinkFor('weekly@browser.test', 'A weekly digest of the updates'));
    await json(
      await visitor.post('/api/subscriptions/confirm', { data: { token: link.searchParams.get('token') } }),
    );
    await visitor.dispose();

    for (const viewport of ['desktop', 'mobile'] as const) {
      const { page, problems, close } = await open(viewport, ownerState);
      await page.goto(`/projects/${harbor.id}/settings`);
      const section = page.getByRole('region', { name: 'Waitlist Management' });
      const counts = section.locator('p', { hasText: /^Update mails:/ });
      await expect
        .poll(() => counts.textContent(), { timeout: 15_000 })
        .toBe('Update mails: 0 instant · 1 weekly · 2 monthly');
      expect(await section.getByText('monthly digest').count()).toBe(2);
      await expectAccessible(page);
      // The list's part of the section, with the page around it as the owner sees it.
      await counts.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await page.screenshot({ path: screenshotPath(`digests-owner-counts-${viewport}`) });
      expect(problems).toEqual([]);
      await close();
    }
  });
});

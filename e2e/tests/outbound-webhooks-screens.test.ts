import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Project } from '@shiplog/contract';
import {
  startDiscordFake,
  startSlackFake,
  startSmtpSink,
  type ChatFake,
  type SmtpSink,
} from '@shiplog/fakes';
import { json, signUp } from '../support/accounts';
import { startApp, type AppProcess } from '../support/app-process';
import { expectAccessible, launchBrowser, openPage, sectionScreenshot } from '../support/browser';

describe('project settings: Webhooks & channels in the browser', () => {
  let sink: SmtpSink;
  let slack: ChatFake;
  let discord: ChatFake;
  let app: AppProcess;
  let browser: Browser;
  let owner: BrowserContext;
  let project: Project;

  beforeAll(async () => {
    sink = await startSmtpSink();
    slack = await startSlackFake();
    discord = await startDiscordFake();
    app = await startApp({
      SMTP_URL: sink.url,
      SLACK_WEBHOOK_URL: slack.url,
      DISCORD_WEBHOOK_URL: discord.url,
      // The receivers are fakes on loopback.
      OUTBOUND_WEBHOOKS_ALLOW_PRIVATE: 'true',
    });
    browser = await launchBrowser();
    owner = await browser.newContext({ baseURL: app.baseUrl });
    await signUp(owner.request, sink, 'hooks@e2e.test');
    project = await json<Project>(
      await owner.request.post('/api/projects', {
        data: { repository_name: 'octo/relay', name: 'Relay', is_private: false },
      }),
    );
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await Promise.all([sink?.close(), slack?.close(), discord?.close()]);
  });

  const open = async (viewport: 'desktop' | 'mobile'): Promise<Page> => {
    const { page } = await openPage(browser, viewport, {
      baseURL: app.baseUrl,
      storageState: await owner.storageState(),
    });
    await page.goto(`/projects/${project.id}/settings#webhooks`);
    return page;
  };

  it('adds an endpoint (its secret once) and a Slack channel, and shows their delivery logs', async () => {
    const page = await open('desktop');
    const section = page.getByRole('region', { name: 'Webhooks & channels' });
    await expect
      .poll(() => section.getByText(/No webhooks or channels yet/).isVisible(), { timeout: 15_000 })
      .toBe(true);
    await sectionScreenshot(section, 'outbound-webhooks-empty-desktop');

    // A webhook endpoint (the Discord fake stands in for a receiver that refuses the payload).
    await section.getByRole('button', { name: 'Add endpoint or channel' }).click();
    await section.getByLabel('Endpoint URL').fill(`${discord.url}/api/webhooks/1/receiver`);
    await section.getByLabel('Description (optional)').fill('Release bot');
    await section.getByRole('checkbox', { name: /Comment posted/ }).check();
    await sectionScreenshot(section, 'outbound-webhooks-form-desktop');
    await section.getByRole('button', { name: 'Add', exact: true }).click();
    const secret = section.getByLabel('Signing secret', { exact: true });
    await expect.poll(() => secret.textContent(), { timeout: 15_000 }).toMatch(/^whsec_/);
    await expectAccessible(page);
    await sectionScreenshot(section, 'outbound-webhooks-secret-desktop');
    await section.getByRole('button', { name: 'I have saved it' }).click();

    // A Slack channel for every published update.
    await section.getByRole('button', { name: 'Add endpoint or channel' }).click();
    // The choice's card is its label: a click anywhere on it picks it, as people do.
    await section.getByText('Slack', { exact: true }).click();
    expect(await section.getByRole('radio', { name: 'Slack' }).isChecked()).toBe(true);
    await section.getByLabel('Webhook URL').fill(slack.hookUrl);
    await section.getByRole('button', { name: 'Add', exact: true }).click();
    await expect
      .poll(() => section.getByRole('heading', { name: 'Slack' }).isVisible(), { timeout: 15_000 })
      .toBe(true);

    // An update goes out to both: Slack takes it, the refusing receiver is retried.
    await json(
      await owner.request.post(`/api/projects/${project.id}/updates`, {
        data: { type: 'text', title: 'Relay 1.2 ships', content: 'Faster reconnects and a new status page.' },
      }),
    );
    await expect.poll(() => slack.messages.length, { timeout: 20_000 }).toBe(1);
    for (const name of ['Release bot', 'Slack']) {
      const card = section.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
      await card.getByRole('button', { name: 'Delivery log' }).click();
    }
    await expect
      .poll(() => section.getByText('Delivered').first().isVisible(), { timeout: 20_000 })
      .toBe(true);
    await expect
      .poll(() => section.getByText(/Last error: HTTP 400/).isVisible(), { timeout: 20_000 })
      .toBe(true);
    // Each card's header says what its log says: the list was read before the update went out.
    const slackCard = section
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Slack' }) });
    const botCard = section
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Release bot' }) });
    const lastOf = async (card: typeof slackCard) =>
      (await card.getByText(/^Last delivery /).allTextContents()).join(' ');
    await expect.poll(() => lastOf(slackCard), { timeout: 3_000 }).toBe('Last delivery succeeded');
    await expect.poll(() => lastOf(botCard), { timeout: 3_000 }).toBe('Last delivery under way');
    await section.getByRole('button', { name: 'Send test' }).last().click();
    await expect.poll(() => slack.messages.length, { timeout: 20_000 }).toBe(2);
    // The log follows the queued test until its outcome is in, and the header with it.
    await expect
      .poll(() => section.getByText('Delivered', { exact: true }).count(), { timeout: 20_000 })
      .toBe(2);
    await expect.poll(() => lastOf(slackCard), { timeout: 2_000 }).toBe('Last delivery succeeded');
    await expectAccessible(page);
    // Tall enough for the whole section: a shot that scrolls draws the lower part from stale tiles.
    await page.setViewportSize({ width: 1280, height: 2000 });
    await section.scrollIntoViewIfNeeded();
    await sectionScreenshot(section, 'outbound-webhooks-log-desktop');
  });

  it('reads on a phone', async () => {
    const page = await open('mobile');
    const section = page.getByRole('region', { name: 'Webhooks & channels' });
    await expect
      .poll(() => section.getByRole('heading', { name: 'Release bot' }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    await section.getByRole('button', { name: 'Delivery log' }).first().click();
    await expect
      .poll(
        () =>
          section
            .getByText(/Last error/)
            .first()
            .isVisible(),
        { timeout: 15_000 },
      )
      .toBe(true);
    // The cards' headers agree with their logs here too.
    const slackCard = section
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Slack' }) });
    expect(await slackCard.getByText(/^Last delivery /).allTextContents()).toEqual([
      'Last delivery succeeded',
    ]);
    await expectAccessible(page);
    await sectionScreenshot(section, 'outbound-webhooks-mobile');
  });
});

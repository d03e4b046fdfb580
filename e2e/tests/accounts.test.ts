import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@shiplog/contract';
import type { FakeGithub, SmtpSink } from '@shiplog/fakes';
import type { AppProcess } from '../support/app-process';
import { startGithubStack, stopGithubStack } from '../support/github-stack';
import { expectAccessible, screenshot, viewports } from '../support/browser';

describe('accounts in the browser', () => {
  let sink: SmtpSink;
  let github: FakeGithub;
  let app: AppProcess;
  let browser: Browser;

  beforeAll(async () => {
    ({ sink, github, app, browser } = await startGithubStack());
  });
  afterAll(() => stopGithubStack({ sink, github, app, browser }));

  async function open(viewport: keyof typeof viewports = 'desktop') {
    const context = await browser.newContext({ viewport: viewports[viewport], baseURL: app.baseUrl });
    return { page: await context.newPage(), close: () => context.close() };
  }

  const heading = (page: Page) => page.locator('h1').first().textContent();

  it('registers with email, confirms through the mailed link, signs out and back in', async () => {
    const { page, close } = await open();
    await page.goto('/register');
    await expectAccessible(page);
    await screenshot(page, 'register-desktop');
    await page.getByRole('button', { name: 'Register with Email' }).click();
    await page.getByLabel('Email').fill('ada@browser.test');
    await page.getByLabel('Password', { exact: true }).fill('12345');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => page.getByRole('alert').first().textContent()).toBe(authMessages.passwordHint);
    // The rule is said once, under the field, not again in an alert of its own.
    expect(await page.getByText(authMessages.passwordHint).count()).toBe(1);
    await screenshot(page, 'register-short-password-desktop');
    await page.getByLabel('Password', { exact: true }).fill('a long browser password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => page.getByText(authMessages.checkInbox).isVisible()).toBe(true);
    expect(await page.getByText(authMessages.sentTo('ada@browser.test')).count()).toBe(1);
    expect(await page.getByRole('button', { name: authMessages.resend }).isDisabled()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'register-sent-desktop');

    const mail = await sink.waitForMail('ada@browser.test', 20_000);
    const link = mail.text.match(/http:\/\/localhost:\d+\/auth\/callback\?code=[\w%-]+/)?.[0];
    expect(link).toBeDefined();
    await page.goto(link!);
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 20_000 });

    const menu = page.getByRole('button', { name: /^Account menu for / });
    await menu.click();
    await expect.poll(() => page.getByText('ada@browser.test').first().isVisible()).toBe(true);
    await screenshot(page, 'user-menu-desktop');
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect
      .poll(() => page.getByRole('link', { name: 'Auth', exact: true }).first().isVisible())
      .toBe(true);

    // The link is single-use.
    await page.goto(link!);
    await expect.poll(() => heading(page)).toBe(authMessages.errorTitle);
    await expect.poll(() => page.getByText(authMessages.codeInvalid).isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'callback-error-desktop');

    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with Email' }).click();
    await page.getByLabel('Email').fill('ada@browser.test');
    await page.getByLabel('Password', { exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect.poll(() => page.getByText(authMessages.invalidCredentials).isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'login-error-desktop');
    await page.getByLabel('Password', { exact: true }).fill('a long browser password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.goto('/login');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await close();
  });

  it('signs in with GitHub and connects GitHub from the settings', async () => {
    github.addUser({
      login: 'octo-e2e',
      name: 'Octo E2E',
      emails: [{ email: 'octo@browser.test', primary: true, verified: true, visibility: 'public' }],
    });
    github.signInAs('octo-e2e');
    const { page, close } = await open();
    await page.goto('/login');
    await page
      .getByRole('button', { name: /GitHub/ })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 20_000 });
    await page.goto('/settings');
    await expect.poll(() => page.getByText('@octo-e2e').first().isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'settings-desktop');
    await close();

    // An email account connects GitHub from /settings.
    const second = await open('mobile');
    await second.page.goto('/register');
    await second.page.getByRole('button', { name: 'Register with Email' }).click();
    await second.page.getByLabel('Email').fill('grace@browser.test');
    await second.page.getByLabel('Password', { exact: true }).fill('another long password');
    await second.page.getByRole('button', { name: 'Create account' }).click();
    const mail = await sink.waitForMail('grace@browser.test', 20_000);
    await second.page.goto(mail.text.match(/http:\/\/localhost:\d+\/auth\/callback\?code=[\w%-]+/)![0]);
    await second.page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 20_000 });
    github.addUser({
      login: 'grace-gh',
      emails: [{ email: 'grace@elsewhere.test', primary: true, verified: true, visibility: null }],
    });
    github.signInAs('grace-gh');
    await second.page.goto('/settings');
    await second.page.getByRole('button', { name: 'Connect GitHub' }).click();
    // GitHub, then back to the settings, which say it worked.
    await second.page.waitForURL((url) => url.search.includes('connected=github'), { timeout: 20_000 });
    await expect
      .poll(() => second.page.getByText('GitHub connected').first().isVisible(), { timeout: 15_000 })
      .toBe(true);
    await expect
      .poll(() => second.page.getByText('@grace-gh').first().isVisible(), { timeout: 15_000 })
      .toBe(true);
    expect(github.authorizations.at(-1)!.query.scope).toContain('repo');
    await screenshot(second.page, 'settings-mobile');
    await second.close();
  });
});

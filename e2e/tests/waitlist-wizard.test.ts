import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitlistMessages } from '@shiplog/contract';
import { startSmtpSink, type SmtpSink } from '@shiplog/fakes';
import { startApp, type AppProcess } from '../support/app-process';
import {
  expectAccessible,
  launchBrowser,
  screenshotDir,
  openPage,
  viewports,
  type ViewportName,
} from '../support/browser';

const widths = Object.keys(viewports) as ViewportName[];

/** A dialog over the page: what is on screen (a full-page shot would stretch the overlay). */
const shot = (page: Page, name: string) => page.screenshot({ path: `${screenshotDir}/${name}.png` });

describe('the waitlist wizard in the browser', () => {
  let sink: SmtpSink;
  let app: AppProcess;
  let browser: Browser;
  let client = 0;

  beforeAll(async () => {
    sink = await startSmtpSink();
    // Each browser context below claims its own client address (X-Forwarded-For from a trusted
    // local proxy), so the per-address rate limits of one test do not reach the next.
    app = await startApp({ SMTP_URL: sink.url, TRUST_PROXY: '127.0.0.1' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await sink?.close();
  });

  async function open(viewport: ViewportName) {
    return openPage(browser, viewport, {
      baseURL: app.baseUrl,
      extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${++client}` },
    });
  }

  const wizard = (page: Page) => page.getByRole('dialog', { name: 'Join the Waitlist' });
  const stepOf = (page: Page) => wizard(page).getByRole('progressbar').getAttribute('aria-valuenow');
  const isFocused = (page: Page, label: string) =>
    wizard(page)
      .getByLabel(label, { exact: true })
      .evaluate((el) => el === document.activeElement);

  /** Steps 1 and 2 by keyboard: Enter moves on, the arrow keys choose the level. */
  async function fillSteps1And2(page: Page, email: string) {
    await wizard(page).getByLabel('First Name').fill('Ada');
    await wizard(page).getByLabel('Email', { exact: true }).fill(email);
    await wizard(page).getByLabel('Email', { exact: true }).press('Enter');
    await expect.poll(() => stepOf(page)).toBe('2');
    await expect
      .poll(() =>
        wizard(page)
          .getByRole('radio', { name: 'Beginner' })
          .evaluate((el) => el === document.activeElement),
      )
      .toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => wizard(page).getByRole('radio', { name: 'Intermediate' }).isChecked()).toBe(true);
  }

  for (const viewport of widths) {
    it(`joins through every step from the landing page at ${viewport} width, then gets the welcome mail`, async () => {
      const { page, problems, close } = await open(viewport);
      const email = `ada.${viewport}@browser.test`;
      const friend = `friend.${viewport}@browser.test`;
      try {
        await page.goto('/');
        const join = page.getByRole('link', { name: 'Join the Waitlist' }).first();
        await join.click();
        await wizard(page).waitFor();
        expect(new URL(page.url()).search).toBe('?waitlist=open');
        expect(await wizard(page).getByText('1/3').isVisible()).toBe(true);
        await expect.poll(() => isFocused(page, 'First Name')).toBe(true);
        await expectAccessible(page);
        await shot(page, `waitlist-wizard-step1-${viewport}`);

        // Missing fields: the alert, and still step 1.
        await wizard(page).getByRole('button', { name: 'Next' }).click();
        await expect
          .poll(() => wizard(page).getByRole('alert').textContent())
          .toBe(waitlistMessages.requiredFields);
        expect(await stepOf(page)).toBe('1');
        await expectAccessible(page);
        await shot(page, `waitlist-wizard-required-${viewport}`);

        await wizard(page).getByLabel('X Handle').fill('@ada_l');
        // Typed without its scheme: taken, and sent as https://.
        await wizard(page).getByLabel('Website').fill('ada.example.com');
        await fillSteps1And2(page, email);
        await wizard(page).getByLabel('Current Projects').fill('A compiler for the analytical engine');
        await wizard(page).getByLabel('How did you hear about us').fill('A friend');
        await wizard(page).getByLabel('Goal').fill('Ship in public every week');
        expect(await wizard(page).getByText('2/3').isVisible()).toBe(true);
        await expectAccessible(page);
        await shot(page, `waitlist-wizard-step2-${viewport}`);

        await wizard(page).getByRole('button', { name: 'Next' }).click();
        await expect.poll(() => stepOf(page)).toBe('3');
        await expect.poll(() => isFocused(page, 'Friend 1 email')).toBe(true);
        await wizard(page).getByLabel('Friend 1 email').fill(friend);
        await wizard(page).getByLabel('Friend 2 email').fill(email);
        await expectAccessible(page);
        await shot(page, `waitlist-wizard-step3-${viewport}`);

        await wizard(page).getByRole('button', { name: 'Join Waitlist' }).click();
        const success = page.getByRole('dialog', { name: waitlistMessages.successTitle });
        await success.waitFor();
        expect(await success.getByText(waitlistMessages.successBody).isVisible()).toBe(true);
        // Friends are invited only once the address is confirmed: the dialog says so.
        expect(await success.getByText(waitlistMessages.confirmNotice(email)).isVisible()).toBe(true);
        expect(await success.getByText(waitlistMessages.confirmNoticeFriends).isVisible()).toBe(true);
        expect(await wizard(page).count()).toBe(0);
        expect(new URL(page.url()).search).toBe('');
        const referralLink = await success.getByLabel('Your referral link').inputValue();
        expect(referralLink).toMatch(new RegExp(`^${app.baseUrl}/\\?ref=[a-z0-9]{12}$`));
        await expectAccessible(page);
        await shot(page, `waitlist-success-${viewport}`);
        await success.getByRole('button', { name: waitlistMessages.gotIt }).click();
        await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
        await expect.poll(() => join.evaluate((el) => el === document.activeElement)).toBe(true);

        const welcome = await sink.waitForMail(email, 20_000);
        expect(welcome.subject).toBe("You're on the Shiplog waitlist");
        expect(welcome.text).toContain(referralLink);
        // The friend is invited only once the entrant confirms their own address (next test).
        expect(sink.messages.filter((m) => m.envelope.to.includes(friend))).toHaveLength(0);
        expect(problems).toEqual([]);
      } finally {
        await close();
      }
    }, 120_000);

    it(`confirms through the welcome mail at ${viewport} width; the invited friend joins crediting the inviter`, async () => {
      const { page, problems, close } = await open(viewport);
      const email = `grace.${viewport}@browser.test`;
      const friend = `pal.${viewport}@browser.test`;
      try {
        // The entrant joins by the API (the wizard is the test above), naming a friend and themselves.
        const joined = await page.request.post('/api/waitlist', {
          data: {
            first_name: 'Grace',
            email,
            experience_level: 'Advanced',
            friend_email_1: friend,
            friend_email_2: email,
          },
        });
        expect(joined.status()).toBe(201);
        const referralLink = ((await joined.json()) as { referral_link: string }).referral_link;

        const welcome = await sink.waitForMail(email, 20_000);
        const confirmUrl = welcome.text.match(
          /http:\/\/localhost:\d+\/waitlist\/confirm\?token=[\w%-]+/,
        )?.[0];
        expect(confirmUrl).toBeDefined();
        await page.goto(confirmUrl!);
        await page.getByRole('heading', { name: waitlistMessages.confirmedTitle }).waitFor();
        expect(await page.getByText(waitlistMessages.friendsInvited).isVisible()).toBe(true);
        await expectAccessible(page);
        await shot(page, `waitlist-confirmed-${viewport}`);
        const invite = await sink.waitForMail(friend, 20_000);
        expect(invite.subject).toBe('Grace invited you to Shiplog');
        // The entrant's own address among the friends is dropped: one mail, the welcome.
        expect(sink.messages.filter((m) => m.envelope.to.includes(email))).toHaveLength(1);

        // The friend follows the invitation: the wizard opens at once, says who invited her, has
        // her address filled in, and credits the inviter.
        const joinUrl = invite.text.match(
          /http:\/\/localhost:\d+\/\?ref=\w+&waitlist=open&invite=[\w%.-]+/,
        )?.[0];
        expect(joinUrl?.startsWith(`${referralLink}&waitlist=open&invite=`)).toBe(true);
        await page.goto(joinUrl!);
        await wizard(page).waitFor();
        await wizard(page).getByText(waitlistMessages.invitedBy('Grace')).waitFor();
        expect(await wizard(page).getByLabel('Email', { exact: true }).inputValue()).toBe(friend);
        await expectAccessible(page);
        await shot(page, `waitlist-invited-${viewport}`);
        await fillSteps1And2(page, friend);
        await page.keyboard.press('Enter');
        await expect.poll(() => stepOf(page)).toBe('3');
        const sent = page.waitForRequest((r) => r.url().endsWith('/api/waitlist') && r.method() === 'POST');
        await wizard(page).getByRole('button', { name: 'Join Waitlist' }).click();
        expect((await sent).postDataJSON()).toMatchObject({
          email: friend,
          ref: new URL(referralLink).searchParams.get('ref'),
        });
        const success = page.getByRole('dialog', { name: waitlistMessages.successTitle });
        await success.waitFor();
        expect(await success.getByText(waitlistMessages.confirmNotice(friend)).isVisible()).toBe(true);
        expect(await success.getByText(waitlistMessages.confirmNoticeFriends).count()).toBe(0);
        await expectAccessible(page);
        await shot(page, `waitlist-invited-success-${viewport}`);
        expect(new URL(page.url()).search).toBe(`?ref=${new URL(referralLink).searchParams.get('ref')}`);
        // Her welcome fits: who invited her, no friends she never named.
        const friendWelcome = await sink.waitForMail(
          (m) => m.envelope.to.includes(friend) && m.subject === "You're on the Shiplog waitlist",
          20_000,
        );
        expect(friendWelcome.text).toContain('Grace invited you, and you joined.');
        expect(friendWelcome.text).not.toMatch(/friends? you named/);

        // Grace's welcome links to her referrals: the friend joined through her.
        const referralsUrl = welcome.text.match(
          /http:\/\/localhost:\d+\/waitlist\/referrals\?token=[\w%.-]+/,
        )?.[0];
        expect(referralsUrl).toBeDefined();
        await page.goto(referralsUrl!);
        await page.getByRole('heading', { level: 1, name: waitlistMessages.referralsTitle }).waitFor();
        const friends = page.getByRole('list', { name: 'Friends you named' });
        await expect.poll(() => friends.textContent()).toBe(`${friend}Joined`);
        await expectAccessible(page);
        await shot(page, `waitlist-referrals-${viewport}`);
        expect(problems).toEqual([]);
      } finally {
        await close();
      }
    }, 120_000);
  }

  it('welcomes back an address already listed, keeps everything when the submit fails, closes on Escape', async () => {
    const { page, problems, close } = await open('desktop');
    try {
      await page.goto('/shiplog');
      await page.getByRole('button', { name: 'Join Waitlist' }).click();
      await wizard(page).waitFor();
      expect(new URL(page.url()).pathname).toBe('/shiplog');
      await fillSteps1And2(page, 'grace@browser.test');
      await page.keyboard.press('Enter');
      await expect.poll(() => stepOf(page)).toBe('3');
      await wizard(page).getByRole('button', { name: 'Join Waitlist' }).click();
      await page
        .getByRole('dialog', { name: waitlistMessages.successTitle })
        .getByRole('button', { name: 'Got it' })
        .click();

      // The same address again, in another case: Welcome Back!
      await page.getByRole('button', { name: 'Join Waitlist' }).click();
      await fillSteps1And2(page, 'Grace@Browser.test');
      await page.keyboard.press('Enter');
      await expect.poll(() => stepOf(page)).toBe('3');

      // The request fails on the way: the alert, the wizard stays with what was typed.
      await page.route('**/api/waitlist', (route) => route.abort('connectionfailed'));
      await wizard(page).getByLabel('Friend 1 email').fill('pal@browser.test');
      await wizard(page).getByRole('button', { name: 'Join Waitlist' }).click();
      await expect
        .poll(() => wizard(page).getByRole('alert').textContent())
        .toContain(waitlistMessages.submitFailed);
      expect(await stepOf(page)).toBe('3');
      expect(await wizard(page).getByLabel('Friend 1 email').inputValue()).toBe('pal@browser.test');
      await expectAccessible(page);
      await shot(page, 'waitlist-wizard-error-desktop');

      await page.unroute('**/api/waitlist');
      await wizard(page).getByRole('button', { name: 'Join Waitlist' }).click();
      const back = page.getByRole('dialog', { name: waitlistMessages.welcomeBackTitle });
      await back.waitFor();
      expect(await back.getByText(waitlistMessages.welcomeBackBody).isVisible()).toBe(true);
      await expectAccessible(page);
      await shot(page, 'waitlist-welcome-back-desktop');
      await back.getByRole('button', { name: waitlistMessages.gotIt }).click();
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

      // Escape closes the wizard and takes the parameter away, without a new history entry.
      await page.getByRole('button', { name: 'Join Waitlist' }).click();
      await wizard(page).waitFor();
      await page.keyboard.press('Escape');
      await expect.poll(() => wizard(page).count()).toBe(0);
      expect(new URL(page.url()).search).toBe('');
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('opens from the mobile menu as a sheet that scrolls', async () => {
    const { page, problems, close } = await open('mobile');
    try {
      await page.goto('/pricing');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Join Waitlist' }).click();
      await wizard(page).waitFor();
      await wizard(page).getByLabel('First Name').fill('Linus');
      await wizard(page).getByLabel('Email', { exact: true }).fill('linus@browser.test');
      await page.keyboard.press('Enter');
      await expect.poll(() => stepOf(page)).toBe('2');
      // The sheet slides in: measure it once it has arrived.
      await expect.poll(async () => (await wizard(page).boundingBox())?.width).toBe(viewports.mobile.width);
      const box = await wizard(page).boundingBox();
      expect(Math.round(box!.y + box!.height)).toBe(viewports.mobile.height);
      // Its footer stays in reach while the step scrolls.
      const next = wizard(page).getByRole('button', { name: 'Next' });
      expect(await next.isVisible()).toBe(true);
      const nextBox = await next.boundingBox();
      expect(nextBox!.y + nextBox!.height).toBeLessThanOrEqual(viewports.mobile.height);
      await expectAccessible(page);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});

import type { BrowserContext, Locator, Page } from 'playwright-core';
import { request as playwrightRequest } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  draftMessages,
  projectMessages,
  subscriberMessages,
  type DraftInbox,
  type Post,
  type Project,
  type Update,
} from '@shiplog/contract';
import { commitHistory, type SinkMessage } from '@shiplog/fakes';
import { json, PASSWORD, signUp } from './accounts';
import {
  expectAccessible,
  expectVisible,
  generatePostAsDraft,
  openPage,
  screenshot,
  screenshotDir,
} from './browser';
import { startGithubStack, stopGithubStack, type GithubStack } from './github-stack';
import { expectProjectHeader } from './project-site';

/** Everyone's browser runs in Berlin: dates and times in forms are on its clock. */
const ZONE = 'Europe/Berlin';
/** The newest commit of the month's history, and one from its first week (beyond the newest ten). */
const NEWEST =
  'feat(widget): a home-screen widget with the next departure\n\nThe widget shows the next ferry from the stop you picked and counts down the minutes to it.';
const OLDER = 'feat(export): export a timetable as an iCal file';
/** The title the owner gives the newest commit's update in Drafts. */
const EDITED_TITLE = 'Your next ferry, on your home screen';

type State = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * The three journeys of a build-in-public product, walked in a real browser at one width: 1280
 * px in tests/journeys-desktop.test.ts, 390 px in tests/journeys-mobile.test.ts (two files, so
 * several workers walk them side by side), each width with its own app, owner, project and reader:
 * the owner signs up, connects GitHub, adds a project, turns commits into updates and posts,
 * edits, publishes and tries again; the reader subscribes, gets one mail per change and comes
 * back to the update after signing in; the visitor sees the project's own page at its short
 * address. Every page visited is checked with axe and captured; any console error or page error
 * fails the walk.
 */
export function journeyAt(viewport: 'desktop' | 'mobile') {
  describe('the owner, the reader and the visitor, end to end', () => {
    let stack: GithubStack;

    beforeAll(async () => {
      stack = await startGithubStack();
    });
    afterAll(() => stopGithubStack(stack ?? {}));

    describe(`at ${viewport === 'desktop' ? 1280 : 390} px`, () => {
      const login = `${viewport}-ferry-builder`;
      const repo = `${login}/ferry`;
      const owner = `owner-${viewport}@journey.test`;
      const reader = `reader-${viewport}@journey.test`;
      const slug = `ferryline-${viewport}`;
      const name = `Ferryline ${viewport === 'desktop' ? 'Web' : 'Mobile'}`;
      let ownerState: State;
      let project: Project;
      /** The commits' shas, as the fake GitHub holds them. */
      let newestSha: string;
      let olderSha: string;

      /**
       * A page at this width in Berlin, signed in when `state` says so. It records every console
       * error and page error; `allow` excuses the browser's own line for a response a step expects
       * (a 409 the page answers with an offer); `done` fails the test on anything else and closes.
       */
      async function tab(state?: State) {
        const { page, problems, close } = await openPage(stack.browser, viewport, {
          baseURL: stack.app.baseUrl,
          timezoneId: ZONE,
          storageState: state,
        });
        const errors: string[] = [];
        const allowed: Array<{ status: number; path: string }> = [];
        page.on('console', (msg) => {
          if (msg.type() !== 'error') return;
          const url = msg.location().url;
          const status = Number(msg.text().match(/status of (\d{3})/)?.[1]);
          if (allowed.some((a) => a.status === status && url.includes(a.path))) return;
          errors.push(`console error: ${msg.text()} (${url})`);
        });
        return {
          page,
          allow: (status: number, path: string) => allowed.push({ status, path }),
          async done() {
            expect([...problems, ...errors], `errors on ${page.url()}`).toEqual([]);
            await close();
          },
        };
      }

      /** Where a capture of one part of a screen goes (a dialog's view, a form). */
      const shotPath = (screen: string) => `${screenshotDir}/journey-${screen}-${viewport}.png`;

      /** The screen as the owner sees it with `part` (a notice far down a long page) scrolled into view. */
      async function viewOf(page: Page, part: Locator, screen: string) {
        await part.evaluate((el) => el.scrollIntoView({ block: 'end' }));
        await page.screenshot({ path: shotPath(screen) });
      }

      /** axe on the page as it is now (no serious or critical finding), then a full-page capture from the top. */
      async function look(page: Page, screen: string) {
        await expectAccessible(page);
        await page.evaluate(() => window.scrollTo(0, 0));
        await screenshot(page, `journey-${screen}-${viewport}`);
      }

      const visible = expectVisible;
      const pathOf = (page: Page) => new URL(page.url()).pathname;
      const inbox = async (page: Page) => json<DraftInbox>(await page.request.get('/api/drafts'));
      const updatesOf = async (page: Page) =>
        json<Update[]>(await page.request.get(`/api/projects/${project.id}/updates`));

      /**
       * The reader's mails about a published update (not the confirmation or account mails),
       * whichever address they link to; one update's are those that name its id.
       */
      const updateMails = () =>
        stack.sink.messagesTo(reader).filter((m) => m.text.includes(`${name} published a new`));
      const mailsAbout = (update: Update) =>
        updateMails().filter((m: SinkMessage) => m.text.includes(update.id));

      beforeAll(() => {
        const { github } = stack;
        github.addUser({ login, name: 'Ines Ferreira' });
        github.addRepo(login, {
          name: 'ferry',
          description: 'Ferry timetables for the islands',
          private: false,
        });
        const author = { name: 'Ines Ferreira', email: owner, login };
        for (const commit of commitHistory({ author, newest: new Date(Date.UTC(2025, 8, 30, 17)) }))
          github.addCommit(repo, commit);
        const commits = github.repo(repo)!.commits;
        newestSha = commits.find((c) => c.message === NEWEST)!.sha;
        olderSha = commits.find((c) => c.message === OLDER)!.sha;
      });

      it('the owner signs up, connects GitHub and adds the project with its short address', async () => {
        const { page, done } = await tab();
        await page.goto('/register');
        await page.getByRole('button', { name: 'Register with Email' }).click();
        await page.getByLabel('Email').fill(owner);
        await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
        await look(page, 'register');
        await page.getByRole('button', { name: 'Create account' }).click();
        const mail = await stack.sink.waitForMail(owner, 20_000);
        await page.goto(mail.text.match(/http:\/\/localhost:\d+\/auth\/callback\?code=[\w%-]+/)![0]);
        await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 20_000 });
        await visible(page, 'Logged in as');
        await look(page, 'dashboard-new');

        stack.github.signInAs(login);
        await page.getByRole('button', { name: 'Connect GitHub' }).first().click();
        await page.waitForURL((url) => url.pathname === '/dashboard' && !url.search.includes('connected'), {
          timeout: 20_000,
        });
        await visible(page, 'GitHub connected');
        await look(page, 'dashboard-connected');

        await page.goto('/projects');
        await visible(page, projectMessages.noProjects);
        await page.getByRole('button', { name: 'Add New Project' }).click();
        const dialog = page.getByRole('dialog', { name: 'Add New Project' });
        await dialog.getByRole('radio', { name: repo }).check({ timeout: 15_000 });
        await dialog.getByLabel('Project name').fill(name);
        await dialog.getByLabel('Description').fill('Ferry timetables for the islands, built in public');
        await look(page, 'add-project');
        await dialog.getByRole('button', { name: 'Create' }).click();
        await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(false);
        await visible(page, 'Recent Commits');
        const list = page.getByRole('list', { name: `Commits of ${repo}` });
        await expect.poll(() => list.getByRole('button').count(), { timeout: 15_000 }).toBe(10);
        await look(page, 'my-projects');
        project = (await json<Project[]>(await page.request.get('/api/projects'))).find(
          (p) => p.repository_name === repo,
        )!;

        // The short address, given in the project's settings.
        await page.goto(`/projects/${project.id}/settings`);
        await page.getByLabel('Short address').fill(slug, { timeout: 15_000 });
        await page.getByRole('button', { name: 'Save changes' }).click();
        await visible(page, projectMessages.saved);
        await look(page, 'settings');
        project = await json<Project>(await page.request.get(`/api/projects/${project.id}`));
        expect(project.slug).toBe(slug);
        ownerState = await page.context().storageState();
        await done();
      }, 180_000);

      it('the reader subscribes before anything is published, confirmed by the mail', async () => {
        // The reader has an account already (used later to comment); the subscription is by address.
        const account = await playwrightRequest.newContext({ baseURL: stack.app.baseUrl });
        await signUp(account, stack.sink, reader);
        await account.dispose();

        const { page, done } = await tab();
        await page.goto(`/p/${slug}`);
        const panel = page.getByRole('region', { name: 'Stay Updated' });
        await panel.getByLabel('Email address').fill(reader, { timeout: 15_000 });
        await panel.getByRole('button', { name: 'Subscribe' }).click();
        await visible(page, subscriberMessages.checkInbox);
        await look(page, 'subscribed');
        const mail = await stack.sink.waitForMail(
          (m) => m.envelope.to.includes(reader) && m.subject.startsWith('Confirm your subscription'),
          20_000,
        );
        await page.goto(mail.text.match(/https?:\/\/\S+\/subscriptions\/confirm\?token=[\w%.-]+/)![0]);
        await expect
          .poll(() => page.locator('h1').first().textContent(), { timeout: 15_000 })
          .toBe(`You're subscribed to ${name}`);
        await visible(page, subscriberMessages.confirmed);
        await look(page, 'subscription-confirmed');
        await done();
      });

      it('the owner turns the newest commit into a post and an update; Regenerate keeps one post with its earlier wording', async () => {
        const { page, done } = await tab(ownerState);
        await page.goto(`/projects?project=${project.id}`);
        await page.getByRole('button', { name: /a home-screen widget/ }).click({
          timeout: 15_000,
        });
        await page.getByRole('button', { name: 'Generate Post' }).click();
        const text = page.getByRole('textbox', { name: 'Post' });
        await expect.poll(() => text.inputValue(), { timeout: 15_000 }).toMatch(/\S/);
        const first = await text.inputValue();
        await look(page, 'post-generated');

        await page.getByRole('button', { name: 'Regenerate' }).click();
        await visible(page, 'Earlier versions (1)');
        await page.getByText('Earlier versions (1)').click();
        expect(
          await page.getByRole('listitem').filter({ hasText: 'Use this version' }).innerText(),
        ).toContain(first.split('\n')[0]);
        await look(page, 'post-regenerated');
        const posts = (await json<Post[]>(await page.request.get('/api/posts'))).filter(
          (p) => p.commit_sha === newestSha,
        );
        expect(posts, 'one post for the commit, however often it was regenerated').toHaveLength(1);
        expect(posts[0]!.history).toHaveLength(1);

        // New projects hold generated updates for review: the button says so.
        await page.getByRole('button', { name: 'Save as draft' }).click();
        await visible(page, 'Draft saved — review it in Drafts');
        await look(page, 'update-drafted');

        // The Posts tab shows that one post, with the earlier wording to go back to.
        await page.goto('/dashboard');
        await page.getByRole('tab', { name: 'Posts' }).click();
        const card = page.getByRole('article', { name: `${repo} ${newestSha.slice(0, 7)}` });
        await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(1);
        await expect.poll(() => card.getByText('Earlier versions (1)').isVisible()).toBe(true);
        await look(page, 'posts');
        await done();
      }, 120_000);

      it('the owner finds a commit beyond the newest ten by search and drafts its update', async () => {
        const { page, done } = await tab(ownerState);
        await page.goto(`/projects?project=${project.id}`);
        const list = page.getByRole('list', { name: `Commits of ${repo}` });
        await expect.poll(() => list.getByRole('button').count(), { timeout: 15_000 }).toBe(10);
        expect(await list.getByRole('button', { name: /export a timetable as an iCal/ }).count()).toBe(0);
        await page.getByRole('searchbox', { name: 'Search commits' }).fill('iCal file');
        await page.keyboard.press('Enter');
        const older = list.getByRole('button', { name: /export a timetable as an iCal/ });
        await expect.poll(() => older.isVisible(), { timeout: 15_000 }).toBe(true);
        await older.click();
        await look(page, 'commit-found');
        await generatePostAsDraft(page);
        const drafts = (await inbox(page)).drafts.map((item) => item.update.commit_hash);
        expect(drafts.sort()).toEqual([newestSha, olderSha].sort());
        await done();
      }, 120_000);

      it('the owner changes only the title in Drafts → Edit: content, commit message, type and date stay', async () => {
        const { page, done } = await tab(ownerState);
        const before = (await inbox(page)).drafts.find(
          (item) => item.update.commit_hash === newestSha,
        )!.update;
        expect(before.content).toMatch(/\S/);
        expect(before.commit_message).toBe(NEWEST);
        await page.goto('/drafts');
        await page
          .getByRole('article', { name: before.title })
          .getByRole('button', { name: 'Edit' })
          .click({ timeout: 15_000 });
        const dialog = page.getByRole('dialog', { name: 'Edit draft' });
        await expect
          .poll(() => dialog.getByLabel('Content').inputValue(), { timeout: 15_000 })
          .toBe(before.content);
        await page.screenshot({ path: shotPath('edit-draft') });
        await expectAccessible(page);
        const title = EDITED_TITLE;
        await dialog.getByLabel('Title').fill(title);
        await dialog.getByRole('button', { name: 'Save update' }).click();
        await visible(page, 'Draft saved.');
        await look(page, 'drafts-edited');

        const after = (await inbox(page)).drafts.find((item) => item.update.id === before.id)!.update;
        expect(after.title).toBe(title);
        expect(after.content).toBe(before.content);
        expect(after.commit_message).toBe(before.commit_message);
        expect(after.commit_hash).toBe(before.commit_hash);
        expect(after.type).toBe(before.type);
        expect(after.published_at).toBe(before.published_at);
        // And nothing else either.
        const { title: _t, updated_at: _u, content_html: _h, ...kept } = after;
        const { title: _t0, updated_at: _u0, content_html: _h0, ...original } = before;
        expect(kept).toEqual(original);
        await done();
      }, 120_000);

      it('the owner publishes once; generating from the same commit again offers the existing update', async () => {
        const { page, allow, done } = await tab(ownerState);
        const draft = (await inbox(page)).drafts.find(
          (item) => item.update.commit_hash === newestSha,
        )!.update;
        await page.goto('/drafts');
        await page
          .getByRole('article', { name: draft.title })
          .getByRole('button', { name: 'Publish now' })
          .click({ timeout: 15_000 });
        await visible(page, draftMessages.published);
        await look(page, 'published');
        await stack.sink.waitForMail(
          (m) => m.envelope.to.includes(reader) && m.text.includes(`/p/${slug}/updates/${draft.id}`),
          20_000,
        );

        // The commit is announced: Generate update from it again makes nothing and says so.
        allow(409, `/api/projects/${project.id}/updates/generate`);
        await page.goto(`/projects/${project.id}/settings`);
        const form = page.getByRole('form', { name: 'Generate an update from a commit' });
        await form.getByRole('radio', { name: /a home-screen widget/ }).check({
          timeout: 15_000,
        });
        const answer = page.waitForResponse((r) => r.url().endsWith('/updates/generate'));
        await form.getByRole('button', { name: 'Generate update' }).click();
        expect((await answer).status()).toBe(409);
        await visible(page, 'This commit already has an update');
        await visible(page, 'Its subscribers were mailed, so it is not written again.');
        expect(await form.getByRole('button', { name: 'Replace it' }).count()).toBe(0);
        expect(await form.getByRole('link', { name: 'Open the existing update' }).count()).toBe(1);
        await expectAccessible(page);
        await viewOf(
          page,
          form.getByRole('status').filter({ hasText: 'This commit already has an update' }),
          'already-announced',
        );
        const updates = await updatesOf(page);
        expect(updates.filter((u) => u.commit_hash === newestSha)).toHaveLength(1);
        await done();
      }, 120_000);

      it('the owner schedules the other change, writes it again from the offer and publishes it: one update', async () => {
        const { page, allow, done } = await tab(ownerState);
        const draft = (await inbox(page)).drafts.find((item) => item.update.commit_hash === olderSha)!.update;
        await page.goto('/drafts');
        await page
          .getByRole('article', { name: draft.title })
          .getByRole('button', { name: 'Schedule…' })
          .click({ timeout: 15_000 });
        const dialog = page.getByRole('dialog', { name: 'Schedule update' });
        const tomorrow = new Date(Date.now() + 24 * 3600_000).toLocaleDateString('en-CA', { timeZone: ZONE });
        await dialog.getByLabel('Date').fill(tomorrow);
        await dialog.getByLabel('Time', { exact: true }).fill('09:00');
        await expectAccessible(page);
        await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
        await visible(page, draftMessages.scheduled);
        await look(page, 'scheduled');

        allow(409, `/api/projects/${project.id}/updates/generate`);
        await page.goto(`/projects/${project.id}/settings`);
        const form = page.getByRole('form', { name: 'Generate an update from a commit' });
        await form.getByRole('searchbox', { name: 'Search commits' }).fill('iCal file', { timeout: 15_000 });
        await form.getByRole('searchbox', { name: 'Search commits' }).press('Enter');
        await form.getByRole('radio', { name: /export a timetable as an iCal/ }).check({ timeout: 15_000 });
        await form.getByRole('button', { name: 'Generate update' }).click();
        await visible(page, 'This commit already has an update');
        await visible(page, 'Replace it to write its text again; its status and time stay.');
        await form.getByRole('button', { name: 'Replace it' }).click();
        // Written again, still scheduled: the notice says so, not that it was published.
        await expect
          .poll(() => form.getByRole('status').textContent(), { timeout: 15_000 })
          .toMatch(/written again/);
        expect(await form.getByRole('status').textContent()).not.toMatch(/published/i);
        await expectAccessible(page);
        await viewOf(page, form.getByRole('status'), 'replaced');
        const scheduled = (await inbox(page)).scheduled.map((item) => item.update);
        expect(scheduled.map((u) => u.id)).toEqual([draft.id]);
        expect(scheduled[0]!.published_at).toBe(
          (await updatesOf(page)).find((u) => u.id === draft.id)!.published_at,
        );

        await page.goto('/drafts');
        await page
          .getByRole('region', { name: /^Scheduled/ })
          .getByRole('article', { name: scheduled[0]!.title })
          .getByRole('button', { name: 'Publish now' })
          .click({ timeout: 15_000 });
        await visible(page, draftMessages.published);
        await stack.sink.waitForMail(
          (m) => m.envelope.to.includes(reader) && m.text.includes(`/p/${slug}/updates/${draft.id}`),
          20_000,
        );
        const updates = await updatesOf(page);
        expect(updates.map((u) => u.commit_hash).sort()).toEqual([newestSha, olderSha].sort());
        expect(updates.every((u) => u.status === 'published')).toBe(true);
        await done();
      }, 120_000);

      it('the reader got one mail per change, opens the update, signs in to comment and like, and is back on it', async () => {
        // Both changes were mailed, each once (checked again after the whole walk, below).
        const mails = updateMails();
        expect(mails, mails.map((m) => m.subject).join(' | ')).toHaveLength(2);

        // The first is the edited update's, at the project's short address.
        const first = mails[0]!;
        expect(first.subject).toMatch(new RegExp(`^${name}.*: ${EDITED_TITLE}$`));
        const link = first.text.match(new RegExp(`https?://\\S+/p/${slug}/updates/[\\w-]+`))?.[0];
        expect(link, first.text).toBeDefined();
        const path = new URL(link!).pathname;
        const { page, done } = await tab();
        await page.goto(path);
        await expect
          .poll(() => page.locator('article h3').first().textContent(), { timeout: 15_000 })
          .toBe(EDITED_TITLE);
        await expectProjectHeader(page, { name, slug, repository_name: repo });
        await look(page, 'update-page-visitor');

        await page.getByText('Please sign in to comment').getByRole('link', { name: 'Sign in' }).click();
        await expect.poll(() => pathOf(page)).toBe('/login');
        await page.getByRole('button', { name: 'Sign in with Email' }).click();
        await page.getByLabel('Email').fill(reader);
        await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
        await look(page, 'sign-in');
        await page.getByRole('button', { name: 'Sign in', exact: true }).click();
        await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe(path);

        const comment = 'The widget is exactly what I wanted on the morning boat.';
        await page.getByLabel('Add a comment').fill(comment, { timeout: 15_000 });
        await page.getByRole('button', { name: 'Post comment' }).click();
        await visible(page, comment);
        const like = page.locator('article').first().getByRole('button', { name: /^Like/ });
        await expect.poll(() => like.isEnabled(), { timeout: 15_000 }).toBe(true);
        await like.click();
        await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
        await look(page, 'update-page-reader');
        await done();
      }, 120_000);

      it('the visitor opens the project at /p/{slug}: its own header; the UUID address answers 301', async () => {
        const { page, done } = await tab();
        await page.goto(`/p/${slug}`);
        await expect.poll(() => page.locator('h1').first().textContent(), { timeout: 15_000 }).toBe(name);
        await expectProjectHeader(page, { name, slug, repository_name: repo });
        await expect.poll(() => page.getByRole('article').count(), { timeout: 15_000 }).toBe(2);
        await look(page, 'project-page');

        const moved = await fetch(`${stack.app.baseUrl}/projects/${project.id}`, { redirect: 'manual' });
        expect(moved.status).toBe(301);
        expect(new URL(moved.headers.get('location')!, stack.app.baseUrl).pathname).toBe(`/p/${slug}`);
        await page.goto(`/projects/${project.id}`);
        expect(pathOf(page)).toBe(`/p/${slug}`);

        // However long the walk took, each change was mailed to the reader once.
        for (const update of await updatesOf(page)) expect(mailsAbout(update), update.title).toHaveLength(1);
        await done();
      });
    });
  });
}

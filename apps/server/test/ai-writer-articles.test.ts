import { describe, expect, it } from 'vitest';
import type { WrittenText } from '../src/integrations/ai';
import { inventedCommits, writeRequest, writtenText } from './support/writer';

/**
 * Subjects whose English needs more than their words: the articles a singular thing takes after
 * a preposition, as the subject of a sentence or as the object of a later verb; a relative clause
 * that needs "that"; a "don't" before a word that is no verb; a fragment with no verb at all; a
 * noun read as a verb. Invented commits, each said as the post's first line and the update's title.
 */

const commit = inventedCommits('d');

const written = (message: string, kind: 'post' | 'update'): Promise<WrittenText> =>
  writtenText(writeRequest(commit(message), { kind }));

async function said(message: string): Promise<string[]> {
  const post = await written(message, 'post');
  const update = await written(message, 'update');
  return [post.content.split('\n')[0]!, update.title];
}

async function expectSaid(cases: [string, RegExp, RegExp?][]) {
  for (const [message, expected, never] of cases)
    for (const text of await said(message)) {
      expect(text, message).toMatch(expected);
      if (never) expect(text, message).not.toMatch(never);
    }
}

describe('articles English needs', () => {
  it('gives a bare singular thing after a preposition its article', async () => {
    await expectSaid([
      ['Refine the warning shown for first login of a user', /for the first login of a user/],
      ['Return `null` instead of empty array from `.list()` on missing feeds', /instead of an empty array/],
      ['fix(run): probes from project root should be found', /^Probes from the project root are now found/],
      ['Add `region` to `beforeProbe` hook', /added `region` to the `beforeProbe` hook/i],
      ['fix: clear stale badges after page reload', /after a page reload/],
    ]);
  });

  it('leaves names, code, plurals, mass nouns, numbers and idioms bare', async () => {
    await expectSaid([
      ['Move probe settings to TypeScript', /to TypeScript/, /the TypeScript/],
      ['Show uptime in development only', /in development/, /the development/],
      ['Add retries to failed probes', /to failed probes/, /the failed/],
      ['Add `region` to `probe.ts`', /to `probe\.ts`/, /the `probe/],
      ['Set default probe interval to 30 seconds', /to 30 seconds/, /the 30/],
      ['Keep badge colors in sync with page header', /in sync with the page header/, /the sync/],
      ['Add timestamp type for mysql', /for mysql/, /the mysql/],
      ['Add code of conduct', /added code of conduct/i, /the conduct/],
      ['Add dark mode', /added dark mode/i, /a dark mode/],
      ['Filter incidents by monitor', /by monitor\b/, /by the monitor/],
    ]);
  });

  it('gives the object of a later verb its article', async () => {
    await expectSaid([
      ['fix(cache): refetch badges instead of trusting stale cache', /instead of trusting the stale cache/],
      ['Add alias to close GitHub status check', /to close (a|the) GitHub status check/],
      ['Add alias to mute GitHub status check', /to mute GitHub status check/],
      ['Use `structuredClone` polyfill', /uses a `structuredClone` polyfill/],
      ['Fix `pre` overflow on small screens', /fixed the `pre` overflow on small screens/i],
      ['Document Probe.run() rename to Probe.start()', /documented the Probe\.run\(\) rename/i],
      ['Fix options.region being undefined in saved probes', /fixed options\.region being undefined/i],
      ['feat: add dark mode toggle to status page', /added a dark mode toggle/i],
      ['Add option to mute alerts', /added an option to mute alerts/i],
      // "to list command": "to the list command" or "to list the command"; neither is sure.
      ['feat(cli): add --json flag to list command', /to list command/, /list the command/],
    ]);
  });

  it('gives a singular subject its article', async () => {
    await expectSaid([['.badges: Don’t show `0` in `mini` badge', /^The `mini` badge no longer shows `0`/]]);
  });

  it('gives an adjective before a name its article ("a global onRetry")', async () => {
    await expectSaid([
      [
        'feat(alerts): add support for global onRetry for check',
        /support for a global onRetry for the check/,
      ],
      ['feat: new Status Page API', /added a new Status Page API/],
    ]);
  });
});

describe('sentences with a verb where English needs one', () => {
  it('adds the "that" a relative clause needs', async () => {
    await expectSaid([
      [
        'fix: reuse the badge color the theme would fall back to for a paused monitor',
        /reuses the badge color the theme would fall back/,
      ],
      [
        'fix: reuse the badge color would fall back to for a paused monitor',
        /reuses the badge color that would fall back/,
      ],
    ]);
  });

  it('says a "don\'t" before a word that is no verb as what no longer happens', async () => {
    await expectSaid([
      [
        "perf: don't random suffix to cache file names",
        /^Cache file names no longer get a random suffix/,
        /randoms?\b.*suffix to/,
      ],
    ]);
  });

  it('gives a verbless fragment a verb', async () => {
    await expectSaid([
      [
        'pulse(1) errorHandler() only in development',
        /^pulse\(1\) now uses errorHandler\(\) only in development/,
      ],
      [
        'Dual license the badge assets under MIT/CC-BY',
        /dual-licensed the badge assets under MIT\/CC-BY/i,
        /^Dual license/,
      ],
    ]);
  });

  it('reads an adjective that names what was broken, and a gerund after "allow", as no verb or person', async () => {
    await expectSaid([
      ['fix: wrong timezone in uptime chart', /fixed the wrong timezone in the uptime chart/i, /wronged/],
      ['fix(ui): date picker closing on scroll', /fixed date picker closing on scroll/i, /issue where/],
      [
        'Allow passing custom fetch to probe client',
        /You can now pass (a |the )?custom fetch to/i,
        /Passing can|allowed passing/,
      ],
    ]);
  });

  it('reads "cleanup" before its object as the verb it is, and a noun before "docs" as a noun', async () => {
    await expectSaid([
      ['fix(api): cleanup serialization', /cleaned up serialization/, /fixed the cleanup/],
      ['Install guide', /added an install guide/i, /installed/],
    ]);
  });

  it('says one tense and no stray "ever" after "no longer"', async () => {
    await expectSaid([
      [
        "fix: don't write report ever if the monitor is paused",
        /no longer writes a report if the monitor is paused/,
        /\bever\b/,
      ],
      [
        'fix: bump monitor when both a probe and a page are paused',
        /now bumps the monitor when both/,
        /bumped monitor/,
      ],
    ]);
  });

  it('says a plural before a gerund as the singular a compound takes ("monitors checking")', async () => {
    await expectSaid([['feat: add monitors checking', /added monitor checking/]]);
  });
});

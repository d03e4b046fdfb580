import { describe, expect, it } from 'vitest';
import type { CommitFacts, WriteRequest, WrittenText } from '../src/integrations/ai';
import { inventedCommits, writeRequest, writtenText } from './support/writer';

/**
 * Subjects said as sentences: the articles a commit subject drops, the scope placed where the
 * sentence stays true, and a stock verb before a noun that names the change. Invented commits.
 */

const commit = inventedCommits('c');

const written = (c: CommitFacts, extra: Partial<WriteRequest> = {}): Promise<WrittenText> =>
  writtenText(writeRequest(c, extra));

/** The post's first line and the update's title. */
async function said(message: string, files?: string[]): Promise<string[]> {
  const c = commit(message, files);
  const post = await written(c);
  const update = await written(c, { kind: 'update' });
  return [post.content.split('\n')[0]!, update.title];
}

describe('subjects said as sentences', () => {
  it('gives a bare countable noun its article', async () => {
    const cases: [string, RegExp][] = [
      ['Add `purge` alias, which clears the badge cache', /added a `purge` alias, which clears/],
      ['bin: Update Bash symlink', /updated the Bash symlink/],
      ['feat: status page at /status/<name>', /added a status page at \/status\/<name>/],
      ['Refine CLI confirmation message for muted monitors', /refined the CLI confirmation message for/],
      ['Fix missing `Monitor` TypeScript type', /fixed the missing `Monitor` TypeScript type/],
      ['add heartbeat animation', /added a heartbeat animation/],
    ];
    for (const [message, expected] of cases)
      for (const text of await said(message)) expect(text, message).toMatch(expected);
  });

  it('conjugates a prefixed verb by its stem ("resend" → "resent", "rebuild" → "rebuilt")', async () => {
    const cases: [string, RegExp][] = [
      ['Resend the invite email from the members page', /^We resent the invite email/],
      ['Rebuild the search index on start', /^We rebuilt the search index/],
      ['Rewrite the badge renderer in plain SVG', /^We rewrote the badge renderer/],
    ];
    for (const [message, expected] of cases) {
      const [post, title] = await said(message);
      expect(post, message).toMatch(expected);
      expect(title, message).toMatch(expected);
    }
  });

  it('gives the object of a "no longer" sentence its article ("no longer writes changelog" → "a changelog")', async () => {
    for (const text of await said("fix: don't write changelog when a release is empty"))
      expect(text).toMatch(/no longer writes a changelog when a release is empty/);
  });

  it('keeps the mass nouns and names bare', async () => {
    for (const text of await said('feat: add support for Bun')) expect(text).toMatch(/added support for Bun/);
    for (const text of await said('add validation')) expect(text).toMatch(/added validation/);
  });

  it('keeps a closing aside last, after the scope ("in the router (about 30% faster)")', async () => {
    for (const text of await said('perf(router): cache compiled routes (about 30% faster)', [
      'src/router/cache.ts',
    ])) {
      expect(text).toMatch(/cached compiled routes in the router \(about 30% faster\)/);
      expect(text).not.toMatch(/\) in /);
    }
  });

  it('says the change a stock verb only announces ("Fixed … improvement" → "Improved …")', async () => {
    for (const text of await said('Fixed settings page ux improvement')) {
      expect(text).toMatch(/improved the settings page UX/i);
      expect(text).not.toMatch(/fixed settings page/i);
    }
    for (const text of await said('feat: add dashboard tweaks'))
      expect(text).toMatch(/tweaked the dashboard/i);
  });

  it('states the fix, not the bug, when a fix names what went wrong ("alerts sent twice")', async () => {
    const cases: [string, RegExp][] = [
      ['fix: alerts sent twice when a check flaps', /^Alerts are no longer sent twice when a check flaps/],
      [
        'fix: check interval ignored when set to 30s',
        /^The check interval is no longer ignored when set to 30s/,
      ],
      ['fix: page rendered blank on Safari', /^The page is no longer rendered blank on Safari/],
    ];
    // A participle that describes a thing names no bug: "revalidate excluded packages" is the fix.
    for (const text of await said(
      'fix(resolver): revalidate excluded monitors instead of trusting the cache',
    ))
      expect(text).toMatch(/now revalidates excluded monitors/);
    for (const [message, expected] of cases)
      for (const text of await said(message)) {
        expect(text, message).toMatch(expected);
        expect(text, message).not.toMatch(/fixed (alerts|check interval)|paged/i);
      }
  });

  it('keeps one tense across "and" ("fixed … and added …")', async () => {
    for (const text of await said('Fix crash when a badge has no color and add fallback'))
      expect(text).toMatch(/fixed the crash when a badge has no color and added fallback/i);
  });

  it('gives a subjectless "Now uses …" its subject, and a mass noun no article', async () => {
    for (const text of await said('Now uses UTC for uptime windows'))
      expect(text).toMatch(/^PagePulse now uses UTC for uptime windows/);
    for (const text of await said('fix: support for IPv6 hosts')) {
      expect(text).toMatch(/fixed support for IPv6 hosts/i);
      expect(text).not.toMatch(/a support/);
    }
    for (const text of await said('fix: guard against null regions'))
      expect(text).toMatch(/guarded against null/i);
  });

  it("keeps the author's words when a subject cannot be said as a sentence safely", async () => {
    // No verb after "don't" and no object to give: the author's words, never "randoms".
    for (const text of await said("perf: don't random ID")) {
      expect(text).not.toMatch(/randoms/);
      expect(text).toMatch(/^Don't random ID/);
    }
    for (const text of await said('Dual license the badge assets under MIT/CC-BY'))
      expect(text).not.toMatch(/added dual license/i);
    for (const text of await said('pulse(1) errorHandler() only in development'))
      expect(text).not.toMatch(/added|Pulse\(1\)/);
    for (const text of await said('Global username instead of per room'))
      expect(text).toMatch(/added a global username instead of one per room/i);
  });
});

describe('what a change lets people do, and what it makes so', () => {
  it('says what an "allow" lets readers do, to them ("You can now…"), never "We allowed deleting…"', async () => {
    const cases: [string, RegExp][] = [
      [
        'Allow archiving and restoring monitors from the list',
        /^You can now archive and restore monitors from the list/,
      ],
      ['Allow users to rename a status page', /^You can now rename a status page/],
      [
        'probes: Allow skipping TLS checks, avoids a second handshake',
        /^You can now skip TLS checks, which avoids a second handshake/,
      ],
      [
        'Allow paused monitors to be deleted from the dashboard',
        /^Paused monitors can now be deleted from the dashboard/,
      ],
      [
        'api: Allow `tag` filtering with an empty value',
        /^The API now allows (a )?`tag` filtering with an empty value/,
      ],
    ];
    for (const [message, expected] of cases)
      for (const text of await said(message)) {
        expect(text, message).toMatch(expected);
        expect(text, message).not.toMatch(/\b(allowed|let) /);
      }
  });

  it('keeps one tense across "and" and ";" and never conjugates a thing after "and"', async () => {
    const cases: [string, RegExp, RegExp][] = [
      ['Speed up checks and reduce memory churn', /and reduced memory churn/, /and reduce memory/],
      ['Add uptime badge; fix badge color contrast', /added an uptime badge and fixed/i, /; fix/],
      ['docs: fix broken links in the alerts and exports pages', /alerts and exports pages/, /exported/],
      [
        'docs: fix examples in retries and webhooks references',
        /retries and webhooks references/,
        /webhooked/,
      ],
      ['make `parseDay()` only accept a valid day and month', /valid day and month/, /monthed|months\b/],
      ['Rebuild and reorder', /rebuilt and reordered/i, /reorder\b/],
    ];
    for (const [message, expected, never] of cases)
      for (const text of await said(message)) {
        expect(text, message).toMatch(expected);
        expect(text, message).not.toMatch(never);
      }
  });

  it('says what "make X do Y" and "make X configurable" make so, with X as the subject', async () => {
    const cases: [string, RegExp][] = [
      [
        'make `ping()`, `probe()`, and `trace()` only accept absolute URLs',
        /^`ping\(\)`, `probe\(\)`, and `trace\(\)` now only accept absolute URLs/,
      ],
      ['Make empty headers count as missing', /^Empty headers now count as missing/],
      ['alerts: make retry backoff delay configurable', /^The retry backoff delay is now configurable/],
    ];
    for (const [message, expected] of cases)
      for (const text of await said(message)) expect(text, message).toMatch(expected);
  });
});

describe('things said the way English says them', () => {
  it('gives a word said letter by letter the article of its first letter ("an npm badge")', async () => {
    const cases: [string, RegExp][] = [
      ['Add npm install badge', /added an npm install badge/i],
      ['Add fr translation for the status page', /added an fr translation for the status page/i],
      ['Add stdin reader for probes', /added a stdin reader for probes/i],
    ];
    for (const [message, expected] of cases)
      for (const text of await said(message)) expect(text, message).toMatch(expected);
  });

  it('reads a thing ending in a change noun as that change, never its first word as a verb', async () => {
    for (const text of await said('Badge renderer caching perf')) {
      expect(text).toMatch(/improved (the )?badge renderer caching performance/i);
      expect(text).not.toMatch(/badged|perf\b/i);
    }
  });

  it('says what a "configurable" subject made configurable', async () => {
    for (const text of await said('alerts: Configurable webhook timeout'))
      expect(text).toMatch(/^The webhook timeout is now configurable/);
  });

  it('says an avoided crash as what no longer happens, and a fixed action as working now', async () => {
    for (const text of await said('Avoid crash when pasting an empty monitor URL'))
      expect(text).toMatch(/^PagePulse no longer crashes when pasting an empty monitor URL/);
    for (const text of await said('Fix pausing monitors from the tray menu'))
      expect(text).toMatch(/^Pausing monitors from the tray menu now works/);
  });

  it('leaves out a scope the sentence names already, in the singular', async () => {
    for (const text of await said('feat(themes): add solarized theme')) {
      expect(text).toMatch(/added a solarized theme/i);
      expect(text).not.toMatch(/in (the )?`?themes`?/);
    }
  });
});

describe('articles around asides, adverbs and "as"', () => {
  it('gives a thing its article past a short aside in parentheses ("a Georgian (ka) locale")', async () => {
    for (const text of await said('feat(locales): Add Welsh (cy) locale', ['src/locales/cy.ts']))
      expect(text).toMatch(/added a Welsh \(cy\) locale/);
  });

  it('ends a phrase at an adverb of manner ("from the patch directly")', async () => {
    for (const text of await said('Allow pausing checks from menu directly'))
      expect(text).toMatch(/from the menu directly/);
  });

  it('gives a thing after "as" the article of any one ("act as an empty string"), and leaves "as well" alone', async () => {
    for (const text of await said('badges: Make missing values act as empty label instead of `"null"`'))
      expect(text).toMatch(/act as an empty label instead of/);
    for (const text of await said('Make `status` show paused monitors as well'))
      expect(text).toMatch(/paused monitors as well\.?$/);
  });

  it('joins two orders a semicolon apart with "and" ("added X and fixed Y")', async () => {
    for (const text of await said('docs(integrations): add Slack; fix Opsgenie placement', [
      'docs/integrations.md',
    ])) {
      expect(text).toMatch(/added Slack and fixed Opsgenie placement/);
      expect(text).not.toMatch(/;/);
    }
  });

  it('places a docs scope in the docs, not in a folder its page sits in', async () => {
    for (const text of await said('docs(integrations): add Slack; fix Opsgenie placement', [
      'docs/components/integrations.md',
    ]))
      expect(text).toMatch(/in the integrations docs/);
  });
});

describe('articles inside a phrase the author wrote with quotes, hyphens, versions and infinitives', () => {
  it('reads a quoted word, an adverb joined to its adjective and a version as parts of the phrase', async () => {
    const cases: [string, RegExp][] = [
      ["fix: remove stray 'lang' attribute from badge element types", /removed the stray 'lang' attribute/],
      ['Add apparently-lost retry message', /added an apparently-lost retry message/],
      ['docs: add `pp-slack` and `pp-teams` to v2 ecosystem', /to the v2 ecosystem/],
    ];
    for (const [message, expected] of cases)
      for (const text of await said(message)) expect(text, message).toMatch(expected);
  });

  it('gives a thing its article before "to" and a verb with its object ("a command to batch all checks")', async () => {
    for (const text of await said('Add command to batch all checks in the current project'))
      expect(text).toMatch(/added a command to batch all checks/);
  });
});

describe('body sentences said in the tense of what shipped', () => {
  it('says an order after "To do that," in the past, and the clause after its semicolon too', async () => {
    const c = commit(
      `Add command to pause all monitors in the current project\n\nTo do that, change the "Pause" button to show a menu with two choices; we make "all monitors" the default, as most owners want that.`,
    );
    const update = await written(c, { kind: 'update' });
    expect(update.content).toMatch(/^To do that, we changed the "Pause" button to show a menu/);
    expect(update.content).toMatch(/; we made "all monitors" the default/);
  });

  it('says a statement subject\'s "also" as "now also", so it leans on nothing the reader missed', async () => {
    for (const text of await said('fix: Generated badges also includes the project name when set'))
      expect(text).toMatch(/^Generated badges now also include the project name when set/);
  });
});

describe('update titles cut only where what is left stays true', () => {
  it('keeps a noun joined by "and", the agent of a passive and a list of names whole, a little past the limit', async () => {
    const cases: [string, RegExp][] = [
      [
        'make `Badge.render()`, `Badge.renderSvg()`, and `Badge.renderPng()` only accept valid width and height',
        /only accept valid width and height$/,
      ],
      [
        'Allow checks that have been paused by an owner to be resumed by `scheduler.resumeAll` on restart',
        /can now be resumed by `scheduler\.resumeAll`/,
      ],
    ];
    for (const [message, expected] of cases) {
      const update = await written(commit(message), { kind: 'update' });
      expect(update.title, message).toMatch(expected);
      expect([...update.title].length).toBeLessThanOrEqual(120);
    }
  });

  it('never ends a title on a word that needs what follows it ("based")', async () => {
    const update = await written(
      commit(
        'Added a setting to toggle badge colors on generated pages based on the expected theme of the page referenced in the config file.',
      ),
      { kind: 'update' },
    );
    expect(update.title).not.toMatch(/based$/);
    expect([...update.title].length).toBeLessThanOrEqual(100);
  });
});

describe('what readers can now do, with its articles', () => {
  it('gives two things joined by "and" after "can now <verb>" an article each ("a remote and a branch")', async () => {
    for (const text of await said('Allow user to select region and plan when creating a monitor'))
      expect(text).toMatch(/^You can now select a region and a plan when creating a monitor/);
  });
});

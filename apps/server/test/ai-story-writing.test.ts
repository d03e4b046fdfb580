import { describe, expect, it } from 'vitest';
import { xLength } from '@shiplog/contract';
import { createBuiltinWriter } from '../src/integrations/ai/builtin-writer';
import { composeStory, storyOrDecline } from '../src/integrations/ai/compose/story/compose-story';
import { commitMaker, listLines, storyOf } from './support/stories';

/** Invented weeks of commits, each as a story by the built-in writer. */
const commit = commitMaker('a');

describe('a story reads like a person wrote it', () => {
  it('names its most significant change in the title and opens every post with it, no stock intro', async () => {
    const story = await storyOf([
      commit('docs: explain the webhook secret', 'grace', 'docs/webhooks.md'),
      commit('fix: keep the date filter when paging', 'linus'),
      commit('feat(reports): add CSV export', 'ada', 'src/reports/csv.ts', 120),
    ]);
    expect(story.title).toBe('Acme added a CSV export in `reports`');
    // The lead change as a sentence: no "…, plus a fix and a docs change" count before the list.
    expect(story.thread[0]).toMatch(/^(1\/\d )?Acme added a CSV export in `reports`\.(\n\n|$)/);
    expect(story.posts.linkedin.startsWith('Acme added a CSV export in `reports`.\n')).toBe(true);
    expect(story.posts.discord).toMatch(/^\*\*Acme added a CSV export in `reports`\.\*\*\n/);
    const all = [story.title, story.content, ...story.thread, story.posts.linkedin, story.posts.discord].join(
      '\n',
    );
    expect(all).not.toMatch(/what['’]s new|more changes?\b|this week in|, plus /i);
  });

  it('gives each author’s phrase the verb its kind implies, never a fragment or a noun read as a verb', async () => {
    const story = await storyOf([
      commit('Context consumer unmounting perf (#4526)', 'jovi'),
      commit('fix: check whether the cached tree is still attached (#4318)', 'marvin'),
      commit('Improve startup time and reduce memory use', 'jovi', 'src/boot.ts', 80),
      commit('docs(ecosystem): add DRZL; fix the generator placement', 'omar', 'docs/ecosystem.md'),
      commit('fix: lead time in reports', 'grace', 'src/reports.ts'),
      commit('Fixes for the parser on Windows', 'linus', 'src/parser.ts'),
      commit('Support for Nano ID', 'ivo', 'src/nanoid.ts'),
      commit("Don't omit section headers when filtering the menu", 'stefan', 'src/menu.ts'),
      commit('Rebind redo from <c-z> to Z', 'cowboy', 'src/keys.ts'),
      commit('tls: allow disabling storage cleaning, avoids writing two files', 'francis', 'src/tls.ts', 5),
    ]);
    const lines = listLines(story.content);
    expect(lines).toContain('- Improved context consumer unmounting performance.');
    expect(lines).toContain('- Made Acme check whether the cached tree is still attached.');
    expect(lines).toContain('- Improved the startup time and reduced memory use.');
    // A noun is not read as a verb: no "led time", no "fixed for".
    expect(lines).toContain('- Fixed the lead time in reports.');
    expect(lines).toContain('- Fixed the parser on Windows.');
    // An ecosystem page in the docs is not news for the week's readers.
    expect(story.content).not.toMatch(/DRZL/);
    // The title tells the lead change; the list does not repeat it.
    expect(lines.join('\n')).not.toMatch(/Nano ID/);
    // No imperative left beside past-tense lines, no second clause cut loose, no tag Markdown drops.
    expect(lines).toContain('- Stopped omitting section headers when filtering the menu.');
    expect(lines).toContain('- Rebound the redo from `<c-z>` to Z.');
    expect(lines).toContain('- Allowed disabling storage cleaning in `tls`.');
    expect(story.content).not.toMatch(/^- We /m);
    expect(story.title).toBe('Acme added support for Nano ID');
  });

  it('tells a change once when a pull request’s merge and its commit both carry it, and leaves out clean-ups', async () => {
    const story = await storyOf([
      commit('Merge pull request #12 from acme/slim-bars\n\nUse slimmer scrollbars', 'jesse'),
      commit('Use slimmer scrollbars', 'jesse', 'src/ui/scrollbar.ts'),
      commit('Cleanup', 'aaron'),
      commit('refactor: extract a helper for the pager', 'stefan'),
      commit('Extract variables', 'stefan'),
      commit('feat: add a keyboard shortcut to squash fixups', 'stefan', 'src/keys.ts', 90),
    ]);
    const lines = listLines(story.content);
    expect(lines.filter((l) => /scrollbars/.test(l))).toEqual(['- Made Acme use slimmer scrollbars.']);
    expect(story.content).not.toMatch(/clean ?up|extract/i);
    expect(story.told).toHaveLength(2);
    expect(story.leftOut.map((l) => l.reason).join(' ')).toMatch(/refactor or clean-up/);
  });

  it('files a change by what it does: a crash fix is a fix, a docs page is not a new feature', async () => {
    const story = await storyOf([
      commit('Added a null check to avoid a segfault on rewrite query ops', 'armadi'),
      commit('docs: add a guide to self-hosting behind nginx', 'grace', 'docs/self-hosting.md', 140),
      commit('feat: support placeholders in search patterns', 'zongze'),
    ]);
    const [, fixes, other] = ['**New**', '**Improved and fixed**', '**Other changes**'].map(
      (h) => story.content.split(h)[1]?.split('**')[0],
    );
    expect(fixes).toContain('Added a null check to avoid a segfault on rewrite query ops.');
    expect(other).toContain('Added a guide to self-hosting behind nginx.');
    expect(story.title).toBe('Acme added support for placeholders in search patterns');
  });

  it('thanks many contributors on X by name as far as they fit, counting the rest, never cutting a name', async () => {
    const people = Array.from({ length: 16 }, (_, i) => `contributor-with-a-long-name-${i + 1}`);
    const story = await storyOf(
      people.map((p, i) => commit(`fix: handle the empty state of panel number ${i + 1}`, p)),
    );
    const outro = story.thread.at(-1)!;
    expect(outro).toMatch(/Thanks to contributor-with-a-long-name-1, .* and \d+ others\./);
    expect(xLength(outro)).toBeLessThanOrEqual(280);
    expect(story.content).toContain('contributor-with-a-long-name-16.');
  });

  it('packs a short week into as few X posts as it fits, the thanks with the last change', async () => {
    const story = await storyOf([
      commit('feat: add a dark theme', 'ada', 'src/theme.ts', 90),
      commit('feat: add tags to notes', 'ada', 'src/tags.ts', 60),
      commit('fix: keep the search filter after a reload', 'grace'),
      commit('docs: explain the export format', 'linus', 'docs/export.md'),
    ]);
    expect(story.thread).toEqual([
      '1/2 Acme added a dark theme.\n\nAlso new:\n• Added tags to notes.',
      '2/2 Fixes and improvements:\n• Made Acme keep the search filter after a reload.\n\nThanks to ada and grace.\n\nhttps://shiplog.example/p/acme',
    ]);
    story.thread.forEach((part) => expect(xLength(part)).toBeLessThanOrEqual(280));
  });

  it('names the lead change once, in the title; every line is a past act, a behaviour as the project made to act', async () => {
    const story = await storyOf([
      commit('feat: add recurring invoices', 'ada', 'src/invoices/recurring.ts', 220),
      commit('fix: round the tax total to cents', 'grace', 'src/tax.ts'),
      commit('Show the due date on overdue invoices', 'linus', 'src/overdue.tsx'),
    ]);
    expect(story.title).toBe('Acme added recurring invoices');
    const lines = listLines(story.content);
    expect(lines).toHaveLength(2);
    expect(story.content).not.toMatch(/recurring invoices/i);
    // No order left and no "shows" beside "Added": every line a past act, a behaviour as the project made to act.
    expect(lines).toContain('- Made Acme show the due date on overdue invoices.');
    for (const line of [story.title, ...lines].map((l) => l.replace(/^- /, '')))
      expect(line.split(' ').find((w) => /^[a-z]/i.test(w) && w !== 'Acme')).toMatch(/ed$|^made$/i);
    for (const text of [story.thread.join('\n'), story.posts.linkedin, story.posts.discord])
      expect(text.match(/recurring invoices/g)).toHaveLength(1);
  });

  it('leaves a vague fix out beside changes that name something, saying why', async () => {
    const story = await storyOf([
      commit('Fix buggy edge case (#88)', 'ada', 'src/router.ts', 400),
      commit('fix: keep the scroll position when closing a modal', 'grace', 'src/modal.ts', 30),
      commit('Add retry button to upload dialog', 'linus', 'src/upload.tsx', 60),
    ]);
    expect(story.title).toBe('Acme added a retry button to upload dialog');
    expect(story.title).not.toMatch(/edge case/);
    expect(listLines(story.content)).toEqual(['- Made Acme keep the scroll position when closing a modal.']);
    expect(story.leftOut.map((l) => l.reason)).toContain(
      'Its words name no change a reader could use ("Fix bug").',
    );
  });

  it('gives telegraphic subjects the articles a sentence needs, keeping names, scope and code', async () => {
    const story = await storyOf([
      commit('feat(billing): add a yearly plan', 'ada', 'src/billing/plans.ts', 300),
      commit('Fix stale cache key for avatars', 'grace', 'src/avatars.ts'),
      commit('Add template tag for `PageHeader`', 'linus', 'src/page-header.tsx'),
      commit('Add tags to notes', 'joan', 'src/notes.ts'),
    ]);
    const lines = listLines(story.content);
    expect(lines).toContain('- Fixed the stale cache key for avatars.');
    expect(lines).toContain('- Added a template tag for `PageHeader`.');
    expect(lines).toContain('- Added tags to notes.');
    expect(story.title).toBe('Acme added a yearly plan in `billing`');
  });

  it('declines a week with nothing worth telling, saying why, and leaves out every commit with its reason', async () => {
    const ai = createBuiltinWriter();
    const request = { projectName: 'Acme', projectUrl: 'https://shiplog.example/p/acme' };
    const chores = [
      commit('ci: cache the node modules', 'ada', '.github/workflows/ci.yml'),
      commit('chore(deps): bump vitest from 3.1.0 to 3.2.0', 'dependabot[bot]', 'package-lock.json'),
      commit('docs: fix typo in README', 'grace', 'README.md'),
      commit('1.4.2', 'ada', 'package.json', 1),
    ];
    const onlyDocs = [
      commit('docs: explain the webhook secret', 'grace', 'docs/webhooks.md'),
      commit('Update README screenshots', 'ada', 'README.md'),
    ];
    const vague = [
      commit('Fix bug', 'ada', 'src/a.ts', 50),
      commit('fix: fix some issues', 'grace', 'src/b.ts'),
    ];
    for (const [week, why] of [
      [chores, /left out/],
      [onlyDocs, /Only documentation/],
      [vague, /name nothing/],
    ] as const) {
      const answer = await storyOrDecline(ai, week, request);
      expect(answer).toMatchObject({ declined: true, reason: expect.stringMatching(why) });
      expect(await composeStory(ai, week, request)).toBeNull();
    }
    const declined = await storyOrDecline(ai, chores, request);
    expect('declined' in declined && declined.leftOut).toHaveLength(4);
  });

  it('opens each post with the lead change as a sentence, no count of what else shipped, no emoji on every line', async () => {
    const story = await storyOf([
      commit('feat(export): add PDF export of invoices', 'ada', 'src/export/pdf.ts', 200),
      commit('fix: keep the search filter after a reload', 'grace', 'src/search.ts'),
      commit('fix: show the right currency on receipts', 'linus', 'src/receipts.ts'),
      commit('docs: document the PDF export', 'mona', 'docs/export.md'),
      commit('Add invoice number to email subject', 'joan', 'src/mail.ts', 15),
    ]);
    expect(story.thread[0]).toMatch(/^(1\/\d )?Acme added a PDF export of invoices\.\n\nAlso new:\n• /);
    expect(story.posts.linkedin).toMatch(/^Acme added a PDF export of invoices\.\n\n/);
    expect(story.posts.discord).toMatch(/^\*\*Acme added a PDF export of invoices\.\*\*\n\n/);
    const emojiLines = (text: string) =>
      text.split('\n').filter((l) => /^\p{Extended_Pictographic}/u.test(l));
    expect(emojiLines(story.thread.join('\n'))).toEqual([]);
    // LinkedIn: an emoji marks a group's heading at most, never each change.
    expect(emojiLines(story.posts.linkedin).length).toBeLessThanOrEqual(3);
    expect(story.posts.linkedin).toMatch(/^• Added invoice number to email subject\.$/m);
  });

  it('puts every order in the past as the understand stage reads it, and gives a named thing its verb', async () => {
    const story = await storyOf([
      commit('feat: add a calendar view', 'ada', 'src/calendar.tsx', 300),
      commit('Filter archived projects out of search', 'grace', 'src/search.ts'),
      commit('Auto-refresh the dashboard after each import', 'linus', 'src/dashboard.ts'),
      commit('Round the totals on receipts', 'joan', 'src/receipts.tsx'),
      commit('Fix flicker when switching tabs?', 'mona', 'src/tabs.tsx'),
      commit('Context menu keyboard navigation', 'ivo', 'src/menu.ts'),
    ]);
    const lines = listLines(story.content);
    expect(lines).toContain('- Filtered archived projects out of search.');
    expect(lines).toContain('- Auto-refreshed the dashboard after each import.');
    expect(lines).toContain('- Rounded the totals on receipts.');
    expect(lines).toContain('- Fixed the flicker when switching tabs.');
    expect(lines).toContain('- Added context menu keyboard navigation.');
  });
});

describe('a story leaves out what its readers would cut', () => {
  it('drops a scope the line already says or that only names a code area, keeps one that places the change', async () => {
    const story = await composeStory(
      createBuiltinWriter(),
      [
        commit('feat(locales): add a Welsh locale', 'rhian', 'src/locales/cy.ts', 200),
        commit('fix(types): accept readonly arrays in `pick()`', 'rhian', 'src/index.d.ts'),
        commit('feat(kit): add a compact density', 'mo', 'src/density.ts'),
        commit('feat(billing): add yearly invoices', 'mo', 'src/billing/yearly.ts'),
      ],
      { projectName: 'Acme Kit', projectUrl: 'https://shiplog.example/p/acme' },
    );
    expect(story!.title).toBe('Acme Kit added a Welsh locale');
    expect(story!.content).not.toMatch(/`(locales|types|kit)`/);
    expect(story!.content).toMatch(/yearly invoices in `billing`/);
  });

  it('tells a thing named without a verb as a sentence, and an optional behaviour as the option added', async () => {
    const story = await storyOf([
      commit('feat: add a calendar view', 'ada', 'src/calendar.tsx', 300),
      commit('Configurable retry delay', 'mo', 'src/retry.ts', 40),
      commit('Optionally keep the sort order when filtering lists', 'mo', 'src/list.ts'),
      commit('Generated hooks also include the suffix when provided', 'mo', 'src/hooks.ts'),
    ]);
    const lines = listLines(story.content);
    expect(lines).toContain('- Made retry delay configurable.');
    expect(lines).toContain('- Added an option to keep the sort order when filtering lists.');
    // A statement in the present goes in the past like the lines around it, its words kept.
    expect(lines).toContain('- Made generated hooks also include the suffix when provided.');
  });

  it('leaves out documentation edits and changes to tests, benchmarks or CI, with the merges that carry them', async () => {
    const story = await storyOf([
      commit('feat: add a calendar view', 'ada', 'src/calendar.tsx', 300),
      commit(
        'Merge pull request #7 from acme/bench\n\nSpeed up the benchmark setup',
        'lee',
        'bench/setup.ts',
      ),
      commit('Speed up the benchmark setup', 'lee', 'bench/setup.ts'),
      commit('Update README badges', 'lee', 'README.md'),
      commit('Fix broken links in the FAQ', 'lee', 'docs/faq.md'),
      commit('docs: add a guide to self-hosting behind nginx', 'grace', 'docs/self-hosting.md', 140),
    ]);
    expect(story.content).not.toMatch(/benchmark|README|FAQ/);
    expect(story.content).toContain('- Added a guide to self-hosting behind nginx.');
    expect(story.leftOut).toHaveLength(4);
  });

  it('thanks a person once when a commit names them by login and another by name', async () => {
    const story = await storyOf([
      commit('feat: add a calendar view', 'Lukas Taegert-Atkinson', 'src/calendar.tsx', 300),
      commit('fix: keep the week start on reload', 'lukastaegert', 'src/week.ts'),
      commit('fix: show the right time zone', 'tim', 'src/zone.ts'),
    ]);
    expect(story.content).toContain('Thanks to Lukas Taegert-Atkinson and tim.');
  });

  it('never gives the thanks an X post of their own: the last change goes with them', async () => {
    const story = await storyOf(
      Array.from({ length: 9 }, (_, i) =>
        commit(
          `fix: keep the filter of saved search number ${i + 1} after a reload of the page`,
          `person${i}`,
        ),
      ),
    );
    expect(story.thread.length).toBeGreaterThan(1);
    for (const part of story.thread) expect(part).toMatch(/^\d\/\d (Acme |More fixes and improvements:\n• )/);
    expect(story.thread.at(-1)).toMatch(/\n\nThanks to /);
  });
});

describe('a story keeps the developers’ own chores out', () => {
  it('leaves out changes that name the code’s inside or are typo-sized, and docs that came with a change', async () => {
    const story = await storyOf([
      commit('feat: add a calendar view', 'ada', 'src/calendar.tsx', 300),
      commit('Use RWMutex to protect the static provider', 'lee', 'src/provider.go'),
      commit('Make LabelFromKey return an empty string for unset keys', 'lee', 'src/keys.go'),
      commit('Mark the `Selector` type with the @internal JSDoc tag', 'lee', 'src/types.ts'),
      commit('Avoid non null assertion', 'lee', 'src/schema.ts'),
      commit('add missing quote', 'lee', 'src/batch.ts'),
      commit('logging: support the `ms` duration format and add docs', 'mo', 'src/logging.go'),
      commit('fix(locales): correct the Georgian word for "string"', 'mo', 'src/locales/ka.ts'),
    ]);
    expect(story.content).not.toMatch(/RWMutex|LabelFromKey|JSDoc|assertion|quote|`locales`/);
    expect(listLines(story.content)).toContain('- Added support for the `ms` duration format in `logging`.');
    expect(story.leftOut).toHaveLength(5);
  });
});

describe('a story’s headline', () => {
  it('leads with a change in words a reader knows before one that names the code’s own functions', async () => {
    const story = await storyOf([
      commit('feat: add `MatchWithError` to replace the SetVar hack', 'lee', 'src/match.go', 400),
      commit('feat: allow disabling storage cleaning', 'mo', 'src/storage.go', 40),
    ]);
    expect(story.title).toBe('Acme now allows disabling storage cleaning');
  });
});

describe('a story tells what a release or catch-all commit carries', () => {
  it('tells the fixes and features of a squash log under a subject that says nothing, without its steps', async () => {
    // A squash merge's message: its subject, then each squashed commit as "* subject".
    const log = (subject: string, ...items: string[]) =>
      [subject, ...items.map((i) => `* ${i}`)].join('\n\n');
    const story = await storyOf([
      commit('feat: add a calendar view', 'ada', 'src/calendar.tsx', 300),
      commit(
        log(
          '2.7.4 (#310)',
          'Keep trailing slashes in redirect targets',
          'Bump version',
          'Update snapshots',
          'Correctly parse quoted cookie values',
        ),
        'mo',
        'src/redirect.ts',
      ),
      commit(
        log('Assorted fixes (#311)', 'Stop dropping the last row of paged exports', 'Ignore lock files'),
        'lee',
      ),
      commit(log('Small fixes (#312)', 'Tidy imports', 'Update stubs'), 'lee', 'src/util.ts'),
    ]);
    const lines = listLines(story.content);
    expect(lines).toContain('- Made Acme keep trailing slashes in redirect targets.');
    expect(lines).toContain('- Made Acme correctly parse quoted cookie values.');
    expect(lines).toContain('- Stopped dropping the last row of paged exports.');
    // A fix said "correctly" goes with the fixes, not with the new features.
    expect(story.content.split('**Improved and fixed**')[1]).toMatch(/quoted cookie values/);
    // The steps of the work stay in the log.
    expect(story.content).not.toMatch(/version|snapshots|lock files|imports|stubs/i);
    // A log with nothing to tell leaves its commit out; the others are told once each.
    expect(story.told).toHaveLength(3);
    expect(story.leftOut).toHaveLength(1);
    expect(story.leftOut[0]!.sha).not.toBe(story.told[1]);
  });
});

describe('a story tells a product named in its own case', () => {
  it('keeps a change naming a product ("GitHub", "WebAssembly") and leaves out one naming a function', async () => {
    const calendar = commit('feat: add a calendar view', 'ada', 'src/calendar.tsx', 300);
    const { content } = await storyOf([
      calendar,
      ...['Show GitHub avatars beside commit authors', 'fix: load the WebAssembly parser lazily'].map((m) =>
        commit(m, 'mo', 'src/avatar-list.tsx'),
      ),
      ...['Make ReadHeaderList return nil for empty input', 'Pass the cache to SetValue'].map((m) =>
        commit(m, 'lee', 'src/headers.go'),
      ),
    ]);
    // Showing avatars is how the product now behaves: news, listed with the features.
    expect(listLines(content)).toEqual([
      '- Made Acme show GitHub avatars beside commit authors.',
      '- Loaded the WebAssembly parser lazily.',
    ]);
  });
});

describe('a story leaves out a docs page named by a merge without files', () => {
  it('reads a pull request’s merge that names the README as a documentation change', async () => {
    const merge = {
      ...commit('Update README to list the Helix plugin as an alternative (#77)', 'mo'),
      files: [],
    };
    const story = await storyOf([commit('feat: add a calendar view', 'ada', 'src/calendar.tsx', 300), merge]);
    expect(story.content).not.toMatch(/README|Helix/);
    expect(story.leftOut).toEqual([{ sha: merge.sha, reason: expect.stringMatching(/documentation/) }]);
  });
});

describe('a story’s articles', () => {
  it('reads a line past a short parenthesis or a quoted word when it gives the object its article', async () => {
    const story = await storyOf([
      commit('feat: add a calendar view', 'ada', 'src/calendar.tsx', 300),
      commit('feat(i18n): add Basque (eu) locale', 'mo', 'src/locales/eu.ts', 40),
      commit("fix: drop stray 'disabled' attribute from toggle buttons", 'lee', 'src/toggle.tsx'),
    ]);
    const lines = listLines(story.content);
    expect(lines).toContain('- Added a Basque (eu) locale.');
    expect(lines).toContain("- Dropped the stray 'disabled' attribute from toggle buttons.");
  });
});

describe('a story’s lines say what shipped, not where in the workshop', () => {
  it('tells an avoided failure as its fix, drops a source file’s name and leaves out workshop and toolchain bumps', async () => {
    // Each subject with the line it becomes, or null when the story leaves it out.
    const told: [subject: string, file: string, line: string | null][] = [
      [
        'Avoid crash when pasting an empty clipboard',
        'src/paste.ts',
        '- Fixed a crash when pasting an empty clipboard.',
      ],
      ['Improve glob matching speed in matcher.go', 'src/matcher.go', '- Improved glob matching speed.'],
      ['Fix the tsconfig paths in bench', 'src/index.ts', null],
      ['Bump minimum Rust version to 1.80', 'Cargo.toml', null],
    ];
    const story = await storyOf([
      commit('feat: add a calendar view', 'ada', 'src/calendar.tsx', 300),
      ...told.map(([subject, file]) => commit(subject, 'mo', file)),
    ]);
    expect(listLines(story.content)).toEqual(told.flatMap(([, , line]) => (line ? [line] : [])));
    expect(story.leftOut).toHaveLength(told.filter(([, , line]) => !line).length);
  });

  it('tells the same act on several named things once', async () => {
    const types = ['PageMeta', 'PageError', 'PageQuery'];
    const story = await storyOf([
      commit('feat: add a calendar view', 'ada', 'src/calendar.tsx', 300),
      ...types.map((t) => commit(`Export the \`${t}\` type`, 'mo', 'src/types.ts')),
      commit('fix: keep the week start on reload', 'lee', 'src/week.ts'),
    ]);
    expect(listLines(story.content)).toEqual([
      '- Made Acme keep the week start on reload.',
      '- Exported the `PageMeta`, `PageError` and `PageQuery` types.',
    ]);
    expect(story.told).toHaveLength(types.length + 2);
  });
});

describe('a story speaks of the project, not as its team', () => {
  it('supports an implemented activity and takes no "We …" sentence from a description', async () => {
    const story = await storyOf([
      commit(
        'feat: implement pausing the sync from the tray\n\nWe pause only the uploads and keep the downloads running for now.',
        'ada',
        'src/tray.ts',
        300,
      ),
      commit('fix: keep the week start on reload', 'lee', 'src/week.ts'),
    ]);
    expect(story.title).toBe('Acme added support for pausing the sync from the tray');
    expect(story.content).not.toMatch(/\bWe\b/);
  });
});

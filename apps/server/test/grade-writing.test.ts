import { describe, expect, it } from 'vitest';
import {
  checkDecision,
  checkFeatureClaim,
  checkGrammar,
  checkLength,
  checkNoise,
  checkProjectName,
  checkStockFrames,
  checkTitle,
  checkUpdateBody,
  commitClaimsNew,
  gradeCorpus,
  gradeWriting,
  requestFor,
  subjectOf,
} from './support/grade-writing';
import type { CorpusEntry, GradedRequest, GradedWriter, RuleFailure } from './support/grade-writing';

const SHA = '3419113b48e034fdcf8fa6bd3be3da7b3d0d758f';
const post = (text: string) => [{ field: 'post' as const, text }];
const rulesOf = (failures: RuleFailure[]) => [...new Set(failures.map((f) => f.rule))];

function entry(over: Partial<CorpusEntry> = {}): CorpusEntry {
  return {
    id: 'acme-0001',
    repo: 'acme/feedkit',
    sha: SHA,
    author: 'Ada',
    message: 'Add dark mode to the reader (#412)',
    files: [{ filename: 'src/reader/theme.ts', additions: 40, deletions: 0 }],
    expected: 'share',
    notes: 'feature',
    forbidden: [],
    ...over,
  };
}

describe('grader: decision', () => {
  it('wants a skip declined with a reason, and a share written', () => {
    const text = { title: 'T', content: 'C', writer: 'builtin' };
    const declined = { declined: true as const, reason: 'a dependency bump', writer: 'builtin' };
    expect(rulesOf(checkDecision({ expected: 'skip' }, text))).toEqual(['decision']);
    expect(rulesOf(checkDecision({ expected: 'skip' }, { ...declined, reason: ' ' }))).toEqual(['decision']);
    expect(checkDecision({ expected: 'skip' }, declined)).toEqual([]);
    expect(rulesOf(checkDecision({ expected: 'share' }, declined))).toEqual(['decision']);
    expect(checkDecision({ expected: 'share' }, text)).toEqual([]);
  });
});

describe('grader: noise', () => {
  const noise = (text: string, field: 'post' | 'title' | 'body' = 'post', forbidden: string[] = []) =>
    checkNoise([{ field, text }], { sha: SHA }, forbidden);

  it('catches commit furniture', () => {
    for (const bad of [
      'Dark mode is here (#412).',
      'Fixes #12 in the reader.',
      'Closes GH-77.',
      'Dark mode is here [skip ci]',
      'Dark mode [ci skip]',
      'Dark mode.\n\nSigned-off-by: Ada <ada@example.com>',
      'Dark mode.\nCo-authored-by: Bob <bob@example.com>',
      'feat: dark mode for the reader',
      'We shipped fix(reader): dark mode glitches',
      'Breaking: chore!: drop Node 16',
      'The change: “fix: dark mode”',
      '• fix: tests',
      ':sparkles: Dark mode for the reader',
      'Dark mode (commit 3419113).',
      'Reverts a6e8159eef, which broke the reader.',
      "Merge branch 'main' into dark-mode",
      'Merge pull request from ada/dark-mode',
      'Dark mode for the reader.\n\n* wip\n* fix',
    ]) {
      expect(rulesOf(noise(bad)), bad).toEqual(['noise']);
    }
  });

  it('passes clean prose, links, paths and hashtags', () => {
    for (const good of [
      'The reader has a dark mode now: it follows the system theme and remembers your choice.',
      'Details: https://github.com/acme/feedkit/pull/412#issuecomment-1 #buildinpublic',
      'Touched src/.changeset/50f184c5/changes.json and README.md.',
      'A quick fix: the reader no longer flashes white at night.',
      'Meeting at 10:30: the reader ships.',
      '- Dark mode follows the system\n- The choice is remembered',
    ]) {
      expect(noise(good), good).toEqual([]);
    }
  });

  it('lets an update body link an issue, but not a post or a title', () => {
    const linked = 'Dark mode ([#412](https://github.com/acme/feedkit/pull/412)) follows the system theme.';
    expect(noise(linked, 'body')).toEqual([]);
    expect(rulesOf(noise(linked, 'post'))).toEqual(['noise']);
    expect(rulesOf(noise('Dark mode (#412)', 'title'))).toEqual(['noise']);
  });

  it("applies the entry's forbidden strings, whatever their case", () => {
    expect(rulesOf(noise('Thanks to DEPENDABOT for this one', 'post', ['dependabot']))).toEqual(['noise']);
    expect(noise('Thanks to the team for this one', 'post', ['dependabot'])).toEqual([]);
  });
});

describe('grader: stock frames', () => {
  it('catches openers and closers that fit any commit', () => {
    for (const bad of [
      'Progress on feedkit: dark mode.',
      'Quality work on feedkit.',
      'Dark mode. Thanks for following along.',
      'Dark mode.\n\nOnward.',
      'Dark mode. More updates to follow.',
      'Summary: dark mode.',
      'The change: dark mode.',
      'An update to feedkit.',
      'Stay tuned!',
      'Exciting news: dark mode.',
      'Feedkit received a bug fix.',
      "We're excited to announce dark mode.",
    ]) {
      expect(rulesOf(checkStockFrames(post(bad))), bad).toEqual(['stock-frame']);
    }
  });

  it('passes a post that just says what changed', () => {
    const good =
      'feedkit now has a dark mode that follows your system theme. It moves forward onwards from the old toggle.';
    expect(checkStockFrames(post(good))).toEqual([]);
  });
});

describe('grader: project name', () => {
  const check = (text: string, message = 'Add dark mode') => checkProjectName(post(text), 'feedkit', message);

  it('allows the name once, spelled as given', () => {
    expect(check('feedkit has a dark mode now.')).toEqual([]);
    expect(rulesOf(check('Feedkit has a dark mode now.'))).toEqual(['project-name']);
    expect(rulesOf(check('feedkit has dark mode: feedkit follows the system.'))).toEqual(['project-name']);
  });

  it('does not count links, paths or longer words, and allows what the commit says', () => {
    expect(
      check('feedkit: see https://x.example/feedkit and feedkit/src/a.ts, feedkits everywhere.'),
    ).toEqual([]);
    expect(check('Feedkit(1) and feedkit', 'Feedkit(1) only in development')).toEqual([]);
  });
});

describe('grader: update body', () => {
  it('wants the body to say more than the title', () => {
    expect(rulesOf(checkUpdateBody('Added maxAge test', 'Added maxAge test.'))).toEqual([
      'update-repeats-title',
    ]);
    expect(
      rulesOf(
        checkUpdateBody('Added maxAge test', 'Added maxAge test.\n\nFiles: test/res.cookie.js. +18 −0'),
      ),
    ).toEqual(['update-repeats-title']);
    expect(
      checkUpdateBody(
        'Cookies can expire',
        'res.cookie() takes a maxAge option, in milliseconds, and sets Expires from it.',
      ),
    ).toEqual([]);
  });
});

describe('grader: title', () => {
  const check = (text: string, message = 'Add dark mode to the reader') =>
    checkTitle(text, message, 'feedkit');

  it('catches long, cut, dotted and lowercase titles', () => {
    expect(rulesOf(check('A'.repeat(101)))).toEqual(['title']);
    expect(rulesOf(check('Dark mode for the'))).toEqual(['title']);
    expect(rulesOf(check('Dark mode and'))).toEqual(['title']);
    expect(rulesOf(check('Dark mode for the rea'))).toEqual(['title']);
    expect(rulesOf(check('Dark mode for the reader…'))).toEqual(['title']);
    expect(rulesOf(check('Dark mode for the reader.'))).toEqual(['title']);
    expect(rulesOf(check('dark mode for the reader'))).toEqual(['title']);
    expect(rulesOf(check('added dark mode', 'added dark mode'))).toEqual(['title']);
    expect(rulesOf(check(''))).toEqual(['title']);
  });

  it('passes good titles, names spelled lowercase and scripts without case', () => {
    expect(check('Dark mode for the reader')).toEqual([]);
    expect(check('Reader fixed', 'Fixed the reader')).toEqual([]);
    expect(check('feedkit follows your system theme')).toEqual([]);
    expect(check('`getTableColumns` returns an array', 'Change getTableColumns to return an array')).toEqual(
      [],
    );
    expect(check('tmux panes fade when idle', 'feat(tmux): fade idle panes')).toEqual([]);
    expect(check('修复登录页面的错误', '修复登录页面的错误')).toEqual([]);
    expect(check('Version 2.0 is out…?'.replace('…?', ''))).toEqual([]);
  });
});

describe('grader: length', () => {
  it('holds each target to its limit and counts links as X does', () => {
    const url = `https://shiplog.example/p/${'x'.repeat(200)}`;
    expect(checkLength('post', 'x', `${'a'.repeat(250)} ${url}`)).toEqual([]);
    expect(rulesOf(checkLength('post', 'x', 'a'.repeat(281)))).toEqual(['length']);
    expect(rulesOf(checkLength('post', 'x', '修'.repeat(141)))).toEqual(['length']);
    expect(checkLength('post', 'discord', 'a'.repeat(2000))).toEqual([]);
    expect(rulesOf(checkLength('post', 'discord', 'a'.repeat(2001)))).toEqual(['length']);
    expect(checkLength('post', 'linkedin', 'a'.repeat(3000))).toEqual([]);
    expect(rulesOf(checkLength('post', 'linkedin', 'a'.repeat(3001)))).toEqual(['length']);
    expect(rulesOf(checkLength('post', 'x', '  '))).toEqual(['length']);
    // A commit update with nothing more to say than its title has no body.
    expect(checkLength('update', 'linkedin', '')).toEqual([]);
  });
});

describe('grader: grammar', () => {
  const check = (text: string, message = 'Add dark mode') => checkGrammar(post(text), message, 'feedkit');

  it('catches doubled words, "to added", lowercase sentences and tense mixing', () => {
    expect(rulesOf(check('We added the the dark mode.'))).toEqual(['grammar']);
    expect(rulesOf(check('It is now possible to added the theme.'))).toEqual(['grammar']);
    expect(rulesOf(check("The reader didn't fixed the glare."))).toEqual(['grammar']);
    expect(rulesOf(check('Dark mode is in. it follows the system.'))).toEqual(['grammar']);
    expect(
      rulesOf(
        check(
          'We made the button readable and stop it jumping.',
          'Make the button readable and stop it jumping',
        ),
      ),
    ).toEqual(['grammar']);
    expect(
      rulesOf(
        check(
          'Fixed memory leak, clean up body streams after retry.',
          'Fix memory leak, clean up body streams',
        ),
      ),
    ).toEqual(['grammar']);
  });

  it('passes sound sentences, identifiers and lowercase names', () => {
    expect(
      check(
        'We made the button readable and stopped it jumping.',
        'Make the button readable and stop it jumping',
      ),
    ).toEqual([]);
    expect(check('Added a flag to skip checks and use the cache.', 'Add a flag, use the cache')).toEqual([]);
    expect(check('Improvements to exported types. Changes to updated docs.')).toEqual([]);
    expect(check('Faster panes. tmux fades idle ones.', 'feat(tmux): fade idle panes')).toEqual([]);
    expect(rulesOf(check('Faster panes. tmux fades idle ones.', 'Fade idle tmux panes'))).toEqual([
      'grammar',
    ]);
    expect(check('It reads settings, e.g. the theme. `fetch` is patched. src/a.ts moved.')).toEqual([]);
    expect(check('He said that that was fine.')).toEqual([]);
    expect(check('feedkit starts faster. feedkit also shrinks.')).toEqual([]);
  });
});

describe('grader: "new feature" claims', () => {
  const commit = (message: string, files: CorpusEntry['files'] = []) => ({
    sha: SHA,
    message,
    repository: 'acme/feedkit',
    files,
  });

  it('knows which commits bring something new', () => {
    expect(commitClaimsNew(commit('feat(reader): dark mode'))).toBe(true);
    expect(commitClaimsNew(commit(':sparkles: Copy to clipboard'))).toBe(true);
    expect(commitClaimsNew(commit('Add support for Bun'))).toBe(true);
    expect(commitClaimsNew(commit('Add a new export format'))).toBe(true);
    expect(
      commitClaimsNew(commit('Add theme', [{ filename: 'src/theme.ts', additions: 40, deletions: 0 }])),
    ).toBe(true);
    expect(
      commitClaimsNew(
        commit('Add test for cookies', [{ filename: 'test/cookie.js', additions: 18, deletions: 0 }]),
      ),
    ).toBe(false);
    expect(
      commitClaimsNew(
        commit('Add missing semicolon', [{ filename: 'src/a.ts', additions: 1, deletions: 1 }]),
      ),
    ).toBe(false);
  });

  it('flags a feature claim the commit does not back', () => {
    const test = [
      commit('Added maxAge test', [{ filename: 'test/res.cookie.js', additions: 18, deletions: 0 }]),
    ];
    expect(rulesOf(checkFeatureClaim(post('feedkit has a new feature: a maxAge test.'), test))).toEqual([
      'feature-claim',
    ]);
    expect(rulesOf(checkFeatureClaim(post('We are launching a maxAge test.'), test))).toEqual([
      'feature-claim',
    ]);
    expect(rulesOf(checkFeatureClaim(post('This introduces a maxAge test.'), test))).toEqual([
      'feature-claim',
    ]);
    expect(checkFeatureClaim(post('Cookies with maxAge are covered by a test now.'), test)).toEqual([]);
    expect(checkFeatureClaim(post('Fixes a crash introduced in 2.1 that hit on launch.'), test)).toEqual([]);
    expect(checkFeatureClaim(post('A new feature: dark mode.'), [commit('feat: dark mode')])).toEqual([]);
  });
});

describe('grader: one answer', () => {
  const request = (kind: 'post' | 'update'): GradedRequest => requestFor(entry(), kind, 'x', 'casual');

  it('passes a publishable post and update, and fails a sloppy one on each rule it breaks', () => {
    expect(
      gradeWriting(entry(), request('post'), {
        title: '',
        content:
          'feedkit has a dark mode now: the reader follows your system theme. https://shiplog.example/p/feedkit',
        writer: 'test',
      }),
    ).toEqual([]);
    expect(
      gradeWriting(entry(), request('update'), {
        title: 'Dark mode for the reader',
        content: 'The reader follows your system theme, and remembers a choice you make by hand.',
        writer: 'test',
      }),
    ).toEqual([]);
    const sloppy = gradeWriting(entry(), request('update'), {
      title: 'added dark mode, stay tuned',
      content: 'Dark mode, the the Feedkit (#412).',
      writer: 'test',
    });
    expect(rulesOf(sloppy).sort()).toEqual(
      ['grammar', 'noise', 'project-name', 'stock-frame', 'title', 'update-repeats-title'].sort(),
    );
  });

  it('grades a declined answer on the decision alone', () => {
    const declined = { declined: true as const, reason: 'a lockfile bump', writer: 'test' };
    expect(
      gradeWriting(entry({ expected: 'skip', skipKind: 'lockfile' }), request('post'), declined),
    ).toEqual([]);
    expect(rulesOf(gradeWriting(entry(), request('post'), declined))).toEqual(['decision']);
  });

  it('reads a subject without its prefixes', () => {
    expect(subjectOf('✨ feat(reader)!: Dark mode (#412)\n\nbody')).toBe('Dark mode');
    expect(subjectOf(':bug: Fix the reader')).toBe('Fix the reader');
  });
});

describe('grader: the whole corpus', () => {
  const entries = [
    entry(),
    entry({ id: 'acme-0002', expected: 'skip', skipKind: 'lockfile', message: 'Bump x' }),
  ];

  it('runs each entry as three posts and an update, and tallies the rules', async () => {
    const seen: GradedRequest[] = [];
    const good: GradedWriter = {
      write: (request) => {
        seen.push(request);
        if (request.commits[0]!.message.startsWith('Bump'))
          return Promise.resolve({ declined: true, reason: 'a dependency bump', writer: 'test' });
        return Promise.resolve({
          title: 'Dark mode for the reader',
          content: 'The reader follows your system theme, and remembers a choice you make by hand.',
          writer: 'test',
        });
      },
    };
    const report = await gradeCorpus(good, entries);
    expect(seen.map((r) => `${r.kind}/${r.target}`)).toEqual([
      'post/x',
      'post/linkedin',
      'post/discord',
      'update/linkedin',
      'post/x',
      'post/linkedin',
      'post/discord',
      'update/linkedin',
    ]);
    expect(new Set(seen.slice(0, 3).map((r) => r.tone)).size).toBe(3);
    expect(seen[0]!.projectName).toBe('feedkit');
    expect(report).toMatchObject({ total: 8, passed: 8, rate: 1, failures: [] });
    expect(report.byKind.update).toEqual({ total: 2, passed: 2, rate: 1 });
  });

  it('counts a writer that writes everything up, or throws', async () => {
    const eager: GradedWriter = {
      write: () =>
        Promise.resolve({
          title: 'Progress on feedkit',
          content: 'Progress on feedkit (#412).',
          writer: 't',
        }),
    };
    const report = await gradeCorpus(eager, entries);
    expect(report.passed).toBe(0);
    expect(report.byRule.decision).toBe(4);
    expect(report.byRule['stock-frame']).toBe(8);
    expect(report.failures[0]).toMatchObject({ id: 'acme-0001', kind: 'post', target: 'x' });
    expect(report.failures[0]!.output).toContain('Progress on feedkit');

    const broken: GradedWriter = { write: () => Promise.reject(new Error('provider down')) };
    const crashed = await gradeCorpus(broken, entries);
    expect(crashed.byRule.error).toBe(8);
    expect(crashed.failures[0]!.details).toEqual(['error: provider down']);
  });
});

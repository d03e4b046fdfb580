import { describe, expect, it } from 'vitest';
import type { CommitFacts, WriteRequest, WrittenText } from '../src/integrations/ai';
import { writeBuiltin } from '../src/integrations/ai/builtin-writer';
import { readChange } from '../src/integrations/ai/understand/change';
import { shortTitle } from '../src/integrations/ai/compose/title';
import { stockFrames } from '../src/integrations/ai/check/stock-frames';
import type { CommitType } from '../src/integrations/ai';
import { targets, tones } from './support/ai';

const URL = 'https://shiplog.example/p/feedkit';
const sha = (n: number) =>
  `${n.toString(16).padStart(2, '0')}${'9c1d8e7b6a5f4e3d2c1b0a9f8e7d6c5b4a3921'}`.slice(0, 40);
const src = (filename: string, additions = 20, deletions = 4) => ({ filename, additions, deletions });

/** Commits worth sharing, written the ways people write them. */
const commits: CommitFacts[] = [
  { message: 'feat(feeds): add Atom feed per project (#412)', files: [src('src/feeds/atom.ts', 140, 0)] },
  {
    message: 'fix: make the subscribe button readable and stop it jumping on hover',
    files: [src('src/ui/button.tsx')],
  },
  {
    message: 'Fix crash when the project has no commits',
    files: [src('src/projects/list.ts'), src('test/list.test.ts')],
  },
  { message: 'Enable to set nonce in CSP', files: [src('src/security/csp.ts')] },
  {
    message: 'Allow owners to pin an update to the top of the page',
    files: [src('src/updates/pin.ts', 60, 2)],
  },
  { message: "Don't send the digest twice when a job retries", files: [src('src/mail/digest.ts')] },
  {
    message: 'perf: speed up the public page by caching rendered updates',
    files: [src('src/pages/cache.ts')],
  },
  {
    message:
      'Support custom domains for project pages\n\nOwners can point their own domain at the project page. The TLS certificate is issued on the first visit.',
    files: [src('src/domains/setup.ts', 220, 10), src('docs/domains.md', 40, 0)],
  },
  {
    message: 'Return 404 for unknown project slugs instead of 500',
    files: [src('src/projects/routes.ts', 6, 2)],
  },
  { message: 'Update feedkit logo and use it in the feedkit emails', files: [src('src/mail/layout.tsx')] },
].map((c, i) => ({ sha: sha(i), repository: 'acme/feedkit', author: 'Ada Lovelace', ...c }));

const request = (commit: CommitFacts, extra: Partial<WriteRequest> = {}): WriteRequest => ({
  kind: 'post',
  projectName: 'feedkit',
  projectUrl: URL,
  commits: [commit],
  tone: 'professional',
  target: 'x',
  ...extra,
});

function written(req: WriteRequest): WrittenText {
  const answer = writeBuiltin(req);
  if (answer.declined) throw new Error(`declined: ${answer.reason}`);
  return answer;
}

/** Every text of every commit, in every tone, for every target and as an update. */
const everything = commits.flatMap((commit) =>
  tones.flatMap((tone) => [
    ...targets.map((target) => ({ commit, text: written(request(commit, { tone, target })).content })),
    ...[written(request(commit, { tone, kind: 'update' }))].flatMap((u) => [
      { commit, text: u.title },
      { commit, text: u.content },
    ]),
  ]),
);

describe('writing: sentences a person would post', () => {
  it('turns the imperative subject into one tense, all the way through', () => {
    const line = (subject: string, type: CommitType = 'other') => readChange(subject, type, 'feedkit').title;
    expect(line('Fix crash when the project has no commits', 'fix')).toBe(
      'Fixed crash when the project has no commits',
    );
    expect(line('Make the button readable and stop it jumping', 'fix')).toBe(
      'Made the button readable and stopped it jumping',
    );
    expect(line('Add retries, fix the timeout and remove the old client')).toBe(
      'Added retries, fixed the timeout and removed the old client',
    );
    expect(line('Add a flag to skip checks and use the cache')).toBe(
      'Added a flag to skip checks and use the cache',
    );
    expect(line('Enable to set nonce in CSP')).toBe('Made it possible to set nonce in CSP');
    expect(line('Allow owners to pin an update')).toBe('Owners can now pin an update');
    expect(line('Let users pick a theme')).toBe('Users can now pick a theme');
    // What the software does from now on has a subject: the project, or the place the subject names.
    expect(line("Don't send the digest twice", 'fix')).toBe('feedkit no longer sends the digest twice');
    expect(line('Return 404 for unknown slugs', 'fix')).toBe('feedkit now returns 404 for unknown slugs');
    expect(line('Follow 301/302 redirects in HTTP checks', 'fix')).toBe(
      'HTTP checks now follow 301/302 redirects',
    );
    expect(line('Support Atom feeds', 'feat')).toBe('feedkit now supports Atom feeds');
    expect(line('Speed up the public page')).toBe('Sped up the public page');
    expect(line('Clean up the session store')).toBe('Cleaned up the session store');
    expect(line('Added a health check endpoint')).toBe('Added a health check endpoint');
    expect(line('Adds a health check endpoint')).toBe('Added a health check endpoint');
    expect(line('race condition in session refresh', 'fix')).toBe('Fixed race condition in session refresh');
    expect(line('Always return an object', 'fix')).toBe('feedkit now always returns an object');
  });

  it('never writes "Enabled to", a mixed tense or a commit verb left in the imperative', () => {
    for (const { commit, text } of everything) {
      expect(text, commit.message).not.toMatch(/\benabled to\b/i);
      expect(text, commit.message).not.toMatch(
        /\b(made|added|fixed)\b[^.]*\band (stop|add|fix|remove|use)\b/i,
      );
    }
  });

  it('names the project at most once, spelled as the project spells it', () => {
    for (const { commit, text } of everything) {
      const mentions = text.match(/(?<![\w/.-])feedkit(?![\w/-]|\.\w)/gi) ?? [];
      const own = commit.message.match(/feedkit/gi)?.length ?? 0;
      expect(mentions.length, text).toBeLessThanOrEqual(1 + own);
      for (const m of mentions) expect(m, text).toBe('feedkit');
    }
  });

  it('uses no stock opener or closer, and no bare issue number', () => {
    for (const { text } of everything) {
      const lower = text.toLowerCase();
      for (const opener of stockFrames.openers) expect(lower.startsWith(opener), text).toBe(false);
      for (const closer of stockFrames.closers)
        expect(lower, text).not.toMatch(new RegExp(`\\b${closer}[.!]?\\s*(\\n|$)`));
      expect(text.replace(/\[#\d+\]\(https:\/\/github\.com\/[^)]+\)/g, ''), text).not.toMatch(/#\d/);
      expect(text).not.toMatch(/\b(feat|fix|chore|perf)(\([^)]*\))?:/);
    }
  });

  it('frames tests and docs work as what it is, not as a new feature', () => {
    const tests = writeBuiltin(
      request({ ...commits[0]!, message: 'Add test for the Atom feed', files: [src('test/atom.test.ts')] }),
    );
    expect(tests).toMatchObject({ declined: true, reason: expect.stringMatching(/tests only/) });
    const docs = written(
      request(
        {
          ...commits[0]!,
          message: 'docs: add a guide to custom domains',
          files: [src('docs/domains.md', 90, 0)],
        },
        { tone: 'technical', target: 'linkedin' },
      ),
    );
    expect(docs.content).not.toMatch(/new (feature|capabilit)|launch|introduc/i);
    expect(docs.content).not.toMatch(/\d+ files?\b|\+\d+\/[−-]\d+/);
    expect(docs.content).toMatch(/guide to custom domains/);
  });

  it('gives update titles of at most 100 characters, cut at a clause, capitalised, with no period', () => {
    for (const commit of commits) {
      const { title } = written(request(commit, { kind: 'update' }));
      expect([...title].length).toBeLessThanOrEqual(100);
      // Capitalised, unless it opens with the project's name as the project spells it.
      expect(title).toMatch(/^([A-Z`]|feedkit )/);
      expect(title).not.toMatch(/[.…]$|\b(and|the|to|of|for|with|a|an)$/);
    }
    expect(
      shortTitle(
        'Moved the whole request pipeline from callbacks to async iterators so that cancellation and back-pressure work the same way',
      ),
    ).toBe('Moved the whole request pipeline from callbacks to async iterators');
    expect(
      shortTitle(
        'Added support for custom domains (with automatic TLS certificates issued on the first visit)',
      ),
    ).toBe('Added support for custom domains');
  });

  it('makes an update body that adds to its title, or none: the commit body, the source', () => {
    const withBody = written(request(commits[7]!, { kind: 'update' }));
    expect(withBody.title).toBe('feedkit now supports custom domains for project pages');
    expect(withBody.content).toContain('Owners can point their own domain at the project page.');
    expect(withBody.content).not.toMatch(/\d+ files?\b|source code/);
    const plain = written(request(commits[0]!, { kind: 'update', tone: 'casual' }));
    // Nothing more to say than the title: the body is the source line only.
    expect(plain.content).toBe('Source: [#412](https://github.com/acme/feedkit/pull/412)');
    expect(plain.sources).toEqual([{ label: '#412', url: 'https://github.com/acme/feedkit/pull/412' }]);
  });
});

describe('writing: variety', () => {
  it('gives another text for each next variant, the same one again for the same variant', () => {
    for (const commit of commits)
      for (const tone of tones)
        for (const target of targets) {
          const texts = [0, 1, 2].map(
            (variant) => written(request(commit, { tone, target, variant })).content,
          );
          // Regenerate never gives the same text twice in a row.
          expect(texts[1], `${commit.message} ${tone} ${target}`).not.toBe(texts[0]);
          expect(texts[2], `${commit.message} ${tone} ${target}`).not.toBe(texts[1]);
          expect(written(request(commit, { tone, target, variant: 1 })).content).toBe(texts[1]);
        }
  });

  it("avoids the openings of the project's recent texts", () => {
    const opening = (t: string) => t.split(/\s+/).slice(0, 2).join(' ').toLowerCase();
    for (const commit of commits) {
      const first = written(request(commit, { target: 'linkedin' })).content;
      const next = written(request(commit, { target: 'linkedin', recentTexts: [first] })).content;
      expect(opening(next), next).not.toBe(opening(first));
    }
  });
});

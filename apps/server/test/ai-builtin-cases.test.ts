import { describe, expect, it } from 'vitest';
import { createAiWriter, xLength, type WriterAnswer, type WrittenText } from '../src/integrations/ai';
import { writeBuiltin } from '../src/integrations/ai/builtin-writer';
import {
  targetLimits,
  UPDATE_CONTENT_LIMIT,
  UPDATE_TITLE_LIMIT,
} from '../src/integrations/ai/compose/limits';
import { loadConfig } from '../src/config';
import { commitFacts, postRequest, PROJECT_URL, sampleCommits, targets, tones } from './support/ai';

const measure = { x: xLength, linkedin: (t: string) => [...t].length, discord: (t: string) => [...t].length };

/** The text of an answer that must not be a decline. */
function text(answer: WriterAnswer): WrittenText {
  if (answer.declined) throw new Error(`declined: ${answer.reason}`);
  return answer;
}

describe('built-in writer, particular commits', () => {
  const answer = (
    message: string,
    target: 'x' | 'linkedin' | 'discord' = 'x',
    extra: object = {},
    force = false,
  ) =>
    writeBuiltin({
      ...postRequest(
        [{ sha: 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678', message, repository: 'acme/shiplog', ...extra }],
        'professional',
        target,
      ),
      force,
    });
  const write = (message: string, target: 'x' | 'linkedin' | 'discord' = 'x', extra: object = {}) =>
    text(answer(message, target, extra));

  it("declines 'fix: typo', and says it small and honest when asked anyway", () => {
    expect(answer('fix: typo')).toEqual({
      declined: true,
      reason: 'A typo fix: too small to be worth a post.',
      writer: 'builtin',
    });
    const { content, title } = text(answer('fix: typo', 'x', {}, true));
    expect(content).toMatch(/fixed a typo/i);
    expect(title).toBe('We fixed a typo');
    expect(content).not.toMatch(/feature|capabilit|performance|major|huge/i);
    const inFile = text(answer('fix: typo in README.md', 'x', { files: [{ filename: 'README.md' }] }, true));
    expect(inFile.content).toMatch(/fixed a typo in README\.md/i);
  });

  it('reads merge commits: the pull request title, its number as a source, or the branches', () => {
    const pr = write('Merge pull request #12 from x/y\n\nAdd dark mode toggle');
    expect(pr.content).toMatch(/dark mode toggle/i);
    expect(pr.content).not.toContain('#12');
    expect(pr.content).not.toContain('Merge pull request');
    expect(pr.sources).toEqual([{ label: '#12', url: 'https://github.com/acme/shiplog/pull/12' }]);
    const branch = answer("Merge branch 'main' into feature/x");
    expect(branch).toMatchObject({ declined: true, reason: expect.stringMatching(/branch merge/) });
    expect(text(answer("Merge branch 'main' into feature/x", 'x', {}, true)).content).toMatch(
      /merged main into feature\/x/i,
    );
  });

  it('flags breaking changes and repeats the BREAKING CHANGE note', () => {
    const bang = write('feat(api)!: drop support for Node 16');
    expect(bang.content).toMatch(/breaking/i);
    expect(bang.title).toBe('Breaking: We dropped support for Node 16 in the API');
    const footer = write(
      'refactor: rename the config file\n\nBREAKING CHANGE: shiplog.json is now shiplog.config.json',
      'linkedin',
    );
    expect(footer.content).toMatch(/breaking/i);
    expect(footer.content).toContain('shiplog.json is now shiplog.config.json');
  });

  it('keeps non-English subjects in their own words and drops commit trailers', () => {
    expect(write('Añadir modo oscuro al panel').content).toContain('Añadir modo oscuro al panel');
    expect(write('修复登录页面的错误').content).toContain('修复登录页面的错误');
    const trailers = write(
      'feat: add tabs\n\nBody line.\n\nSigned-off-by: Jane Doe <jane@example.com>',
      'linkedin',
    );
    expect(trailers.content).not.toContain('Signed-off-by');
    expect(trailers.content).not.toContain('jane@example.com');
  });

  it('keeps the link on X and cuts a very long subject at a word, not mid-word', () => {
    const long = `feat: ${'make the importer stream rows instead of loading whole files '.repeat(8)}`;
    const { content } = write(long);
    expect(xLength(content)).toBeLessThanOrEqual(280);
    expect(content.endsWith(PROJECT_URL)).toBe(true);
    expect(content).toMatch(/(stream|rows|instead|loading|whole|files|importer|make|the)…/);
  });

  it('keeps every limit for a giant one-line subject', () => {
    const giant = `fix: ${'overflowing-log-line-without-any-break '.repeat(150)}`;
    for (const target of targets) {
      const { content, title } = write(giant, target);
      expect(measure[target](content)).toBeLessThanOrEqual(targetLimits[target]);
      expect([...title].length).toBeLessThanOrEqual(UPDATE_TITLE_LIMIT);
    }
    const update = text(
      writeBuiltin(
        postRequest([{ sha: 'b'.repeat(40), message: giant, repository: 'a/b' }], 'casual', 'x', 'update'),
      ),
    );
    expect(update.content.length).toBeLessThanOrEqual(UPDATE_CONTENT_LIMIT);
  });

  it('summarises several commits in one text that lists them', () => {
    const commits = sampleCommits.slice(0, 4).map(commitFacts);
    const update = text(writeBuiltin(postRequest(commits, 'professional', 'x', 'update')));
    expect(update.title).toMatch(/^We added GitHub sign-in with PKCE.* and more$/);
    for (const line of [
      'Added GitHub sign-in with PKCE',
      'markdown preview',
      'double submit',
      'race condition',
    ])
      expect(update.content).toMatch(new RegExp(`^- .*${line}`, 'm'));
    expect(update.content).not.toMatch(/\d+ files?\b/);
    const post = text(writeBuiltin(postRequest(commits, 'casual', 'x')));
    expect(xLength(post.content)).toBeLessThanOrEqual(280);
    expect(post.content).toContain('We added GitHub sign-in with PKCE');
    const many = text(
      writeBuiltin({ ...postRequest(sampleCommits.map(commitFacts), 'technical', 'x'), force: true }),
    );
    expect(xLength(many.content)).toBeLessThanOrEqual(280);
    expect(many.content).toContain('and more');
  });

  it('ten commits do not read alike', () => {
    const ten = sampleCommits
      .filter((_, i) => i % 4 === 0)
      .slice(0, 10)
      .map((s, i) => commitFacts(s, i * 4));
    expect(ten).toHaveLength(10);
    for (const tone of tones) {
      const openings = ten.map((c) =>
        text(writeBuiltin({ ...postRequest([c], tone, 'linkedin'), force: true }))
          .content.split(/\s+/)
          .slice(0, 4)
          .join(' '),
      );
      expect(new Set(openings).size, `${tone}: ${openings.join(' | ')}`).toBeGreaterThanOrEqual(9);
    }
  });

  it('varies its phrasing for commits of the same kind', () => {
    const feats = Array.from({ length: 10 }, (_, i) => ({
      sha: `${i}`.repeat(40).slice(0, 40).replace(/^./, 'f'),
      message: `feat: add feature number ${i}`,
      repository: 'acme/shiplog',
    }));
    // Posted one after the other (the project's recent texts passed along, newest first), no
    // two consecutive posts open the same way.
    for (const tone of tones) {
      const recent: string[] = [];
      const opening = (t: string) => t.split(/\s+/).slice(0, 2).join(' ');
      for (const c of feats) {
        const post = text(writeBuiltin({ ...postRequest([c], tone, 'x'), recentTexts: [...recent] })).content;
        if (recent[0]) expect(opening(post), post).not.toBe(opening(recent[0]));
        recent.unshift(post);
      }
    }
  });

  it('is the writer createAiWriter gives without AI configuration', async () => {
    const writer = createAiWriter(loadConfig({}));
    expect(writer.provider).toBe('builtin');
    const request = postRequest([commitFacts(sampleCommits[0]!, 0)], 'casual', 'discord');
    await expect(writer.write(request)).resolves.toEqual(writeBuiltin(request));
  });
});

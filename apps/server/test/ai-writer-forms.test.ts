import { describe, expect, it } from 'vitest';
import type { CommitFacts } from '../src/integrations/ai';
import { inventedCommits, writeRequest, writerAnswer, writtenText } from './support/writer';

/**
 * Subjects whose words are not what they first look like: a command named before its verb, a
 * gerund, a hyphenated prefix, a change named as a noun, a body sentence led by a key's name;
 * and commits that look like nothing to share but are (or the other way round). Invented commits.
 */

const commit = inventedCommits('f');

/** The post's first paragraph and the update's title and body. */
async function said(c: CommitFacts): Promise<{ post: string; title: string; body: string }> {
  const post = await writtenText(writeRequest(c));
  const update = await writtenText(writeRequest(c, { kind: 'update' }));
  return { post: post.content.split('\n\n')[0]!, title: update.title, body: update.content };
}

async function declined(c: CommitFacts): Promise<boolean> {
  return !!(await writerAnswer(writeRequest(c))).declined;
}

describe('subjects read by their grammar', () => {
  it('keeps the verb of "fixes #N <what>" instead of reading the next noun as one', async () => {
    const { post, title, body } = await said(
      commit('fixes #41 issue with badges not refreshing on the status page'),
    );
    expect(post).toMatch(/^We fixed (an|the) issue with badges not refreshing on the status page\.$/);
    expect(title).not.toMatch(/issued/);
    expect(body).toContain('#41');
  });

  it('takes a command of two words before a colon as the scope ("pp create: print …")', async () => {
    const { post, title } = await said(commit('pp create: print the monitor URL after creating it'));
    for (const text of [post, title])
      expect(text).toMatch(/^`pp create` now prints the monitor URL after creating it/);
  });

  it('says a subject with its own verb after a short command name as it stands, the command as code', async () => {
    const { post, title } = await said(commit('pp sync skips paused monitors when no key is set'));
    expect(post).toBe('`pp sync` skips paused monitors when no key is set.');
    expect(title).toBe('`pp sync` skips paused monitors when no key is set');
  });

  it('never conjugates a word after an adverb that English does not know as a verb ("more data docs")', async () => {
    const { post } = await said(commit('more alerting docs', ['docs/alerting.md', 'docs/alerting-rules.md']));
    expect(post).not.toMatch(/alerted|mored/);
    expect(post).toMatch(/^(We added more alerting docs|More alerting docs)\./);
  });

  it('says "make sure X" as "ensured that X", never "Sure now …"', async () => {
    const { post, title } = await said(commit('Make sure the region is always set'));
    expect(post).toBe('We ensured that the region is always set.');
    expect(title).toBe('We ensured that the region is always set');
  });

  it('reads a leading gerund English first knows as an adjective as the verb it is ("moving X" → "moved X")', async () => {
    const { post } = await said(commit('moving probeTimeout to helpers so checks can share it'));
    expect(post).toMatch(/^We moved probeTimeout to helpers/);
  });

  it('keeps a hyphenated prefix of a verb ("Re-enable" → "re-enabled")', async () => {
    const { post, title } = await said(commit('Re-enable the pause button while a check runs'));
    expect(post).toMatch(/^We re-enabled the pause button/);
    expect(title).toMatch(/^We re-enabled the pause button/);
  });

  it('says a change named as a plural noun before "to"/"on" with its verb ("Edits on X" → "edited X")', async () => {
    const { post } = await said(commit('Edits on alert routing, webhooks, badge themes', ['src/alerts.ts']));
    expect(post).toMatch(/^We edited alert routing, webhooks, badge themes/);
    expect(post).not.toMatch(/edited on/);
  });

  it('leaves a body sentence led by a name with its own verb after "now" as it is ("Delete now sends …")', async () => {
    const c = commit(
      'Correctly handle Backspace and Delete in the console\n\nThe keys sent the wrong codes. Delete now sends the escape the terminal expects.',
    );
    const { post, body } = await said(c);
    for (const text of [post, body]) expect(text).not.toMatch(/We deleted/);
    expect(body).toContain('Delete now sends the escape the terminal expects.');
  });
});

describe('what is and is not worth sharing', () => {
  it('writes "Add <Name>.<member>" when no file of the commit has that name (not a web edit)', async () => {
    expect(await declined(commit('Add MonitorStore.pause', ['src/stores/monitor-store.ts']))).toBe(false);
    expect(await declined(commit('Add setup.md', ['docs/setup.md']))).toBe(true);
  });

  it('writes a whitespace change that says when the software does it ("Trim whitespace when saving tags")', async () => {
    expect(await declined(commit('Strip whitespace when saving tags', ['src/tags/save.ts']))).toBe(false);
    expect(await declined(commit('Strip trailing whitespace', ['src/tags/save.ts']))).toBe(true);
  });

  it('declines an indentation change with a longer place ("… in non-test source files")', async () => {
    expect(
      await declined(commit('Unify use of tab indent in non-test source files', ['src/a.ts', 'src/b.ts'])),
    ).toBe(true);
  });

  it('declines a fix of the previous commit and a name added to the contributors', async () => {
    expect(await declined(commit('fix broken previous commit', ['src/app.ts']))).toBe(true);
    expect(await declined(commit('Adds myself as a contributor.', ['package.json']))).toBe(true);
  });
});

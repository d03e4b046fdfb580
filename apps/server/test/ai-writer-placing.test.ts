import { describe, expect, it } from 'vitest';
import type { CommitFacts } from '../src/integrations/ai';
import { inventedCommits, writeRequest, writerAnswer, writtenText } from './support/writer';

/**
 * A post says the change and where it lands for the project's users, not only the subject again:
 * the place its files name, the project when nothing narrower does, what the body says the change
 * does. And the leftovers of reading a subject: labels before a colon, adverbs before the verb,
 * names after a preposition, asides of a removed reference, a pull request's review fixes, a
 * condition as an opening, a bump whose author says what it brings. Invented commits.
 */

const commit = inventedCommits('p');

async function said(c: CommitFacts): Promise<{ post: string; text: string; title: string; body: string }> {
  const post = await writtenText(writeRequest(c));
  const update = await writtenText(writeRequest(c, { kind: 'update' }));
  return {
    post: post.content.split('\n\n')[0]!,
    text: post.content,
    title: update.title,
    body: update.content,
  };
}

/** The post in each of its first four variants (what Regenerate steps through). */
async function everyVariant(c: CommitFacts): Promise<string[]> {
  const posts = [0, 1, 2, 3].map(
    async (variant) => (await writtenText(writeRequest(c, { variant }))).content,
  );
  return Promise.all(posts);
}

describe('a post places the change', () => {
  it('names the command its files sit under', async () => {
    const { post } = await said(
      commit('Strip whitespace when adding tags', [
        'pkg/cmd/monitor/edit/edit.go',
        'pkg/cmd/monitor/edit/edit_test.go',
      ]),
    );
    expect(post).toBe('We stripped the whitespace when adding tags in the `monitor edit` command.');
  });

  it('names a driver or transport its files sit under, spelled as its files spell it', async () => {
    const { post } = await said(commit('Add a timeout to probes', ['src/transports/Grpc/GrpcTransport.ts']));
    expect(post).toBe('We added a timeout to probes in the Grpc transport.');
  });

  it('leaves out a folder of the code’s own (a controller) as a place', async () => {
    const { post } = await said(
      commit('Simplify saving app state', ['pkg/gui/controllers/state_controller.go']),
    );
    expect(post).not.toMatch(/controller/);
  });

  it('places a short change in the project when nothing narrower places it', async () => {
    expect((await said(commit('Add URLStore.back', ['lib/stores/url-store.js']))).post).toBe(
      'We added URLStore.back to PagePulse.',
    );
    expect((await said(commit('Remove all legacy probe flags', ['src/probe.ts']))).post).toBe(
      'We removed all legacy probe flags from PagePulse.',
    );
    expect((await said(commit('Fix mouse reports', ['src/input.rs']))).post).toBe(
      'We fixed mouse reports in PagePulse.',
    );
  });

  it('places the change in every wording of it ("We\'ve added a caret key to PagePulse.")', async () => {
    const c = commit('Add caret key', ['src/config.rs']);
    for (const post of await everyVariant(c))
      expect(post.split('\n\n')[0]).toMatch(/^We(?:'ve)? added a caret key to PagePulse\.$/);
  });

  it('does not place a clause that says where already, a docs change, or a body that names the project', async () => {
    expect((await said(commit('Move probeTimeout to helpers', ['src/helpers.ts']))).post).not.toMatch(
      /PagePulse/,
    );
    expect((await said(commit('Add more alerting docs', ['docs/alerts.md']))).post).not.toMatch(/PagePulse/);
    const { text } = await said(
      commit('Add region checks\n\nPagePulse now checks every region.', ['src/r.ts']),
    );
    expect(text.match(/PagePulse/g)).toHaveLength(1);
  });

  it('says what "This change …" in the body says, without its frame', async () => {
    const { body } = await said(
      commit(
        'Optimize number of early calls to loadConfig\n\nThis change reduces the number of calls during startup to one.',
        ['src/config.ts'],
      ),
    );
    expect(body).toBe('It reduces the number of calls during startup to one.');
  });

  it('tells the body’s "This fixes an issue where…" in the post', async () => {
    const { text } = await said(
      commit(
        'Fix window options for the first window\n\nThis fixes an issue where the first window would not use the options passed to `open`.',
        ['src/window.ts'],
      ),
    );
    expect(text).toContain(
      'This fixes an issue where the first window would not use the options passed to `open`.',
    );
  });
});

describe('subjects and bodies read as they are meant', () => {
  it('reads a label before a colon as a label, "Breaking change" as a breaking change', async () => {
    const { post, title } = await said(commit('Breaking change: drop Node 14 support', ['src/index.ts']));
    expect(post).toMatch(/^We dropped Node 14 support/);
    expect(title).toBe('Breaking: We dropped Node 14 support');
    const security = await said(commit('Security fix: escape monitor names in alerts', ['src/alerts.ts']));
    expect(security.post).toMatch(/^We escaped monitor names in alerts/);
  });

  it('reads an order after an adverb as the order ("Properly close …")', async () => {
    const { post } = await said(commit('Properly close sockets on shutdown', ['src/server.ts']));
    expect(post).toBe('PagePulse now properly closes sockets on shutdown.');
  });

  it('declines a few words that say how the work goes and name nothing', async () => {
    for (const message of ['Still plugging away', "Still truckin' on", 'Just keep going']) {
      const answer = await writerAnswer(writeRequest(commit(message, ['src/app.ts'])));
      expect(answer.declined, message).toBe(true);
    }
  });

  it('puts no article before a name English knows as one, or one the files spell as a name', async () => {
    expect((await said(commit('Fix probe timeouts on darwin', ['src/platform/darwin.ts']))).post).toBe(
      'We fixed probe timeouts on darwin.',
    );
    const { post } = await said(
      commit('Add onDelete check for oracle', ['src/driver/oracle/OracleDriver.ts', 'src/driver/Driver.ts']),
    );
    expect(post).toMatch(/^We added an onDelete check for Oracle\b/);
  });

  it('drops an aside left by a removed "Fixes #N" line', async () => {
    const { text, body } = await said(
      commit('fix: keep stale monitors paused (#41)\n\nFixes #40 (see issue for the full story)', [
        'src/m.ts',
      ]),
    );
    for (const t of [text, body]) expect(t).not.toMatch(/see issue|\(\s*\)/);
  });

  it('leaves out the "fix:" commits that mend a pull request’s own work in review', async () => {
    const { text, body } = await said(
      commit(
        'fix: keep stale monitors paused (#41)\n\n* fix: keep stale monitors paused\n\n* test: cover paused monitors\n\n* fix: skip check for other regions\n\n* Change example methods',
        ['src/monitors.ts', 'test/monitors.test.ts'],
      ),
    );
    for (const t of [text, body]) expect(t).not.toMatch(/We also|other regions|example methods/);
  });

  it('never opens with a condition from the body', async () => {
    const c = commit(
      'Add Monitor.retryBudget option\n\nIf set then failed probes are retried before an alert is sent.',
      ['src/monitor.ts'],
    );
    for (const post of await everyVariant(c)) expect(post).not.toMatch(/^If\b/);
  });

  it('writes a bump whose author says what users gain; a plain bump stays declined', async () => {
    const gain = await said(
      commit(
        'Bump undici from 5.1.0 to 6.0.0\n\nundici 6 makes requests over HTTP/2 about 20% faster and fixes a memory leak on aborted requests.',
        ['package.json', 'package-lock.json'],
      ),
    );
    expect(gain.text).toContain('undici 6 makes requests over HTTP/2 about 20% faster');
    const plain = await writerAnswer(
      writeRequest(commit('Bump undici from 5.1.0 to 5.1.1', ['package.json', 'package-lock.json'])),
    );
    expect(plain.declined).toBe(true);
  });

  it('never opens with a body sentence that points back at the change ("We fix this by…")', async () => {
    const c = commit(
      'Fix order of saved probe history\n\nWe fix this by storing the history in reversed order, which keeps the logic simple.',
      ['src/history.ts'],
    );
    for (const post of await everyVariant(c)) expect(post).not.toMatch(/^We fix this/);
  });

  it('leaves out a body sentence about the next commit', async () => {
    const { text, body } = await said(
      commit('Bump the required Go version to 1.21\n\nWe need this to use slices.Sort in the next commit.', [
        'go.mod',
        'src/sort.go',
      ]),
    );
    for (const t of [text, body]) expect(t).not.toMatch(/next commit/);
  });

  it('reads "fix: check whether X …" as the check it adds, its place kept in the clause', async () => {
    const { post } = await said(commit('fix: check whether `probeId` is present in the queue', ['src/q.ts']));
    expect(post).toBe('PagePulse now checks whether `probeId` is present in the queue.');
  });

  it('keeps a body sentence whose only noise is a link in brackets, without the link', async () => {
    const { body } = await said(
      commit(
        'status: denote the license of the embedded script\n\nThis commit adds support for LibreJS (https://en.wikipedia.org/wiki/GNU_LibreJS).',
        ['src/status/page.html'],
      ),
    );
    expect(body).toMatch(/^It adds support for LibreJS\.$/m);
    expect(body).not.toMatch(/wikipedia/);
  });
});

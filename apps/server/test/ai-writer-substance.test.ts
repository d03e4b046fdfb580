import { describe, expect, it } from 'vitest';
import { xLength } from '@shiplog/contract';
import { inventedCommits, PAGEPULSE_URL as URL, writeRequest, writtenText } from './support/writer';

/**
 * Posts and updates say what a commit carries beyond its subject: the changes a squash merge
 * lists (without the steps of the work), the body's paragraphs (without questions, plans or
 * lead-ins whose list is gone), and, for a commit that is only its subject, what its files tell.
 * Every commit here is invented.
 */

const commit = inventedCommits('c', { additions: 30, deletions: 4 });
const base = writeRequest;
const written = writtenText;

/** The text without the project link or the sources line. */
const body = (text: string) =>
  text
    .replace(`\n\n${URL}`, '')
    .replace(/\n*Sources?: .*$/s, '')
    .trim();

const SQUASH = commit(
  [
    'Speed up status checks (#88)',
    '',
    '* Check endpoints in parallel batches',
    '',
    '* fix tests',
    '',
    '* update snaps',
    '',
    '* Reuse keep-alive connections for HTTP checks',
    '',
    '* review fixes',
    '',
    "* Merge branch 'main' into faster-checks",
    '',
    '* Update changelog',
    '',
    '* Add a timeout setting for slow endpoints',
    '',
    '* bump version to 2.4.0',
  ].join('\n'),
  ['src/checks/run.ts', 'src/checks/http.ts', 'test/checks.test.ts', 'CHANGELOG.md'],
);

const WORK = /tests|snaps|review|merge|changelog|version|2\.4\.0|#88/i;

describe('a squash merge: the changes it lists, not the steps of the work', () => {
  it('lists the changes in the update, cleaned, and leaves the steps out', async () => {
    const update = await written(base(SQUASH, { kind: 'update' }));
    const said = body(update.content);
    expect(said.split('\n'), update.content).toEqual([
      '- Checked endpoints in parallel batches',
      '- Reused keep-alive connections for HTTP checks',
      '- Added a timeout setting for slow endpoints',
    ]);
    expect(said).not.toMatch(WORK);
  });

  it('lists them on LinkedIn and Discord, and says them in one sentence on X', async () => {
    const linkedin = await written(base(SQUASH));
    expect(linkedin.content).toMatch(/^• Reused keep-alive connections for HTTP checks$/m);
    expect(linkedin.content).toMatch(/^• Added a timeout setting for slow endpoints$/m);
    const discord = await written(base(SQUASH, { target: 'discord' }));
    expect(discord.content).toMatch(/^- Checked endpoints in parallel batches$/m);
    const x = await written(base(SQUASH, { target: 'x' }));
    expect(xLength(x.content)).toBeLessThanOrEqual(280);
    expect(x.content).not.toMatch(/^[•-] /m);
    expect(body(x.content)).toMatch(/reused keep-alive connections for HTTP checks/);
    expect(body(x.content).split('\n\n')).toHaveLength(1);
    for (const post of [linkedin, discord, x]) expect(body(post.content)).not.toMatch(WORK);
  });

  it('says the changes one verb shares once, finishing the opening when they do what it did', async () => {
    const c = commit(
      'Optimize chart rendering (#93)\n\n* Optimize uptime chart rendering\n* Optimize latency chart rendering\n* fix snapshot\n* Optimize incident chart rendering',
      ['src/charts/uptime.ts', 'src/charts/latency.ts', 'src/charts/incidents.ts'],
    );
    const x = await written(base(c, { target: 'x' }));
    expect(body(x.content)).toMatch(
      /^We optimized [^.]+: the uptime chart, the latency chart and the incident chart\.$/,
    );
  });

  it("tells in a post only the log lines that read as sentences, never the author's shorthand", async () => {
    const c = commit(
      [
        'Fix pin dragging on maps (#61)',
        '',
        '* skip hidden pins from drag condition',
        '* keep pins selected if locked',
        '* move dragState to store options',
        '* Add a keyboard shortcut for locking pins',
      ].join('\n'),
      ['src/maps/drag.ts', 'src/maps/settings.ts'],
    );
    for (const target of ['x', 'linkedin', 'discord'] as const) {
      const post = await written(base(c, { target }));
      expect(post.content).not.toMatch(/drag condition|if locked|dragState/);
      expect(post.content, post.content).toMatch(/keyboard shortcut for locking pins/);
    }
  });

  it('finishes the opening on every target when the log does what the subject did', async () => {
    const c = commit(
      'Optimize chart rendering (#93)\n\n* Optimize uptime chart rendering\n* Change the legend font for charts\n* Optimize latency chart rendering\n* Optimize incident chart rendering',
      ['src/charts/uptime.ts', 'src/charts/latency.ts', 'src/charts/incidents.ts'],
    );
    for (const target of ['linkedin', 'discord'] as const)
      for (const variant of [0, 1, 2, 3]) {
        const post = await written(base(c, { target, variant }));
        // "We optimized…" or, on Regenerate, "We've optimized…": the same sentence, finished alike.
        expect(body(post.content).replace(/\*\*/g, ''), post.content).toMatch(
          /^We(?:'ve)? optimized [^.]+: the uptime chart, the latency chart and the incident chart\.$/,
        );
      }
  });

  it('says a second order of a log line in the same tense ("collected X and threw Y")', async () => {
    const c = commit(
      'Check monitor owners (#70)\n\n* Collect monitors with no owner and throw one error\n* fix tests',
      ['src/monitors/owners.ts'],
    );
    const update = await written(base(c, { kind: 'update' }));
    expect(update.content).toMatch(/collected monitors with no owner and threw one error/i);
  });

  it('keeps what holds today and leaves out the plan tacked on after it ("however this will change…")', async () => {
    const c = commit(
      'Add retries for webhook deliveries\n\ncurrently only the Slack webhook supports this, however this will change in the near future to cover email too',
      ['src/webhooks/deliver.ts'],
    );
    for (const kind of ['post', 'update'] as const) {
      const text = (await written(base(c, { kind }))).content;
      expect(text, text).toMatch(/Currently only the Slack webhook supports this\./);
      expect(text).not.toMatch(/near future|email/);
    }
    // Regenerate never leads with it: "this" needs the change said before it.
    for (const variant of [0, 1, 2, 3]) {
      const text = (await written(base(c, { variant }))).content;
      expect(text, text).toMatch(/^We(?:'ve)? added retries for webhook deliveries\./);
    }
  });

  it('says "It" for the subject of the opening when the next sentence opens with it again', async () => {
    const c = commit(
      'fix(notifier): retry unanswered alerts after a timeout\n\nSkip the retry queue for alerts older than an hour so stale alerts cannot pile up.',
      ['src/notifier/send.ts'],
    );
    for (const kind of ['post', 'update'] as const) {
      const text = (await written(base(c, { kind, target: 'discord' }))).content;
      expect(text, text).toMatch(/\bIt now skips the retry queue/);
    }
  });

  it('joins hard-wrapped Japanese lines without a space, and English lines with one', async () => {
    const c = commit(
      [
        'fix(probe): 監視の再試行を修正',
        '',
        '- 応答のないホストへの再試行が止まらない問題を直した。タイムアウト後は',
        '  次の周期まで待つようにした。',
        '- Retries for silent hosts now wait for the',
        '  next cycle after a timeout.',
      ].join('\n'),
      ['src/probe/retry.ts'],
    );
    const update = await written(base(c, { kind: 'update' }));
    expect(update.content, update.content).toMatch(/タイムアウト後は次の周期まで待つようにした/);
    expect(update.content, update.content).toMatch(/wait for the next cycle/);
  });

  it('finishes the opening with a body that is only its "so" clause ("So it works on older Node")', async () => {
    const c = commit(
      'Use a fetch shim for status checks\n\nSo it works on Node versions without a global fetch.',
      ['src/checks/fetch.ts'],
    );
    for (const target of ['linkedin', 'x', 'discord'] as const) {
      const post = await written(base(c, { target }));
      expect(post.content, post.content).toMatch(
        /fetch shim for status checks so it works on Node versions without a global fetch\./,
      );
    }
  });

  it('writes no body when the one change left only says the title again', async () => {
    const c = commit(
      'Add CSV export for uptime reports (#90)\n\n* add csv export for uptime reports\n\n* fix lint\n\n* add tests',
      ['src/reports/csv.ts', 'test/csv.test.ts'],
    );
    const update = await written(base(c, { kind: 'update' }));
    expect(body(update.content)).toBe('');
    const post = await written(base(c));
    // The title's one sentence: no list, nothing else.
    expect(body(post.content)).toMatch(/^[^\n•]*CSV export for uptime reports\.$/);
  });
});

const BODY = commit(
  [
    'fix(alerts): send one alert per incident',
    '',
    'The notifier used to send an alert for every failed check, so a flapping',
    'endpoint paged the on-call person dozens of times. Alerts are now grouped by',
    'incident, and a new alert goes out only when an incident opens or closes,',
    'letting the on-call person sleep through a flap.',
    '',
    'We could also group alerts by region later, but that needs its own settings',
    'page. Should the grouping window be configurable?',
    '',
    'The grouping is kept per status page for two reasons:',
  ].join('\n'),
  ['src/alerts/notifier.ts', 'src/alerts/group.ts'],
);

describe('a commit body: whole paragraphs in the update, its telling sentences in the post', () => {
  it('keeps the paragraph whole, its wrapped lines joined with their commas, and leaves out questions, plans and empty lead-ins', async () => {
    const update = await written(base(BODY, { kind: 'update' }));
    const said = body(update.content);
    expect(said).toMatch(
      /^The notifier used to send an alert for every failed check, so a flapping endpoint/,
    );
    expect(said).toMatch(/opens or closes, letting the on-call person sleep through a flap\.$/);
    expect(said).not.toMatch(/region|configurable|two reasons|\?/);
  });

  it('keeps paragraphs apart in the update', async () => {
    const c = commit(
      [
        'Add maintenance windows',
        '',
        'Owners can schedule a maintenance window for a monitor, and checks that',
        'fail during it open no incident.',
        '',
        'The status page shows the window ahead of time, so visitors know about it',
        'before it starts.',
      ].join('\n'),
      ['src/maintenance/window.ts', 'src/pages/status.ts'],
    );
    const update = await written(base(c, { kind: 'update' }));
    expect(body(update.content).split('\n\n'), update.content).toHaveLength(2);
  });

  it('says in the post what changed rather than how it was before, and what the update says too', async () => {
    const update = body((await written(base(BODY, { kind: 'update' }))).content);
    for (const target of ['linkedin', 'discord', 'x'] as const) {
      const post = await written(base(BODY, { target }));
      const said = body(post.content).replace(/\*\*/g, '');
      expect(said, post.content).toMatch(/Alerts are now grouped by incident/);
      expect(said, post.content).not.toMatch(/used to send|region|configurable|two reasons/);
      const sentences = said.split('\n\n').slice(1).join(' ');
      for (const sentence of sentences.split(/(?<=\.)\s+/).filter(Boolean))
        expect(update, sentence).toContain(sentence);
    }
  });

  it('posts on X the sentence that tells the change, never the whole wall of a long body', async () => {
    const wall = [
      'Every region used to share one worker, so a slow region held the others back.',
      ...['Frankfurt', 'Virginia', 'Tokyo', 'Sydney', 'Toronto'].map(
        (region) =>
          `The ${region} region now runs its checks from its own worker and reports them on its own schedule.`,
      ),
    ].join(' ');
    const c = commit(`Run checks per region\n\n${wall}`, ['src/checks/regions.ts']);
    const x = await written(base(c, { target: 'x' }));
    expect(xLength(x.content)).toBeLessThanOrEqual(280);
    expect(body(x.content), x.content).toMatch(
      /The Frankfurt region now runs its checks from its own worker/,
    );
    expect(body(x.content)).not.toMatch(/used to share|…$/);
    expect(body(x.content).match(/ region now runs/g)?.length ?? 0).toBeLessThanOrEqual(2);
  });
});

describe('a commit that is only its subject: what its files tell, or one clean sentence', () => {
  it('adds no stock line about the docs, the readme or the type definitions changed with it', async () => {
    for (const files of [
      ['src/badges/render.ts', 'docs/badges.md', 'test/badges.test.ts'],
      ['src/badges/render.ts', 'README.md'],
      ['src/badges/render.ts', 'types/index.d.ts'],
    ])
      for (const target of ['linkedin', 'x', 'discord'] as const) {
        const post = await written(base(commit('Add uptime badges for status pages', files), { target }));
        const said = body(post.content).replace(/\*\*/g, '');
        expect(said, post.content).toBe('We added uptime badges for status pages.');
      }
  });

  it('says the component a one-file change lives in as the scope of its sentence, not a line of its own', async () => {
    const c = commit('fix: flush pending edits before closing', [
      'src/components/IncidentEditor.tsx',
      '.changeset/brave-owls-sing.md',
    ]);
    const post = await written(base(c));
    expect(body(post.content), post.content).toMatch(
      /^The incident editor now flushes pending edits before closing\.$/,
    );
    const update = await written(base(c, { kind: 'update' }));
    expect(update.title).toMatch(/incident editor/);
  });

  it('writes one clean sentence when the files tell nothing more, with no frame and no counts', async () => {
    const c = commit('Show the check interval on each monitor', ['src/monitors/list.ts']);
    for (const target of ['linkedin', 'discord', 'x'] as const) {
      const post = await written(base(c, { target }));
      const said = body(post.content).replace(/\*\*/g, '');
      expect(said, post.content).toMatch(/^[^\n]*check interval on each monitor\.$/);
      expect(said.match(/\.(\s|$)/g), post.content).toHaveLength(1);
    }
  });
});

describe('regenerate', () => {
  it('gives another text for each next variant of a commit with substance', async () => {
    for (const c of [SQUASH, BODY]) {
      const texts = new Set<string>();
      for (const variant of [0, 1, 2]) texts.add((await written(base(c, { variant }))).content);
      expect(texts.size, [...texts].join('\n---\n')).toBeGreaterThan(1);
    }
  });
});

describe('body sentences kept whole and in their own grammar', () => {
  const commit = inventedCommits('e');
  const update = async (message: string) =>
    (await writtenText(writeRequest(commit(message), { kind: 'update' }))).content;

  it('keeps the last word of a hard-wrapped line with a reference, and drops a phrase that only points at it', async () => {
    const text = await update(
      'Fix the row count read for the uptime bar\n\nAfter #812 we need to read more rows at first so that the bar goes to\nits full width for long histories. Otherwise it starts half as wide.',
    );
    expect(text).toContain('We now read more rows at first so that the bar goes to its full width');
    expect(text).not.toMatch(/After we|goes its/);
  });

  it('keeps a body sentence that has its own subject and verb, and one determiner of two', async () => {
    const text = await update(
      'Fix the snooze demo\n\nSnooze timers are now cleared after a restart, so the demo needs a small change.\n\nWe show the a notice when a timer is dropped.',
    );
    expect(text).toContain('Snooze timers are now cleared after a restart');
    expect(text).toContain('We show a notice when a timer is dropped.');
    expect(text).not.toMatch(/We snoozed|the a /);
  });
});

describe('pull request templates and work logs: what is left once they are read', () => {
  const commit = inventedCommits('e', { additions: 30, deletions: 4 });
  /** The update's body (without its sources) and the LinkedIn post. */
  const bothTexts = async (c: ReturnType<typeof commit>) => [
    body((await written(base(c, { kind: 'update' }))).content),
    (await written(base(c))).content,
  ];

  it('reads a bold list item as a heading, and drops a checklist with the lines it wraps onto', async () => {
    const c = commit(
      [
        'Let owners pause a monitor from its card (#310)',
        '',
        '- **PR Description**',
        '',
        'A paused monitor keeps its history and stops sending alerts.',
        '',
        '- **Please check if the PR fulfills these requirements**',
        '',
        '* [x] Docs have been updated (see',
        '[here](https://example.com/contributing#docs))',
        '* [x] Tests have been added (see',
        '[here](https://example.com/testing.md)',
        'for the test guide)',
        '* [x] If a new option was added, make sure it can be',
        'reloaded without a restart (see',
        '[here](https://example.com/options.md))',
      ].join('\n'),
    );
    for (const text of await bothTexts(c)) {
      expect(text).toMatch(/A paused monitor keeps its history and stops sending alerts\./);
      expect(text).not.toMatch(/PR Description|Please check|here\)|test guide|restart/i);
    }
  });

  it('says the solution a "Solution:" line gives, not the bug told before it', async () => {
    const c = commit(
      [
        'Fix exporting reports whose title is empty (#311)',
        '',
        '- **PR Description**',
        '',
        'When the report title is empty, the PDF exporter will produce an error.',
        'Solution: Add a default title to untitled reports.',
      ].join('\n'),
    );
    for (const text of await bothTexts(c)) {
      expect(text).toMatch(/We added a default title to untitled reports\./);
      expect(text).not.toMatch(/will produce an error|PR Description/);
    }
  });

  it('leaves out a fix body that tells the bug as if it still happens', async () => {
    const c = commit(
      `Fix badge colors in dark mode\n\nThe badge renderer crashes when the theme has no accent color.`,
    );
    const update = await written(base(c, { kind: 'update' }));
    expect(update.content).not.toMatch(/crashes/);
    const post = await written(base(c));
    expect(post.content).not.toMatch(/crashes/);
  });

  it('says "we need to X" in a body as what the commit now does, and a verbless "Using X…" with its subject', async () => {
    const c = commit(
      `Fix uptime totals across a daylight saving change\n\nWe need to count the hours in UTC at both ends of the range.`,
    );
    for (const text of await bothTexts(c)) {
      expect(text).toMatch(/We now count the hours in UTC at both ends of the range\./);
      expect(text).not.toMatch(/need to/);
    }
    const using = commit(
      "Add Fish support for the shell completion script\n\nUsing Fish's own `complete` builtin to avoid quoting errors in the completion script.",
    );
    const update = await written(base(using, { kind: 'update' }));
    expect(update.content).toMatch(/^We now use Fish's own `complete` builtin to avoid quoting errors/);
  });

  it('takes out the word that pointed at a reference, and keeps the sentence that ended on it', async () => {
    const c = commit(
      [
        'Fix the incident timeline demo (#320)',
        '',
        'Incidents are now grouped by day, so the timeline demo changes with them.',
        '',
        'The demo broke after the changes in #318. This is a small update to reflect the grouped',
        'incidents from #318.',
      ].join('\n'),
    );
    const update = await written(base(c, { kind: 'update' }));
    expect(update.content).toMatch(/to reflect the grouped incidents\./);
    expect(update.content).not.toMatch(/ in\.| from\./);
  });

  it('leaves out the work log of a squash merge: the first commit the title names, a typo of it, code behaviour in the past, notes for now', async () => {
    const c = commit(
      [
        'monitors: `tcp` probe operation (#330)',
        '',
        '* Implemented tcp probe oeration',
        '',
        '* Modified probe operation to use timeouts from config',
        '',
        '* Return 503 status in probe handlers',
        '',
        '* Keep ProbeResult signature the same for now',
        '',
        '* Tweak test, update probe_core version',
        '',
        '* expect ts error',
      ].join('\n'),
      ['src/monitors/tcp.ts', 'src/monitors/probe.ts'],
    );
    const update = await written(base(c, { kind: 'update' }));
    expect(body(update.content)).toBe('We also modified the probe operation to use timeouts from config.');
    const post = await written(base(c));
    expect(post.content).not.toMatch(/oeration|503|for now|version|ts error/);
  });

  it("leaves out a squashed commit's own body when it is a short order from the work", async () => {
    const c = commit(
      [
        'checks: Allow `0` as retries for `http_probe` (#340)',
        '',
        '* Allow 0 as retries',
        '',
        'Change positive to non-negative',
        '',
        '* checks: allow 0 as http probe retries',
        '',
        '* test: add more retry tests',
      ].join('\n'),
    );
    for (const text of await bothTexts(c)) expect(text).not.toMatch(/positive|probe retries/i);
  });
});

describe('a sentence that goes on from one left out', () => {
  it('leaves out the example of an aside that was left out ("For example, …", "Similarly, …")', async () => {
    const c = inventedCommits('d')(
      [
        'Allow renaming and archiving monitors in read-only mode',
        '',
        "There's no reason not to allow these.",
        '',
        'Technically we could enable a few more, but I chose not to because some might be confusing in read-only mode. For example, deleting a monitor would work, but the monitor might still show up. Similarly, pausing would work, but nothing would say so.',
      ].join('\n'),
    );
    const update = await written(base(c, { kind: 'update' }));
    expect(update.content).not.toMatch(/For example|Similarly/);
  });
});

describe('the sentences a post leads with', () => {
  it('never opens with "After that, …" when the step before it is not told', async () => {
    const c = inventedCommits('b')(
      'Allow picking a region when creating a monitor\n\nWhen creating a monitor, the owner will first be asked to pick a region (if there is more than one). After that, the plan list is filled with the plans of that region - instead of all plans.',
    );
    for (const target of ['x', 'linkedin'] as const)
      expect((await written(base(c, { target }))).content).not.toMatch(/After that/);
  });
});

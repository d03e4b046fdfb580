import { describe, expect, it } from 'vitest';
import type { CommitFacts } from '../src/integrations/ai';
import {
  inventedCommits,
  PAGEPULSE_URL as URL,
  writeRequest,
  writerAnswer,
  writtenText,
} from './support/writer';

/**
 * The ways the writer went wrong on commits of projects it had never seen, each with an
 * invented commit (none is from a corpus): a post or update a developer would not publish as is.
 */

const commit = inventedCommits('a');
const base = writeRequest;
const written = writtenText;

/** Every post (three targets, three tones) and the update of a commit. */
async function everyText(c: CommitFacts): Promise<string[]> {
  const out: string[] = [];
  for (const tone of ['technical', 'professional', 'casual'] as const) {
    for (const target of ['x', 'linkedin', 'discord'] as const)
      out.push((await written(base(c, { tone, target }))).content);
    const update = await written(base(c, { tone, kind: 'update' }));
    out.push(update.title, update.content);
  }
  return out;
}

const body = (text: string) => text.replace(`\n\n${URL}`, '').replace(/\n\nSources?: .*$/s, '');

describe('the writer on commits it has never seen', () => {
  it('opens and closes with no stock frame', async () => {
    const frames =
      /^(\*\*)?(\p{Extended_Pictographic}\s*)?(in pagepulse,? we|with this change|we changed pagepulse so|pagepulse changelog|as of this commit|good news|progress on|the gist|pagepulse:)|\b(onward|more soon|thanks for following along)[.!]?\s*$/iu;
    for (const message of [
      'feat: add uptime badges for status pages',
      'fix: stop double alerts when a check flaps',
      'Make incident notes editable after posting',
    ])
      for (const text of await everyText(commit(message))) expect(body(text), text).not.toMatch(frames);
  });

  it('writes no sentence about file or line counts', async () => {
    const c = commit('feat: weekly uptime report by email', [
      'src/reports/weekly.ts',
      'src/mail/report.tsx',
      'test/weekly.test.ts',
    ]);
    for (const text of await everyText(c))
      expect(text, text).not.toMatch(
        /\b\d+ (files?|lines?)\b|\+\d+\/[−-]\d+|lines? (added|removed)|in numbers/i,
      );
  });

  it('gives an update body that never repeats its title: nothing when the commit says nothing more', async () => {
    const update = await written(
      base(commit('feat: add a dark theme to the status page'), { kind: 'update' }),
    );
    expect(update.title).toMatch(/dark theme/i);
    expect(update.content).toBe('');
  });

  it("keeps a pull request's description and drops its template: checklist, screenshots, questions", async () => {
    const c = commit('Incident timeline (#88)', ['src/incidents/timeline.tsx'], {
      pullRequest: {
        number: 88,
        title: 'Incident timeline',
        body: [
          '## Description',
          'Each incident page now lists its updates on a timeline, newest first. Should we also show resolved incidents here?',
          '',
          'This is needed for two reasons:',
          '',
          '## Checklist',
          '- [x] Tests added',
          '- [ ] Docs updated',
          '',
          '## Screenshots',
          'Before: ![before](https://example.com/a.png)',
        ].join('\n'),
      },
    });
    const update = await written(base(c, { kind: 'update' }));
    expect(update.content).toContain('Each incident page now lists its updates on a timeline, newest first.');
    expect(update.content).not.toMatch(/\[[ x]\]|Checklist|Screenshots|Before:|!\[|\?|two reasons/);
  });

  it('does not read a noun as a verb ("fix: lead time in reports")', async () => {
    for (const text of await everyText(commit('fix: lead time in reports', ['src/reports/lead-time.ts'])))
      expect(text, text).not.toMatch(/\bled time\b/i);
  });

  it('says "fix X and add Y" in one tense', async () => {
    for (const text of await everyText(commit('fix: the cache key and add a retry', ['src/cache/key.ts'])))
      expect(text, text).not.toMatch(/\band add\b/i);
  });

  it('leaves no imperative in ("Let the client retry …"), in the subject or in a list', async () => {
    const c = commit('Let the client retry on 503 responses', ['src/client/retry.ts']);
    for (const text of await everyText(c))
      expect(body(text).trim(), text).not.toMatch(/^(\*\*)?(\p{Extended_Pictographic}\s*)?Let the client/u);
    const listed = commit(
      'feat: retries for the API client\n\n- Let the client retry on 503 responses\n- Back off between attempts',
    );
    for (const text of await everyText(listed)) expect(text, text).not.toMatch(/^[-•] (Let|Back off)\b/m);
  });

  it('gives titles a subject: no "Now uses …"', async () => {
    for (const message of [
      'Use the server clock for check timestamps',
      "Don't page on-call for maintenance windows",
    ]) {
      const update = await written(base(commit(message), { kind: 'update' }));
      expect(update.title, update.title).not.toMatch(/^(now|no longer)\b/i);
    }
  });

  it('states the fix, not the bug, as what shipped', async () => {
    const bug = await written(
      base(commit('fix: the status badge is cached forever', ['src/badges/cache.ts']), { kind: 'update' }),
    );
    expect(bug.title).toMatch(/^We fixed\b/);
    const named = await written(base(commit('fix: settings page ux improvement'), { kind: 'update' }));
    expect(named.title).not.toMatch(/^Fixed settings page ux improvement/i);
  });

  it('says a fix named by what users do as that now working ("fix: pausing monitors from the CLI")', async () => {
    const c = commit('fix: pausing monitors from the CLI', ['src/cli/pause.ts']);
    for (const tone of ['technical', 'professional', 'casual'] as const) {
      const post = await written(base(c, { tone }));
      expect(body(post.content), post.content).toMatch(/Pausing monitors from the CLI now works\.$/);
      expect(post.content).not.toMatch(/fixed pausing/i);
    }
    const update = await written(base(c, { kind: 'update' }));
    expect(update.title).toBe('Pausing monitors from the CLI now works');
  });

  it('keeps the scope: the middleware the commit is about', async () => {
    const c = commit('fix(rate-limit): remove the X-Powered-By header', ['src/middleware/rate-limit.ts']);
    for (const text of await everyText(c))
      if (!/^Source/.test(text) && text) expect(text, text).toMatch(/rate-limit/);
  });

  it('keeps the whole change in a long title: its condition and its second verb are not cut to fit', async () => {
    for (const [message, kept] of [
      [
        'fix: retry a check when both the primary and the fallback resolver time out',
        /fallback resolver time out$/,
      ],
      ['Return `null` instead of an empty string from `uptime()` on paused monitors', /on paused monitors$/],
      ['Add `region` to the `beforeCheck` hook and change its argument to a single object', /single object$/],
    ] as const) {
      const update = await written(base(commit(message, ['src/checks/run.ts']), { kind: 'update' }));
      expect(update.title, update.title).toMatch(kept);
      expect([...update.title].length).toBeLessThanOrEqual(100);
    }
  });

  it('keeps a clause of a long title whole or leaves it out whole, and moves an aside to the body', async () => {
    const clause = commit(
      'perf: cache compiled status routes so that cold starts and config reloads skip the expensive router build step',
      ['src/status/routes.ts'],
    );
    const long = await written(base(clause, { kind: 'update' }));
    expect(long.title, long.title).not.toMatch(/so that cold starts$|so that$/);
    expect(long.title, long.title).toMatch(/compiled status routes/);
    const aside = commit(
      'Install the Brotli encoder on the probe hosts (the stock one lacks streaming support)',
      ['scripts/probe-hosts.sh'],
    );
    const update = await written(base(aside, { kind: 'update' }));
    expect(update.title).not.toMatch(/\(/);
    expect(update.content, update.content).toMatch(/^The stock one lacks streaming support\./);
  });

  it('keeps a pair of verbs after "to" as infinitives ("to stub and send"), in a body sentence', async () => {
    const c = commit(
      'fix: require a token for badge requests\n\nBadge requests without a token are now refused. Update the staging fixtures to stub and send badge tokens.',
      ['src/badges/auth.ts'],
    );
    const update = await written(base(c, { kind: 'update' }));
    expect(update.content, update.content).toMatch(/to stub and send badge tokens/);
    expect(update.content).not.toMatch(/\bsent\b/);
  });

  it('keeps the scope of a change said as how things behave now ("X is no longer …", "X are now …")', async () => {
    const dep = commit('fix(badge-render): @pagepulse/logger should not be a prod dep', [
      'packages/badge-render/package.json',
      'packages/badge-render/src/log.ts',
    ]);
    for (const text of [
      (await written(base(dep))).content,
      (await written(base(dep, { kind: 'update' }))).title,
    ])
      expect(text, text).toMatch(/no longer a production dependency in `badge-render`/);
    const cmd = commit('fix(probe): hosts from the config root should be found', [
      'packages/cli/src/cmd/probe.ts',
    ]);
    for (const text of [
      (await written(base(cmd))).content,
      (await written(base(cmd, { kind: 'update' }))).title,
    ])
      expect(text, text).toMatch(/now found in the probe command/);
  });

  it('says a platform with "on" ("overflow in mobile" → "on mobile")', async () => {
    const c = commit('Fix status table overflow in mobile', ['src/status/table.css']);
    for (const text of await everyText(c))
      if (text && !/^Source/.test(text)) expect(text, text).toMatch(/on mobile/);
  });

  it('keeps a path with a placeholder as written ("/status/<name>")', async () => {
    for (const text of await everyText(
      commit('feat: serve public status pages at /status/<name>', ['src/routes/status.ts']),
    ))
      if (text) expect(text, text).toContain('/status/<name>');
    const inBody = commit(
      'feat: public status pages\n\nEach project gets a page at /status/<name>: uptime, incidents and badges.',
    );
    for (const text of await everyText(inBody))
      if (/Each project/.test(text)) expect(text, text).toContain('/status/<name>: uptime');
  });

  it('reads "follow 301/302 redirects" as what the checks do now, not as something we followed', async () => {
    for (const text of await everyText(
      commit('fix: follow 301/302 redirects in HTTP checks', ['src/checks/http.ts']),
    )) {
      expect(text, text).not.toMatch(/\bfollowed\b/i);
      if (text) expect(text, text).toMatch(/follow 301\/302 redirects/);
    }
  });

  it('keeps the selling point of a performance commit ("about 30% faster")', async () => {
    const c = commit('perf: batch DNS lookups for checks (about 30% faster)', ['src/checks/dns.ts']);
    for (const target of ['x', 'linkedin', 'discord'] as const)
      expect((await written(base(c, { target }))).content).toMatch(/30% faster/);
    expect((await written(base(c, { kind: 'update' }))).title).toMatch(/30% faster/);
    const inBody = commit(
      'perf: batch DNS lookups for checks\n\nChecks used to look up every host on its own before each run, so large projects waited on DNS for seconds; they now resolve all hosts in one batch, which makes a full run about 30% faster.',
      ['src/checks/dns.ts'],
    );
    for (const tone of ['technical', 'professional', 'casual'] as const)
      for (const target of ['x', 'linkedin', 'discord'] as const)
        expect((await written(base(inBody, { tone, target }))).content).toMatch(/30% faster/);
  });

  it("keeps a squash merge's list and credits its co-author", async () => {
    const c = commit(
      'Status page themes (#12)\n\n* Add a dark and a light theme for status pages\n* Let owners pick the theme in settings\n\nCo-authored-by: Jo Lee <jo@example.com>',
      ['src/themes/dark.css', 'src/settings/theme.tsx'],
    );
    const post = await written(base(c));
    expect(post.content).toMatch(/dark and a light theme/);
    expect(post.content).toMatch(/pick the theme in settings/);
    expect(post.content).not.toMatch(/^PagePulse: Status page themes\.?$/m);
    expect(post.credits).toEqual(['Jo Lee']);
  });

  it('keeps a LinkedIn post whole in the technical tone with short emoji examples: no emoji mid-sentence', async () => {
    const c = commit(
      'feat: incident subscriptions by email\n\nVisitors can subscribe to a status page and get an email when an incident opens or closes. Unsubscribing is one click.',
      ['src/subscriptions/email.ts'],
    );
    const voice = {
      tone: 'technical' as const,
      avoid_phrases: [],
      hashtags: [],
      sign_off: '',
      examples: ['🚀 Faster checks today.', '🚀 New badges are live.'],
    };
    const post = await written(base(c, { tone: 'technical', voice }));
    expect(body(post.content).split('\n\n').length, post.content).toBeGreaterThan(1);
    expect(post.content).toMatch(/Unsubscribing is one click/);
    expect(post.content).not.toMatch(/[\p{L},]\s*\p{Extended_Pictographic}\uFE0F?\s*\p{Ll}/u);
  });

  it('gives Regenerate a different structure, not another opening on the same sentence', async () => {
    const c = commit(
      'fix(rate-limit): remove the X-Powered-By header\n\nThe header told scanners which framework serves the API.',
      ['src/middleware/rate-limit.ts'],
    );
    const texts = await Promise.all(
      [0, 1, 2].map(async (variant) => (await written(base(c, { target: 'x', variant }))).content),
    );
    // Two texts that share their first sentence but for a few words of opening are one wording.
    const firstSentence = (t: string) =>
      new Set(
        body(t)
          .split(/(?<=[.!?])\s/)[0]!
          .toLowerCase()
          .match(/[\p{L}\d-]+/gu),
      );
    const apart = (a: string, b: string) => {
      const x = firstSentence(a);
      const y = firstSentence(b);
      return [...x].filter((w) => !y.has(w)).length + [...y].filter((w) => !x.has(w)).length;
    };
    expect(apart(texts[0]!, texts[1]!), texts.join('\n---\n')).toBeGreaterThan(4);
    expect(apart(texts[1]!, texts[2]!), texts.join('\n---\n')).toBeGreaterThan(4);
  });

  it('never opens two consecutive posts of a project the same way', async () => {
    const recent: string[] = [];
    for (const message of [
      'feat: add SMS alerts',
      'feat: add Slack alerts',
      'feat: add webhook alerts',
      'feat: add alert digests',
    ]) {
      const post = (await written(base(commit(message), { recentTexts: [...recent] }))).content;
      const opening = (t: string) => t.split(/\s+/).slice(0, 2).join(' ').toLowerCase();
      if (recent[0]) expect(opening(post), post).not.toBe(opening(recent[0]));
      recent.unshift(post);
    }
  });

  it('writes a merge whose own description is a security fix, and still declines a bare merge', async () => {
    const security = commit(
      "Merge branch 'security/token-logs'\n\nStop writing session tokens to the access log\n\nThe request logger printed the Authorization header of every request. It now redacts it.",
      ['src/logging/request-logger.ts'],
    );
    const post = await written(base(security));
    expect(post.content).toMatch(/session tokens/);
    expect(post.content).not.toMatch(/merged/i);
    const bare = await writerAnswer(base(commit("Merge branch 'main' into feature/badges")));
    expect(bare.declined).toBe(true);
  });

  it('writes a merge whose security fix is in a list or named by its advisory, and says the fix', async () => {
    const listed = commit(
      "Merge branch 'hotfix/1.4.2'\n\n- Fix prototype pollution in the query-string parser (CVE-2024-31207)\n- Bump version to 1.4.2",
      ['src/query/parse.ts', 'package.json'],
    );
    const advisory = commit(
      "Merge branch 'hotfix/1.4.2'\n\nCVE-2024-31207: prototype pollution in the query-string parser",
      ['src/query/parse.ts'],
    );
    for (const c of [listed, advisory]) {
      const post = await written(base(c));
      const update = await written(base(c, { kind: 'update' }));
      for (const text of [post.content, update.title]) {
        expect(text, text).toMatch(/fixed (the )?prototype pollution in the query-string parser/i);
        expect(text, text).not.toMatch(/added CVE|merged/i);
      }
    }
    const bareList = await writerAnswer(
      base(commit("Merge branch 'release'\n\n* Bump deps\n* Update README")),
    );
    expect(bareList.declined).toBe(true);
  });

  it('reads a pull request titled "Security fix" from its body, with code kept as written', async () => {
    const c = commit('Merge pull request #41 from ada/security-fix\n\nSecurity fix', ['src/query/parse.ts'], {
      pullRequest: {
        number: 41,
        title: 'Security fix',
        body: 'Fix prototype pollution in the query-string parser. A crafted `?__proto__[admin]=1` could set properties on every object.',
      },
    });
    const post = await written(base(c));
    const update = await written(base(c, { kind: 'update' }));
    for (const text of [post.content, update.title]) {
      expect(text, text).toMatch(/prototype pollution in the query-string parser/);
      expect(text, text).not.toMatch(/fixed the security\b/i);
    }
    expect(update.content).toContain('`?__proto__[admin]=1`');
  });

  it('spells out commit shorthand ("in Win", "prod dep", "overriden") and leaves code alone', async () => {
    const cases: [string, RegExp, RegExp][] = [
      ['fix: change the default retry policy in Win', /retry policy on Windows\b/, /\bin Win\b/],
      ['fix(cli): @pagepulse/logger is not a prod dep anymore', /production dependency/, /\bprod dep\b/],
      ['feat: set the timeout of an overriden check', /overridden check/, /overriden/],
    ];
    for (const [message, want, never] of cases) {
      const c = commit(message, ['src/cli/index.ts']);
      const update = await written(base(c, { kind: 'update' }));
      const post = await written(base(c));
      for (const text of [update.title, post.content]) {
        expect(text, text).toMatch(want);
        expect(text, text).not.toMatch(never);
      }
    }
    const code = await written(base(commit('fix: read `prod dep` entries from the `win` section')));
    expect(code.content).toContain('`prod dep`');
    expect(code.content).toContain('`win`');
  });

  it('keeps a subject that has its own verb ("X can be renamed") and says a "can\'t" fix as what users can do', async () => {
    const own = await written(base(commit('fix: platform monitors can be renamed'), { kind: 'update' }));
    expect(own.title).toBe('Platform monitors can now be renamed');
    const users = await written(base(commit('feat: teams can export incident reports as CSV')));
    expect(users.content).toMatch(/^Teams can now export incident reports as CSV\./);
    const cannot = await written(base(commit("fix: can't rename monitors"), { kind: 'update' }));
    expect(cannot.title).toBe('You can now rename monitors');
    // An order whose object holds "can" stays an order.
    const order = await written(base(commit('feat: add a flag that can skip checks'), { kind: 'update' }));
    expect(order.title).toMatch(/added a flag that can skip checks/i);
  });

  it('reads a fix that opens with a verb by its making ("create", "normalize") as what the software does now', async () => {
    const cases: [string, string[], RegExp][] = [
      [
        'fix(package-fetcher): create the integrity hash after a re-download',
        ['src/package-fetcher/fetch.ts'],
        /^`package-fetcher` now creates the integrity hash after a re-download$/,
      ],
      [
        'fix: generate badge colors from the check status',
        ['src/badges/color.ts'],
        /now generates badge colors/,
      ],
      [
        'fix(uploads): normalize file names before upload',
        ['src/uploads/name.ts'],
        /uploads now normalize file names/,
      ],
    ];
    for (const [message, files, want] of cases) {
      const update = await written(base(commit(message, files), { kind: 'update' }));
      expect(update.title).toMatch(want);
      expect(update.title).not.toMatch(/fixed (an issue where )?(create|generate|normalize)\b/i);
    }
    // A noun a fix names stays a noun.
    const lead = await written(
      base(commit('fix: lead time in reports', ['src/reports/lead.ts']), { kind: 'update' }),
    );
    expect(lead.title).not.toMatch(/\bled\b|now leads/);
  });

  it('keeps an article lower-case after the verb it gets ("feat: a home-screen widget")', async () => {
    const c = commit('feat(widget): a home-screen widget with the next departure');
    const update = await written(base(c, { kind: 'update' }));
    const post = await written(base(c));
    for (const text of [update.title, post.content]) expect(text, text).not.toMatch(/\b(added|Added) A\b/);
  });

  it('gives every title and first sentence a subject, in every tone ("Added … to the widget" is a fragment)', async () => {
    const c = commit('feat(widget): add uptime sparkline to the embed widget', ['src/widget/embed.tsx']);
    for (const tone of ['technical', 'professional', 'casual'] as const) {
      const post = await written(base(c, { tone, target: 'x' }));
      const first = body(post.content).replace(/^\p{Extended_Pictographic}\uFE0F?\s*/u, '');
      expect(first, first).not.toMatch(/^(Added|Fixed|Set|Updated|Removed)\b/);
      const update = await written(base(c, { tone, kind: 'update' }));
      expect(update.title, update.title).not.toMatch(/^(Added|Fixed|Set|Updated|Removed)\b/);
    }
  });

  it('turns orders in the body into sentences with a subject, not fragments ("Mounted the guard on …")', async () => {
    const c = commit(
      'fix(api): require a token for the export endpoint\n\nThe export endpoint answered anonymous requests. Mount the token guard on /api/export so unauthenticated calls get a 401.',
      ['src/api/export.ts'],
    );
    const update = await written(base(c, { kind: 'update' }));
    expect(update.content).toMatch(/We mounted the token guard on \/api\/export/);
    expect(update.content).not.toMatch(/(^|\. )Mounted\b/m);
  });

  it('gives a bare noun phrase its article ("set computer name" → "set the computer name")', async () => {
    const set = await written(
      base(commit('profile: set display name from the email address'), { kind: 'update' }),
    );
    expect(set.title).toMatch(/set the display name from the email address/);
    const printed = await written(
      base(commit('Print friendly error when the config file is missing'), { kind: 'update' }),
    );
    expect(printed.title).toMatch(/now prints a friendly error when the config file is missing/);
    const named = await written(
      base(commit('feat: implement custom Slack notifier for incident alerts'), { kind: 'update' }),
    );
    expect(named.title).toMatch(/implemented a custom Slack notifier/);
    // Names, plurals and mass nouns stay as written.
    const plural = await written(base(commit('Add dark themes for status pages'), { kind: 'update' }));
    expect(plural.title).toMatch(/added dark themes for status pages/);
    const mass = await written(base(commit('feat: add support for webhooks'), { kind: 'update' }));
    expect(mass.title).toMatch(/added support for webhooks/);
  });

  it('spells the project as its owner does, even where a commit writes it in lower case', async () => {
    const c = commit('Run pagepulse checks in parallel', ['src/checks/run.ts']);
    const texts = await everyText(c);
    for (const text of texts)
      for (const name of body(text).match(/\bpagepulse\b/gi) ?? []) expect(name, text).toBe('PagePulse');
  });

  it("drops a squash merge's work-in-progress lines and keeps the ones written for readers", async () => {
    const c = commit(
      'Incident timeline (#31)\n\n* Add a timeline of updates to each incident page\n* Get incident instead of incidentId\n* More timeline tweaks\n* Set new snapshot baselines\n* Removed old compat',
      ['src/incidents/timeline.tsx', 'src/incidents/page.tsx'],
    );
    const update = await written(base(c, { kind: 'update' }));
    expect(update.content).toMatch(/timeline of updates to each incident page/);
    for (const noise of [/incidentId/, /Got incident/, /tweaks/, /baselines/, /compat/])
      expect(update.content).not.toMatch(noise);
  });

  it('writes a revert that takes back a security fix, and still declines a plain revert', async () => {
    const sec = await writerAnswer(
      base(
        commit(
          'Revert "sec: escape incident titles in the RSS feed"\n\nThis reverts commit 1a2b3c4d5e6f7a8b9c0d.',
          ['src/feeds/rss.ts'],
        ),
      ),
    );
    expect(sec.declined, JSON.stringify(sec)).toBeFalsy();
    if (!sec.declined) expect(sec.content).not.toMatch(/sec:/);
    const plain = await writerAnswer(
      base(
        commit('Revert "Try a rounder logo"\n\nThis reverts commit 1a2b3c4d5e6f7a8b9c0d.', ['src/logo.svg']),
      ),
    );
    expect(plain.declined).toBe(true);
  });

  it('writes a test or refactor commit that carries a release note (a changeset)', async () => {
    const c = commit('test(checks): cover TLS expiry edge cases', [
      '.changeset/tls-expiry-off-by-one.md',
      'src/checks/tls.ts',
      'test/checks/tls.test.ts',
    ]);
    const answer = await writerAnswer(base(c));
    expect(answer.declined, JSON.stringify(answer)).toBeFalsy();
    const bare = await writerAnswer(
      base(commit('test(checks): cover TLS expiry edge cases', ['test/checks/tls.test.ts'])),
    );
    expect(bare.declined).toBe(true);
  });

  it('gives a behaviour change another opening without the "we made X do" frame', async () => {
    for (const message of ["Don't retry checks on 404 responses", 'Use the system resolver for DNS checks']) {
      const c = commit(message, ['src/checks/retry.ts']);
      const first = (await written(base(c, { target: 'x' }))).content;
      const next = (await written(base(c, { target: 'x', recentTexts: [first] }))).content;
      for (const text of [first, next])
        expect(text, text).not.toMatch(/\bWe(?:'ve)? (made|stopped)\b|\bthe PagePulse\b/);
    }
  });

  it('leaves the tests out of the subject and joins two orders in one tense', async () => {
    const tests = await written(
      base(commit('Support keyword checks in HTML pages, add more tests'), { kind: 'update' }),
    );
    expect(tests.title).not.toMatch(/tests/);
    const two = await written(
      base(commit('Fix stale badge, purge the CDN cache after each check'), { kind: 'update' }),
    );
    expect(two.title).toMatch(/fixed the stale badge and purged the CDN cache after each check/);
    const body = await written(
      base(
        commit(
          'fix(badges): expire cached badges\n\nBadges now expire after five minutes so a recovered service shows green again, and add regression coverage for the expiry path.',
          ['src/badges/cache.ts'],
        ),
        { kind: 'update' },
      ),
    );
    expect(body.content).toMatch(
      /^Badges now expire after five minutes so a recovered service shows green again\./,
    );
    expect(body.content).not.toMatch(/regression coverage/);
  });

  it('reads a plural noun whose verb comes after "now" as the subject ("Retries for … now wait")', async () => {
    const c = commit(
      'Fix probe retries\n\nRetries for silent hosts now wait for the next cycle after a timeout.',
      ['src/probe/retry.ts'],
    );
    const update = await written(base(c, { kind: 'update' }));
    expect(update.content, update.content).toMatch(/^Retries for silent hosts now wait for the next cycle/);
    expect(update.content).not.toMatch(/\bIt retries\b/);
  });

  it('gives a body sentence the subject its author left in the title ("Aligns …" → "It aligns …")', async () => {
    const c = commit(
      'refactor!: rename alert channels to notifiers\n\nAligns the public names with the ones the dashboard already shows. Tests that covered the old names are updated.',
      ['src/notifiers/index.ts', '.changeset/notifiers.md'],
    );
    const update = await written(base(c, { kind: 'update' }));
    expect(update.content).toMatch(/It aligns the public names/);
    expect(update.content).not.toMatch(/It tests/);
  });
});

describe('subjects that say more than their first verb', () => {
  const commit = inventedCommits('f');
  const said = async (message: string) => {
    const c = commit(message);
    const post = await writtenText(writeRequest(c));
    const update = await writtenText(writeRequest(c, { kind: 'update' }));
    return [post.content.split('\n')[0]!, update.title];
  };

  it('keeps a subject that is already a statement, its verb agreeing with a plural subject, its "also" said as "now also"', async () => {
    for (const text of await said('fix: Exported reports also includes the time zone when set')) {
      expect(text).toMatch(/^Exported reports now also include the time zone when set/);
      expect(text).not.toMatch(/We exported/);
    }
  });

  it('leaves a bare "and add docs" out of the change, but not docs that name what they cover', async () => {
    for (const text of await said('badges: support `svg` output format and add docs')) {
      expect(text).toMatch(/supports the `svg` output format/);
      expect(text).not.toMatch(/adds docs|added docs/);
    }
    for (const text of await said('docs: fix install steps and add docs for proxies'))
      expect(text).toMatch(/and added docs for proxies/);
  });
});

describe('squash merges with a vague title or a log in shorthand', () => {
  const commit = inventedCommits('9');

  it('titles "More fixes" by the first change its log lists, and tells the rest', async () => {
    const c = commit(
      'More fixes (#77)\n\n* Fix retry count on slow monitors. Fixes #70\n\n* update snaps\n\n* Fix the badge cache for private projects. Fixes #72',
      ['src/checks/retry.ts', 'src/badges/cache.ts'],
    );
    const update = await writtenText(writeRequest(c, { kind: 'update' }));
    expect(update.title).toMatch(/^We fixed the retry count on slow monitors$/);
    expect(update.title).not.toMatch(/more/i);
    expect(update.content).toMatch(/fixed the badge cache for private projects/);
  });

  it("leaves the log's shorthand out of the update too, rather than a list or a sentence without its articles", async () => {
    const c = commit(
      'fix: Monitor grouping (#78)\n\n* fix: Monitor grouping\n\n* skip paused monitors from group condition\n\n* fix: Tests',
      ['src/monitors/group.ts'],
    );
    const update = await writtenText(writeRequest(c, { kind: 'update' }));
    expect(update.content).not.toMatch(/group condition/);
  });
});

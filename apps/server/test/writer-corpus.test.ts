import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createBuiltinWriter } from '../src/integrations/ai/builtin-writer';
import { gradeCorpus, RULES, type CorpusEntry, type CorpusReport } from './support/grade-writing';

/**
 * The share of graded outputs that must pass: raised as the writer improves (2.1% before the
 * writer cleaned and declined, 97.7% after). A change that costs more than a point fails here.
 * Re-set when the checker grew stricter (stock frames such as "In X, we", sentences about file
 * or line counts, pasted template text, emoji mid-sentence, imperatives left in, subjectless
 * titles; an update may have no body): the writer before its rebuild scores 68.6% on it, the
 * rebuilt writer 96.0%.
 */
const FLOOR = 0.95;

const corpus = JSON.parse(
  readFileSync(new URL('./fixtures/commit-corpus.json', import.meta.url), 'utf8'),
) as CorpusEntry[];

const SKIP_KINDS = [
  'wip',
  'merge',
  'typo',
  'formatting',
  'lockfile',
  'version-bump',
  'revert',
  'empty',
  'ci-only',
  'other',
];

const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;
const oneLine = (text: string, max = 160) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

/**
 * Ten failures that show different things: for each rule, a commit worth sharing that broke it
 * (a skip that was written up fails `decision` anyway), then one per project not shown yet.
 */
function examples(report: CorpusReport, count = 10) {
  const picked: CorpusReport['failures'] = [];
  const ids = new Set<string>();
  const repoOf = (id: string) => id.replace(/-\d+$/, '');
  const take = (failure: CorpusReport['failures'][number] | undefined) => {
    if (!failure || picked.length >= count) return;
    picked.push(failure);
    ids.add(failure.id);
  };
  for (const rule of RULES) {
    if (rule === 'decision') continue;
    take(report.failures.find((f) => f.expected === 'share' && f.rules.includes(rule) && !ids.has(f.id)));
  }
  take(report.failures.find((f) => f.expected === 'skip' && !ids.has(f.id)));
  const repos = new Set(picked.map((f) => repoOf(f.id)));
  for (const failure of report.failures) {
    if (ids.has(failure.id) || repos.has(repoOf(failure.id))) continue;
    take(failure);
    repos.add(repoOf(failure.id));
  }
  return picked;
}

function printReport(report: CorpusReport) {
  const row = (label: string, t: { total: number; passed: number; rate: number }) =>
    `${label.padEnd(22)} ${String(t.passed).padStart(5)} / ${String(t.total).padEnd(5)} ${percent(t.rate)}`;
  const lines = [
    `Built-in writer on ${corpus.length} real commits (${new Set(corpus.map((e) => e.repo)).size} projects)`,
    row('all outputs', report),
    row('posts (x/linkedin/discord)', report.byKind.post),
    row('updates', report.byKind.update),
    row('commits to share', report.byExpected.share),
    row('commits to skip', report.byExpected.skip),
    '',
    'Failures per rule (outputs):',
    ...Object.entries(report.byRule)
      .filter(([, n]) => n > 0)
      .sort((a, b) => b[1] - a[1])
      .map(([rule, n]) => `  ${rule.padEnd(22)} ${n}`),
    '',
    'Example failures:',
    ...examples(report).flatMap((f) => [
      `  ${f.id} ${f.kind}${f.kind === 'post' ? `/${f.target}` : ''} (${f.tone}, expected ${f.expected}) ${f.rules.join(', ')}`,
      `    in:  ${oneLine(f.subject)}`,
      `    out: ${oneLine(f.output)}`,
      `    why: ${oneLine(f.details.join('; '))}`,
    ]),
  ];
  console.log(lines.join('\n'));
}

describe('commit corpus', () => {
  it('holds real commits from several projects, each with a verdict', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(180);
    expect(new Set(corpus.map((e) => e.repo)).size).toBeGreaterThanOrEqual(7);
    expect(new Set(corpus.map((e) => e.id)).size).toBe(corpus.length);
    for (const entry of corpus) {
      expect(entry.sha, entry.id).toMatch(/^[0-9a-f]{40}$/);
      expect(entry.message.trim(), entry.id).not.toBe('');
      expect(entry.files.length, entry.id).toBeLessThanOrEqual(40);
      expect(['share', 'skip'], entry.id).toContain(entry.expected);
      if (entry.expected === 'skip') expect(SKIP_KINDS, entry.id).toContain(entry.skipKind);
      else expect(entry.skipKind, entry.id).toBeUndefined();
      expect(entry.notes.trim(), entry.id).not.toBe('');
      expect(Array.isArray(entry.forbidden), entry.id).toBe(true);
    }
  });
});

describe('built-in writer on the commit corpus', () => {
  it('is graded on every commit, as posts and as updates', async () => {
    const report = await gradeCorpus(createBuiltinWriter(), corpus);
    printReport(report);
    const path = join(tmpdir(), 'shiplog-writer-corpus.json');
    writeFileSync(path, JSON.stringify({ corpus: corpus.length, ...report }, null, 2));
    console.log(`Report written to ${path}`);
    expect(report.total).toBe(corpus.length * 4);
    expect(report.rate).toBeGreaterThanOrEqual(FLOOR);
  });
});

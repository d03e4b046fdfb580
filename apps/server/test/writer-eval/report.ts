/**
 * `npm run writer:report`: runs the built-in writer on a set of real commits and writes every
 * (commit, post) and (commit, update) pair to a file for a blind grader (someone who sees the
 * commit, the output and the rubric, never the writer's code). On the development set
 * (apps/server/test/fixtures/commit-corpus.json, which carries a verdict per commit) it also
 * prints the rule-based checker's figures: a regression signal, not the measure of quality.
 *
 *   npm run writer:report                         development set, pairs to writer-pairs-dev.json
 *   npm run writer:report -- --set sealed         the sealed set (bench/writer-sealed/commits.json)
 *   npm run writer:report -- --set sealed2        the second sealed set (bench/writer-sealed-2)
 *   npm run writer:report -- --set sealed4        the fourth sealed set (bench/writer-sealed-4)
 *   npm run writer:report -- --set sealed5        the fifth sealed set (bench/writer-sealed-5)
 *   npm run writer:report -- --set dev-weeks      a second development set: the development weeks' commits
 *   npm run writer:report -- --set dev-fresh      a third development set: 120 commits of ten other projects
 *   npm run writer:report -- --set sealed --grades g1.json g2.json   figures from blind verdicts
 *
 * The sealed set is run only to report: nobody changing the writer reads it or its outputs.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createBuiltinWriter } from '../../src/integrations/ai/builtin-writer';
import type { PostTarget, WriterAnswer } from '../../src/integrations/ai';
import { gradeCorpus, type CorpusEntry } from '../support/grade-writing';
import { factsOf } from './commit-facts';
import { figuresOf, printFigures, type Verdict } from './figures';

interface SetCommit {
  id: string;
  repo: string;
  sha: string;
  author: string;
  date?: string;
  message: string;
  files: { filename: string; additions: number; deletions: number }[];
}

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const SETS: Record<string, string> = {
  dev: here('../fixtures/commit-corpus.json'),
  // The development weeks' commits one by one (Preact, Rollup, Zod, lazygit, Caddy, Redux Toolkit).
  'dev-weeks': here('../fixtures/commit-corpus-weeks.json'),
  // Twelve commits of each of ten projects the writer was not tuned on, taken evenly over their history.
  'dev-fresh': here('../fixtures/commit-corpus-fresh.json'),
  sealed: here('../../../../bench/writer-sealed/commits.json'),
  sealed2: here('../../../../bench/writer-sealed-2/commits.json'),
  sealed4: here('../../../../bench/writer-sealed-4/commits.json'),
  sealed5: here('../../../../bench/writer-sealed-5/commits.json'),
};
const TARGETS: PostTarget[] = ['x', 'linkedin', 'discord'];
/** The project's name as its owner writes it (in the product the owner names the project). */
const NAMES = JSON.parse(readFileSync(here('./project-names.json'), 'utf8')) as Record<string, string>;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    set: { type: 'string', default: 'dev' },
    file: { type: 'string' },
    out: { type: 'string' },
    grades: { type: 'string', multiple: true },
  },
});

const setPath = values.file ?? SETS[values.set];
if (!setPath)
  throw new Error(
    `Unknown set "${values.set}": dev, dev-weeks, dev-fresh, sealed, sealed2, sealed4 or sealed5, or --file <commits.json>`,
  );
const commits = JSON.parse(readFileSync(setPath, 'utf8')) as SetCommit[];

const gradeFiles = [...(values.grades ?? []), ...positionals];
if (gradeFiles.length) {
  const verdicts = gradeFiles.flatMap((path) => JSON.parse(readFileSync(path, 'utf8')) as Verdict[]);
  printFigures(figuresOf(commits, verdicts), values.set);
  process.exit(0);
}

const outcome = (answer: WriterAnswer) =>
  answer.declined ? { declined: true, reason: answer.reason } : { title: answer.title, text: answer.content };

const writer = createBuiltinWriter();
const recent = new Map<string, string[]>();
const pairs = [];
for (const [index, commit] of commits.entries()) {
  const projectName = NAMES[commit.repo] ?? commit.repo.split('/')[1] ?? commit.repo;
  const projectUrl = `https://shiplog.example/p/${encodeURIComponent(commit.repo.split('/')[1] ?? commit.repo)}`;
  const target = TARGETS[index % TARGETS.length]!;
  const recentTexts = recent.get(commit.repo) ?? [];
  const facts = factsOf(commit, commit.repo);
  const base = { projectName, projectUrl, commits: [facts], recentTexts: recentTexts.slice(-5) };
  const post = await writer.write({ ...base, kind: 'post', target });
  const update = await writer.write({ ...base, kind: 'update', target: 'linkedin' });
  if (!post.declined) recent.set(commit.repo, [...recentTexts, post.content]);
  pairs.push({
    id: commit.id,
    project: projectName,
    commit: {
      repo: commit.repo,
      sha: commit.sha,
      author: commit.author,
      date: commit.date,
      message: commit.message,
      files: commit.files,
    },
    post: { target, ...outcome(post) },
    update: outcome(update),
  });
}
const out = values.out ?? `writer-pairs-${values.file ? 'file' : values.set}.json`;
writeFileSync(out, `${JSON.stringify(pairs, null, 2)}\n`);
console.log(`${pairs.length} commits written as posts and updates to ${out} for a blind grader`);

if (values.set === 'dev' && !values.file) {
  const report = await gradeCorpus(writer, commits as CorpusEntry[]);
  const pct = (r: { passed: number; total: number; rate: number }) =>
    `${r.passed}/${r.total} ${(r.rate * 100).toFixed(1)}%`;
  console.log('\nRule-based checker on the development set (a regression signal, not the quality figure):');
  console.log(`  posts    ${pct(report.byKind.post)}`);
  console.log(`  updates  ${pct(report.byKind.update)}`);
  console.log(`  to share ${pct(report.byExpected.share)}   to skip ${pct(report.byExpected.skip)}`);
}

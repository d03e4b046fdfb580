/**
 * `npm run writer:stories`: the built-in writer's stories about real weeks of commits (a
 * project's week as its git history has it, each commit with its files and line counts), written
 * to a file for a blind grader: per week the commits, the update (title and Markdown), the X
 * thread, the LinkedIn post and the Discord message, or what was left out.
 *
 *   npm run writer:stories                              the development weeks
 *   npm run writer:stories -- --set sealed2             bench/writer-sealed-2/weeks.json
 *   npm run writer:stories -- --set sealed3             bench/writer-sealed-3/weeks.json (fresh weeks)
 *   npm run writer:stories -- --file weeks.json --out story-pairs.json
 *
 * The development weeks (test/fixtures/story-weeks-dev.json, built by build-story-weeks.py from
 * public projects in none of the evaluation sets) are read freely while working on stories. The
 * sealed weeks come from the sealed set's projects (bench/writer-sealed-2/sample_weeks.py): run
 * only to report, never read to change the writer.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createBuiltinWriter } from '../../src/integrations/ai/builtin-writer';
import { storyOrDecline } from '../../src/integrations/ai/compose/story/compose-story';
import { factsOf, type SetCommitFiles } from './commit-facts';

interface Week {
  id: string;
  project: string;
  repo: string;
  week: string;
  commits: (SetCommitFiles & { date: string })[];
}

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const { values } = parseArgs({
  options: {
    set: { type: 'string', default: 'dev' },
    file: { type: 'string' },
    out: { type: 'string', default: 'story-pairs.json' },
  },
});

const SETS: Record<string, string> = {
  dev: '../fixtures/story-weeks-dev.json',
  sealed2: '../../../../bench/writer-sealed-2/weeks.json',
  sealed3: '../../../../bench/writer-sealed-3/weeks.json',
};
if (!values.file && !SETS[values.set!]) throw new Error(`--set is one of ${Object.keys(SETS).join(', ')}`);
const weeks = JSON.parse(readFileSync(values.file ?? here(SETS[values.set!]!), 'utf8')) as Week[];
const ai = createBuiltinWriter();
const pairs = [];
for (const week of weeks) {
  const commits = week.commits.map((c) => factsOf(c, week.repo));
  const projectUrl = `https://shiplog.example/p/${week.project.toLowerCase().replace(/\W+/g, '-')}`;
  const story = await storyOrDecline(ai, commits, { projectName: week.project, projectUrl });
  pairs.push({
    id: week.id,
    project: week.project,
    repo: week.repo,
    week: week.week,
    commits: week.commits,
    story: !('declined' in story)
      ? {
          update: { title: story.title, content: story.content },
          x_thread: story.thread,
          linkedin: story.posts.linkedin,
          discord: story.posts.discord,
          left_out: story.leftOut,
        }
      : { declined: true, reason: story.reason, left_out: story.leftOut },
  });
}
writeFileSync(values.out!, `${JSON.stringify(pairs, null, 1)}\n`);
console.log(`${pairs.length} weeks written as stories to ${values.out} for a blind grader`);

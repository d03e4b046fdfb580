import { loadConfig } from '../../src/config';
import {
  createAiWriter,
  type CommitFacts,
  type WriteRequest,
  type WriterAnswer,
  type WrittenText,
} from '../../src/integrations/ai';

/**
 * The built-in writer on invented commits of an invented project (PagePulse), for the writer's
 * tests: one commit per call with its own sha, a LinkedIn post in the professional tone unless
 * the test says otherwise.
 */
export const PAGEPULSE_URL = 'https://shiplog.example/p/pagepulse';
const writer = createAiWriter(loadConfig({}));
/**
 * Makes invented commits of `ada/pagepulse`, each with its own sha (counted up, padded with
 * `fill`) and every file with the same line counts.
 */
export function inventedCommits(fill = 'c', lines = { additions: 24, deletions: 6 }) {
  let shas = 0;
  return (
    message: string,
    files: string[] = ['src/app.ts'],
    extra: Partial<CommitFacts> = {},
  ): CommitFacts => ({
    sha: (++shas).toString(16).padStart(40, fill),
    message,
    repository: 'ada/pagepulse',
    author: 'Ada',
    files: files.map((filename) => ({ filename, ...lines })),
    ...extra,
  });
}

/** A request for the commit: a professional LinkedIn post unless `extra` says otherwise. */
export const writeRequest = (c: CommitFacts, extra: Partial<WriteRequest> = {}): WriteRequest => ({
  kind: 'post',
  projectName: 'PagePulse',
  projectUrl: PAGEPULSE_URL,
  commits: [c],
  tone: 'professional',
  target: 'linkedin',
  ...extra,
});

/** What the writer wrote; a decline fails the test with its reason. */
export async function writtenText(request: WriteRequest): Promise<WrittenText> {
  const answer: WriterAnswer = await writer.write(request);
  if (answer.declined) throw new Error(`declined: ${answer.reason}`);
  return answer;
}

/** The writer's answer, written or declined. */
export const writerAnswer = (request: WriteRequest): Promise<WriterAnswer> => writer.write(request);

import { createHash } from 'node:crypto';
import { createAnthropicServer, createOpenAiServer, type FakeLlm } from '@shiplog/fakes';
import { loadConfig } from '../../src/config';
import {
  createAiWriter,
  type CommitFacts,
  type CreateAiWriterOptions,
  type PostTarget,
  type WriteRequest,
  type WritingTone,
} from '../../src/integrations/ai';
import { baseOf } from '../../src/integrations/ai/clean/verb-base';
import type { SampleCommit } from './ai-samples';

export { sampleCommits, type SampleCommit } from './ai-samples';

export const tones: WritingTone[] = ['technical', 'professional', 'casual'];
export const targets: PostTarget[] = ['x', 'linkedin', 'discord'];
export const PROJECT_URL = 'https://shiplog.example/projects/0b7c6a52';

/** A stable, distinct sha per sample. */
export const shaOf = (index: number) => createHash('sha1').update(`sample commit ${index}`).digest('hex');

export function commitFacts(sample: SampleCommit, index: number): CommitFacts {
  return {
    sha: shaOf(index),
    message: sample.message,
    repository: 'acme/shiplog',
    author: 'Ada Lovelace',
    ...(sample.files ? { files: sample.files } : {}),
    ...(sample.additions !== undefined ? { additions: sample.additions } : {}),
    ...(sample.deletions !== undefined ? { deletions: sample.deletions } : {}),
  };
}

export function postRequest(
  commits: CommitFacts[],
  tone: WritingTone,
  target: PostTarget,
  kind: WriteRequest['kind'] = 'post',
): WriteRequest {
  return { kind, projectName: 'Shiplog', projectUrl: PROJECT_URL, commits, tone, target };
}

/** Everything the writer was told: numbers and words in the output must come from here. */
export function inputText(request: WriteRequest): string {
  const facts = request.commits.flatMap((c) => [
    c.sha,
    c.message,
    c.repository,
    c.author ?? '',
    ...(c.files ?? []).flatMap((f) => [f.filename, String(f.additions ?? ''), String(f.deletions ?? '')]),
    String(c.additions ?? ''),
    String(c.deletions ?? ''),
    String(c.files?.length ?? ''),
  ]);
  return [request.projectName, request.projectUrl ?? '', String(request.commits.length), ...facts].join('\n');
}

/** Words the built-in writer adds on its own around the commit's facts. */
const writerWords = new Set(
  'we the a an and more breaking source sources users can now no longer project update work in progress on of it released reverted merged made let'.split(
    ' ',
  ),
);

const urlless = (text: string) => text.replace(/https?:\/\/\S+/g, ' ');

/** Digit runs in the output that the input does not contain. */
export function inventedNumbers(output: string, input: string): string[] {
  return (urlless(output).match(/\d+/g) ?? []).filter((n) => !input.includes(n));
}

/** Capitalised words (names, products) in the output found neither in the input nor the templates. */
export function inventedNames(output: string, input: string): string[] {
  const known = input.toLowerCase();
  return (urlless(output).match(/(?<![\p{L}\d])\p{Lu}[\p{L}\d'’-]*/gu) ?? []).filter((word) => {
    const lower = word.toLowerCase();
    // A verb of the commit said in another form ("add" → "Added") is not a new name.
    return !known.includes(lower) && !writerWords.has(lower) && !known.includes(baseOf(lower));
  });
}

/** The opening words of a text, to tell whether ten posts read alike. */
export const openingOf = (text: string, words = 4) =>
  text.replace(/\*\*/g, '').split(/\s+/).slice(0, words).join(' ').toLowerCase();

/** The SDK providers and the fake each one talks to. */
export const providerCases = [
  { provider: 'openai-compatible', createFake: createOpenAiServer },
  { provider: 'openai', createFake: createOpenAiServer },
  { provider: 'anthropic', createFake: createAnthropicServer },
] as const;

export const TEST_API_KEY = 'sk-test-0123456789abcdef';

/** A writer for `provider` pointed at `fake`, with short waits for tests. */
export function fakeWriter(
  provider: (typeof providerCases)[number]['provider'],
  fake: FakeLlm,
  options: CreateAiWriterOptions = {},
  env: Record<string, string> = {},
) {
  const config = loadConfig({
    AI_PROVIDER: provider,
    AI_API_KEY: TEST_API_KEY,
    AI_BASE_URL: fake.baseUrl,
    AI_MODEL: 'test-model',
    ...env,
  });
  return createAiWriter(config, { timeoutMs: 3_000, retryDelayMs: 20, ...options });
}

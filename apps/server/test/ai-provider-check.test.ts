import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FakeLlm } from '@shiplog/fakes';
import type { WriterAnswer, WrittenText } from '../src/integrations/ai';
import { writeBuiltin } from '../src/integrations/ai/builtin-writer';
import { fakeWriter, postRequest, providerCases, TEST_API_KEY } from './support/ai';

function text(answer: WriterAnswer): WrittenText {
  if (answer.declined) throw new Error(`declined: ${answer.reason}`);
  return answer;
}

const commit = {
  sha: 'd'.repeat(40),
  message: 'fix(rate-limit): remove the X-Powered-By header',
  repository: 'acme/shiplog',
  files: [{ filename: 'src/middleware/rate-limit.ts', additions: 2, deletions: 5 }],
};

describe.each(providerCases)('$provider answers pass the rubric check', ({ provider, createFake }) => {
  let fake: FakeLlm;
  beforeAll(async () => {
    fake = await createFake({ apiKey: TEST_API_KEY });
  });
  afterAll(() => fake?.close());
  beforeEach(() => fake.reset());
  const write = async (kind: 'post' | 'update' = 'post') =>
    text(await fakeWriter(provider, fake).write(postRequest([commit], 'professional', 'linkedin', kind)));

  it('gets the cleaned facts: subject, scope and where it happened', async () => {
    fake.answerNext('The rate-limit middleware no longer sends the X-Powered-By header.');
    await write();
    const sent = fake.requests[0]!.user;
    expect(sent).toContain('"subject": "Remove the X-Powered-By header"');
    expect(sent).toContain('"where": "the rate-limit middleware"');
  });

  it('asks once more, with the reason, when an answer has a file-count sentence', async () => {
    fake.answerNext('We removed the X-Powered-By header. It spans 1 file, +2/−5.');
    fake.answerNext('The rate-limit middleware no longer sends the X-Powered-By header.');
    const post = await write();
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[1]!.user).toMatch(/could not be used: .*file or line counts/);
    expect(post.content).toBe('The rate-limit middleware no longer sends the X-Powered-By header.');
    expect(post.writer).toBe(`${provider}:test-model`);
  });

  it('falls back to the built-in text when the second answer fails the check too', async () => {
    fake.answerNext('In Shiplog, we removed the X-Powered-By header.');
    fake.answerNext('With this change, we removed the X-Powered-By header. 2 lines added.');
    const post = await write();
    expect(fake.requests).toHaveLength(2);
    const builtin = writeBuiltin({ ...postRequest([commit], 'professional', 'linkedin'), force: true });
    expect(post).toEqual(builtin);
    expect(post.writer).toBe('builtin');
  });

  it('asks again when an update body only repeats its title', async () => {
    fake.answerNext('Removed the X-Powered-By header\n\nWe removed the X-Powered-By header.');
    fake.answerNext(
      'Removed the X-Powered-By header\n\nThe header told scanners which framework serves the API.',
    );
    const update = await write('update');
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[1]!.user).toMatch(/repeats the title/);
    expect(update.content).toBe('The header told scanners which framework serves the API.');
  });
});

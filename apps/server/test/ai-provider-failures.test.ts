import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FakeLlm } from '@shiplog/fakes';
import type { AiWriter } from '../src/integrations/ai';
import { aiMessages } from '../src/integrations/ai/sdk/messages';
import {
  commitFacts,
  fakeWriter,
  postRequest,
  providerCases,
  sampleCommits,
  TEST_API_KEY,
} from './support/ai';
import { appErrorOf } from './support/errors';

describe.each(providerCases)('$provider writer: failures', ({ provider, createFake }) => {
  let fake: FakeLlm;
  let writer: AiWriter;
  beforeAll(async () => {
    fake = await createFake({ apiKey: TEST_API_KEY });
    writer = fakeWriter(provider, fake);
  });
  afterAll(() => fake?.close());
  beforeEach(() => fake.reset());

  const request = postRequest([commitFacts(sampleCommits[0]!, 0)], 'casual', 'x');
  const answered = 'A new commit landed in the project.';

  it('gives up on a provider that stalls past the timeout: 502, not a hang', async () => {
    fake.stallNext(5_000);
    const started = Date.now();
    const error = await appErrorOf(fakeWriter(provider, fake, { timeoutMs: 300 }).write(request));
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(error.statusCode).toBe(502);
    expect(error.message).toBe(aiMessages.timeout);
    // Not asked again after a timeout. On a busy machine the 300 ms can run out before the
    // fake has even read the request, so it may have recorded none.
    expect(fake.requests.length).toBeLessThanOrEqual(1);
  });

  it('retries once after a 429 and succeeds: exactly two requests', async () => {
    fake.failNext(429);
    await expect(writer.write(request)).resolves.toMatchObject({ content: answered });
    expect(fake.requests).toHaveLength(2);
  });

  it('retries once after a 5xx and succeeds', async () => {
    fake.failNext(provider === 'anthropic' ? 529 : 503);
    await expect(writer.write(request)).resolves.toMatchObject({ content: answered });
    expect(fake.requests).toHaveLength(2);
  });

  it('fails with 502 after two 500s, having asked exactly twice', async () => {
    fake.failNext(500, { times: 2 });
    const error = await appErrorOf(writer.write(request));
    expect(error).toMatchObject({ statusCode: 502, code: 'BAD_GATEWAY', message: aiMessages.failed });
    expect(fake.requests).toHaveLength(2);
  });

  it('answers 503 with Retry-After when the provider stays rate-limited', async () => {
    fake.failNext(429, { times: 2, headers: { 'retry-after': '1' } });
    const error = await appErrorOf(fakeWriter(provider, fake, { retryDelayMs: 5_000 }).write(request));
    expect(error).toMatchObject({
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: aiMessages.rateLimited,
    });
    expect(error.options.headers).toEqual({ 'retry-after': '1' });
    expect(fake.requests).toHaveLength(2);
  });

  it('does not wait for a long Retry-After: one request, 503 at once', async () => {
    fake.failNext(429, { headers: { 'retry-after': '120' } });
    const started = Date.now();
    const error = await appErrorOf(writer.write(request));
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(error.statusCode).toBe(503);
    expect(error.options.headers).toEqual({ 'retry-after': '120' });
    expect(fake.requests).toHaveLength(1);
  });

  it('does not retry what a retry cannot fix: 400, a wrong key, garbage', async () => {
    fake.failNext(400, { message: 'max_tokens: too large' });
    expect((await appErrorOf(writer.write(request))).statusCode).toBe(502);
    expect(fake.requests).toHaveLength(1);
    const wrongKey = await appErrorOf(
      fakeWriter(provider, fake, {}, { AI_API_KEY: 'sk-wrong' }).write(request),
    );
    expect(wrongKey.statusCode).toBe(502);
    expect(fake.requests).toHaveLength(2);
    fake.garbageNext();
    expect(await appErrorOf(writer.write(request))).toMatchObject({
      statusCode: 502,
      message: aiMessages.failed,
    });
    expect(fake.requests).toHaveLength(3);
  });

  it('treats an empty answer as a failure, never as an empty post', async () => {
    fake.answerNext('   ');
    expect((await appErrorOf(writer.write(request))).statusCode).toBe(502);
  });

  it('keeps the key and the prompt out of the error and its cause', async () => {
    fake.failNext(500, { times: 2, message: 'upstream exploded' });
    const error = await appErrorOf(writer.write(request));
    const logged = `${error.message} ${String(error.cause)} ${JSON.stringify(error.options)}`;
    expect(logged).not.toContain(TEST_API_KEY);
    expect(logged).not.toContain('GitHub sign-in');
    expect(String(error.cause)).toContain(`${provider} answered 500`);
  });
});

describe('AI writer with no provider listening', () => {
  it('fails with 502 when the connection is refused', async () => {
    const fake = await providerCases[0].createFake();
    const writer = fakeWriter('openai-compatible', fake);
    await fake.close();
    const error = await appErrorOf(
      writer.write(postRequest([commitFacts(sampleCommits[0]!, 0)], 'casual', 'x')),
    );
    expect(error).toMatchObject({ statusCode: 502, message: aiMessages.failed });
  });
});

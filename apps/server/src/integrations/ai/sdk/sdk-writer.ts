import type { AiWriter, WriteRequest, WriterAnswer, WrittenText } from '../types';
import { cleanCommit } from '../clean/clean-commit';
import { countChars, UPDATE_CONTENT_LIMIT } from '../compose/limits';
import { declineReasonOf, sourceLine, sourcesOf, writeBuiltin } from '../builtin-writer';
import { buildSystemPrompt, buildUserPrompt } from './prompts';
import { callModel } from './sdk-call';
import { toAiError } from './sdk-errors';
import { createModel, type ModelSettings } from './sdk-models';
import { shapeOutput } from './sdk-output';
import { applyVoice, voiceTitle } from '../compose/voice/apply-voice';
import { checkText } from '../check/rubric';

export interface SdkWriterOptions {
  /** The whole write, retry included (default 30 s). */
  timeoutMs?: number;
  /** Wait before the one retry when the provider names none (default 1 s). */
  retryDelayMs?: number;
  /** The longest Retry-After worth waiting for (default 5 s). */
  maxRetryAfterMs?: number;
}

export const AI_TIMEOUT_MS = 30_000;

/** What the model is told when its first answer failed the check. */
const retryNote = (problems: string[]) =>
  `Your previous answer could not be used: ${problems.join(' ')} Write it again, following every rule.`;

/** Output tokens per text: enough for the target's length, not for an essay. */
function tokenBudget(request: WriteRequest): number {
  if (request.kind === 'update') return 1500;
  return { x: 300, linkedin: 1200, discord: 900 }[request.target];
}

/**
 * A writer backed by a Vercel AI SDK provider; writes are stateless and safe to run at once.
 * The built-in writer's decision comes first: commits with nothing worth sharing never reach
 * the provider (unless `force`), and the provider sees the cleaned commits, not raw messages.
 */
export function createSdkWriter(settings: ModelSettings, options: SdkWriterOptions = {}): AiWriter {
  const model = createModel(settings);
  const writer = `${settings.provider}:${settings.model}`;
  return {
    provider: settings.provider,
    async write(request): Promise<WriterAnswer> {
      if (!request.commits.length) throw new Error('write needs at least one commit');
      const cleaned = request.commits.map(cleanCommit);
      const worth = request.commits.filter((_, i) => request.force || !cleaned[i]!.skip);
      if (!worth.length) return { declined: true, reason: declineReasonOf(cleaned), writer };
      const focused: WriteRequest = { ...request, commits: worth };
      // The built-in text gives the fallback title, and the text when a forced write is refused.
      const builtin = writeBuiltin({ ...focused, force: true }) as WrittenText;
      const kept = cleaned.filter((c) => request.force || !c.skip);
      const sources = sourcesOf(kept);
      const credits = [...new Set(kept.flatMap((c) => c.credits))];
      let answer: WriterAnswer;
      try {
        const ask = async (again?: string[]) => {
          const { text, cutShort } = await callModel({
            model,
            system: buildSystemPrompt(focused),
            prompt: again ? `${buildUserPrompt(focused)}\n\n${retryNote(again)}` : buildUserPrompt(focused),
            maxOutputTokens: tokenBudget(focused),
            timeoutMs: options.timeoutMs ?? AI_TIMEOUT_MS,
            retryDelayMs: options.retryDelayMs ?? 1_000,
            maxRetryAfterMs: options.maxRetryAfterMs ?? 5_000,
          });
          return shapeOutput(text, focused, writer, builtin.title, cutShort);
        };
        // The answer passes the same check as the built-in writer's text: asked once more with
        // the reasons, then the built-in text stands in.
        answer = await ask();
        const problems = answer.declined ? [] : checkText(answer, focused);
        if (problems.length) {
          answer = await ask(problems);
          if (!answer.declined && checkText(answer, focused).length) return builtin;
        }
      } catch (error) {
        throw toAiError(settings.provider, error);
      }
      if (answer.declined) return request.force ? builtin : answer;
      const line = focused.kind === 'update' ? sourceLine(sources) : undefined;
      const content =
        line &&
        countChars(`${answer.content}\n\n${line}`) <= UPDATE_CONTENT_LIMIT &&
        !answer.content.includes(line)
          ? `${answer.content}\n\n${line}`
          : answer.content;
      // The project's voice holds for a model's text as for the built-in one: no avoided phrase,
      // the sign-off and hashtags added, the whole within the target's limit.
      return {
        ...answer,
        title: voiceTitle(answer.title, focused, builtin.title),
        content: applyVoice(content, focused, { imitate: false }),
        ...(sources.length ? { sources } : {}),
        ...(credits.length ? { credits } : {}),
      };
    },
  };
}

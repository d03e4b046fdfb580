import { generateText, type LanguageModel } from 'ai';
import { AiEmptyAnswerError, AiTimeoutError, isRetryable, providerStatus, retryAfterMs } from './sdk-errors';

export interface CallOptions {
  model: LanguageModel;
  system: string;
  prompt: string;
  maxOutputTokens: number;
  /** The whole call, retry included, must finish within this. */
  timeoutMs: number;
  /** Wait before the one retry, unless the provider asks for a (short) wait of its own. */
  retryDelayMs: number;
  /** The longest Retry-After we wait for; a longer one fails at once. */
  maxRetryAfterMs: number;
}

export interface CallResult {
  text: string;
  /** The model stopped at its token limit: the end of `text` may be half a sentence. */
  cutShort: boolean;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => (signal.removeEventListener('abort', stop), resolve()), ms);
    const stop = () => (clearTimeout(timer), reject(signal.reason));
    signal.addEventListener('abort', stop, { once: true });
  });
}

/**
 * One generateText call with the SDK's own retries off: we retry exactly once on 429 or 5xx,
 * and a single deadline covers both attempts and the wait between them.
 */
export async function callModel(options: CallOptions): Promise<CallResult> {
  const controller = new AbortController();
  const timeout = new AiTimeoutError(`no answer within ${options.timeoutMs} ms`);
  const timer = setTimeout(() => controller.abort(timeout), options.timeoutMs);
  const started = Date.now();
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        const result = await generateText({
          model: options.model,
          system: options.system,
          prompt: options.prompt,
          maxOutputTokens: options.maxOutputTokens,
          temperature: 0.7,
          maxRetries: 0,
          abortSignal: controller.signal,
        });
        const text = result.text.trim();
        if (!text) throw new AiEmptyAnswerError(`empty answer (finish reason ${result.finishReason})`);
        return { text, cutShort: result.finishReason === 'length' };
      } catch (error) {
        if (controller.signal.aborted) throw timeout;
        const asked = retryAfterMs(error);
        const wait = asked ?? options.retryDelayMs;
        const left = options.timeoutMs - (Date.now() - started);
        const retry = attempt === 1 && isRetryable(providerStatus(error)) && wait <= options.maxRetryAfterMs;
        if (!retry || wait >= left) throw error;
        await sleep(wait, controller.signal).catch(() => {
          throw timeout;
        });
      }
    }
  } finally {
    clearTimeout(timer);
  }
}

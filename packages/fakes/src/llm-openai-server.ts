import type { Reply } from './github-http';
import { countTokens, createLlmServer, type FakeLlm, type LlmProtocol } from './llm-server';

/**
 * A fake OpenAI-compatible server (OpenAI, Ollama, vLLM, LM Studio, OpenRouter all speak it):
 * POST /v1/chat/completions with `Authorization: Bearer <key>` when a key is set.
 */

const ERROR_TYPES: Record<number, [type: string, code: string | null]> = {
  400: ['invalid_request_error', null],
  401: ['invalid_request_error', 'invalid_api_key'],
  404: ['invalid_request_error', 'model_not_found'],
  429: ['requests', 'rate_limit_exceeded'],
  500: ['server_error', null],
  503: ['server_error', null],
};

type Message = { role?: unknown; content?: unknown };

/** Message content as text: a string, or an array of `{type:'text', text}` parts. */
function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .map((part: { type?: unknown; text?: unknown }) =>
      part?.type === 'text' && typeof part.text === 'string' ? part.text : '',
    )
    .join('');
}

const messagesOf = (body: Record<string, unknown>): Message[] =>
  Array.isArray(body.messages) ? (body.messages as Message[]) : [];

export const openAiProtocol: LlmProtocol = {
  path: '/v1/chat/completions',
  authenticate(headers, apiKey) {
    if (!apiKey || headers.authorization === `Bearer ${apiKey}`) return undefined;
    return this.error(401, 'Incorrect API key provided.');
  },
  validate(body) {
    if (typeof body.model !== 'string' || !body.model)
      return this.error(400, 'you must provide a model parameter');
    if (!messagesOf(body).length) return this.error(400, "'messages' must contain at least one message");
    if (body.stream === true) return this.error(400, 'This fake does not stream.');
    return undefined;
  },
  prompt(body) {
    const of = (role: string) =>
      messagesOf(body)
        .filter((m) => m.role === role)
        .map((m) => textOf(m.content))
        .join('\n');
    return { system: of('system') || of('developer'), user: of('user') };
  },
  answer(text, model, finish, seq) {
    const completion = countTokens(text);
    return {
      id: `chatcmpl-fake${seq}`,
      object: 'chat.completion',
      created: 1_735_689_600 + seq,
      model,
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: text, refusal: null },
          logprobs: null,
          finish_reason: finish,
        },
      ],
      usage: { prompt_tokens: 120, completion_tokens: completion, total_tokens: 120 + completion },
      system_fingerprint: 'fp_fake',
    };
  },
  error(status, message): Reply {
    const [type, code] = ERROR_TYPES[status] ?? ['server_error', null];
    return { status, body: { error: { message, type, param: null, code } } };
  },
};

export function createOpenAiServer(
  options: { apiKey?: string; defaultAnswer?: string } = {},
): Promise<FakeLlm> {
  return createLlmServer(openAiProtocol, options);
}

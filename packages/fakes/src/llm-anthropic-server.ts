import type { Reply } from './github-http';
import { countTokens, createLlmServer, type FakeLlm, type LlmProtocol } from './llm-server';

/**
 * A fake Anthropic Messages API: POST /v1/messages with `x-api-key` and `anthropic-version`,
 * `system` as a string or text blocks, `max_tokens` required, errors as `{type:'error', error}`.
 */

const ERROR_TYPES: Record<number, string> = {
  400: 'invalid_request_error',
  401: 'authentication_error',
  403: 'permission_error',
  404: 'not_found_error',
  413: 'request_too_large',
  429: 'rate_limit_error',
  500: 'api_error',
  529: 'overloaded_error',
};

type Block = { type?: unknown; text?: unknown };

function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return (content as Block[])
    .map((b) => (b?.type === 'text' && typeof b.text === 'string' ? b.text : ''))
    .join('\n');
}

export const anthropicProtocol: LlmProtocol = {
  path: '/v1/messages',
  authenticate(headers, apiKey) {
    if (!headers['anthropic-version']) return this.error(400, 'anthropic-version: header is required');
    if (apiKey && headers['x-api-key'] !== apiKey) return this.error(401, 'invalid x-api-key');
    return undefined;
  },
  validate(body) {
    if (typeof body.model !== 'string' || !body.model) return this.error(400, 'model: Field required');
    if (typeof body.max_tokens !== 'number') return this.error(400, 'max_tokens: Field required');
    if (!Array.isArray(body.messages) || !body.messages.length)
      return this.error(400, 'messages: Field required');
    if (body.stream === true) return this.error(400, 'This fake does not stream.');
    return undefined;
  },
  prompt(body) {
    const messages = Array.isArray(body.messages)
      ? (body.messages as { role?: unknown; content?: unknown }[])
      : [];
    return {
      system: textOf(body.system),
      user: messages
        .filter((m) => m.role === 'user')
        .map((m) => textOf(m.content))
        .join('\n'),
    };
  },
  answer(text, model, finish, seq) {
    return {
      id: `msg_fake${String(seq).padStart(6, '0')}`,
      type: 'message',
      role: 'assistant',
      model,
      content: [{ type: 'text', text }],
      stop_reason: finish === 'length' ? 'max_tokens' : 'end_turn',
      stop_sequence: null,
      usage: { input_tokens: 120, output_tokens: countTokens(text) },
    };
  },
  error(status, message): Reply {
    return {
      status,
      body: { type: 'error', error: { type: ERROR_TYPES[status] ?? 'api_error', message } },
      headers: { 'request-id': `req_fake${status}` },
    };
  },
};

export function createAnthropicServer(
  options: { apiKey?: string; defaultAnswer?: string } = {},
): Promise<FakeLlm> {
  return createLlmServer(anthropicProtocol, options);
}

import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody, send, type Reply } from './github-http';
import { pausable } from './harness';

/**
 * The common part of the fake LLM servers on loopback: request recording, scripted answers,
 * failures, stalls and garbage. Each protocol (OpenAI chat completions, Anthropic messages)
 * says how its JSON looks.
 */

export interface LlmRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body (undefined when it was not JSON). */
  body: Record<string, unknown> | undefined;
  rawBody: string;
  model: string | undefined;
  /** The system prompt and the user message, as plain text. */
  system: string;
  user: string;
}

export type FinishReason = 'stop' | 'length';

export interface LlmProtocol {
  /** e.g. /v1/chat/completions */
  path: string;
  /** An error reply when the headers lack the right credentials, else undefined. */
  authenticate(headers: IncomingHttpHeaders, apiKey: string | undefined): Reply | undefined;
  /** A validation error reply for a body the real API would refuse, else undefined. */
  validate(body: Record<string, unknown>): Reply | undefined;
  prompt(body: Record<string, unknown>): { system: string; user: string };
  answer(text: string, model: string, finish: FinishReason, seq: number): unknown;
  error(status: number, message: string): Reply;
}

export interface FailOptions {
  times?: number;
  message?: string;
  headers?: Record<string, string>;
}

export interface FakeLlm {
  /** http://127.0.0.1:port */
  url: string;
  /** The base URL the SDK providers take: `${url}/v1`. */
  baseUrl: string;
  requests: LlmRequest[];
  /** Every later answer: a fixed text or one made from the request. */
  answerWith(answer: string | ((request: LlmRequest) => string)): void;
  /** The next answer only; `finish: 'length'` says the model ran out of tokens. */
  answerNext(text: string, finish?: FinishReason): void;
  /** The next answer is `chars` characters of whole sentences (a model that ignores limits). */
  answerTooLongNext(chars: number): void;
  /** The next request(s) fail with this HTTP status and the protocol's error body. */
  failNext(status: number, options?: FailOptions): void;
  /** The next request(s) wait this long before answering. */
  stallNext(ms: number, times?: number): void;
  /** The next request gets 200 with a body that is not the protocol's JSON. */
  garbageNext(body?: string): void;
  /** Forget recorded requests and pending failures, stalls and answers; back to the default answer. */
  reset(): void;
  close(): Promise<void>;
}

type Step =
  | { kind: 'fail'; status: number; message?: string; headers?: Record<string, string> }
  | { kind: 'garbage'; body: string }
  | { kind: 'answer'; text: string; finish: FinishReason };

const SENTENCE = 'This sentence is here to make the answer far longer than any target allows.';

export async function createLlmServer(
  protocol: LlmProtocol,
  options: { apiKey?: string; defaultAnswer?: string } = {},
): Promise<FakeLlm> {
  const requests: LlmRequest[] = [];
  const steps: Step[] = [];
  const stalls: number[] = [];
  const waits = pausable();
  const defaultAnswer = options.defaultAnswer ?? 'A new commit landed in the project.';
  let answer: string | ((request: LlmRequest) => string) = defaultAnswer;
  let seq = 0;

  async function reply(req: IncomingMessage): Promise<Reply> {
    const method = (req.method ?? 'GET').toUpperCase();
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const rawBody = await readBody(req);
    let body: Record<string, unknown> | undefined;
    try {
      const parsed: unknown = JSON.parse(rawBody);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
        body = parsed as Record<string, unknown>;
    } catch {
      body = undefined;
    }
    const prompt = body ? protocol.prompt(body) : { system: '', user: '' };
    const model = typeof body?.model === 'string' ? body.model : undefined;
    const request: LlmRequest = { method, path, headers: req.headers, body, rawBody, model, ...prompt };
    requests.push(request);
    const stall = stalls.shift();
    if (stall !== undefined) await waits.pause(stall);
    if (method !== 'POST' || path !== protocol.path)
      return protocol.error(404, `Unknown route ${method} ${path}`);
    const denied = protocol.authenticate(req.headers, options.apiKey);
    if (denied) return denied;
    if (!body) return protocol.error(400, 'The request body is not valid JSON.');
    const invalid = protocol.validate(body);
    if (invalid) return invalid;
    const step = steps.shift();
    if (step?.kind === 'fail') {
      const error = protocol.error(step.status, step.message ?? `Fake failure with status ${step.status}`);
      return { ...error, headers: { ...error.headers, ...step.headers } };
    }
    if (step?.kind === 'garbage')
      return { status: 200, body: step.body, headers: { 'content-type': 'application/json' } };
    const text = step?.kind === 'answer' ? step.text : typeof answer === 'string' ? answer : answer(request);
    const finish = step?.kind === 'answer' ? step.finish : 'stop';
    return { status: 200, body: protocol.answer(text, model ?? 'unknown', finish, ++seq) };
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    res.on('error', () => {});
    reply(req)
      .then((r) => send(res, r))
      .catch((error: unknown) => send(res, protocol.error(500, `fake LLM failed: ${String(error)}`)));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    baseUrl: `${url}/v1`,
    requests,
    answerWith(next) {
      answer = next;
    },
    answerNext(text, finish = 'stop') {
      steps.push({ kind: 'answer', text, finish });
    },
    answerTooLongNext(chars) {
      const sentences = Array.from({ length: Math.ceil(chars / SENTENCE.length) + 1 }, () => SENTENCE);
      steps.push({ kind: 'answer', text: sentences.join(' '), finish: 'stop' });
    },
    failNext(status, fail = {}) {
      for (let i = 0; i < (fail.times ?? 1); i++) steps.push({ kind: 'fail', status, ...fail });
    },
    stallNext(ms, times = 1) {
      for (let i = 0; i < times; i++) stalls.push(ms);
    },
    garbageNext(body = '<html><body>502 Bad Gateway</body></html>') {
      steps.push({ kind: 'garbage', body });
    },
    reset() {
      requests.length = 0;
      steps.length = 0;
      stalls.length = 0;
      answer = defaultAnswer;
    },
    async close() {
      waits.release();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

/** A rough token count, as usage fields need one. */
export const countTokens = (text: string) => Math.max(1, Math.ceil(text.length / 4));

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Slack and Discord incoming webhooks on loopback. Each checks a posted message the way the
 * service does, to the limits it documents, and answers as it answers: Slack `200 ok` or a 400
 * with its error word; Discord `204` or a 400 with its JSON error. A test can make the next
 * posts fail with a status of its choice.
 */

export interface ChatMessage {
  /** The webhook's path, e.g. `/services/T0/B0/secret`. */
  path: string;
  body: Record<string, unknown>;
}

export interface ChatFake {
  /** The base URL (SLACK_WEBHOOK_URL or DISCORD_WEBHOOK_URL). */
  url: string;
  /** A webhook URL the service would hand out. */
  hookUrl: string;
  /** Messages accepted. */
  messages: ChatMessage[];
  /** Messages refused, with the reason given. */
  refused: { path: string; reason: string }[];
  /** The next `times` posts answer `status` (and are not kept). */
  failNext(times: number, status?: number): void;
  close(): Promise<void>;
}

type Check = (body: Record<string, unknown>) => string | null;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const tooLong = (v: unknown, max: number) => typeof v === 'string' && v.length > max;
const isHttpUrl = (v: unknown) => typeof v === 'string' && /^https?:\/\/\S+$/.test(v);

/** Slack Block Kit: the text objects of the block types Shiplog may send, to Slack's limits. */
function checkSlackBlock(block: unknown): string | null {
  if (!isObject(block)) return 'invalid_blocks';
  const textObject = (t: unknown, max: number, plainOnly = false) =>
    isObject(t) &&
    (t.type === 'plain_text' || (!plainOnly && t.type === 'mrkdwn')) &&
    typeof t.text === 'string' &&
    t.text.length > 0 &&
    t.text.length <= max;
  switch (block.type) {
    case 'section':
      return textObject(block.text, 3_000) ? null : 'invalid_blocks';
    case 'header':
      return textObject(block.text, 150, true) ? null : 'invalid_blocks';
    case 'divider':
      return null;
    case 'context': {
      const elements = block.elements;
      if (!Array.isArray(elements) || elements.length === 0 || elements.length > 10) return 'invalid_blocks';
      return elements.every((e) => textObject(e, 3_000)) ? null : 'invalid_blocks';
    }
    default:
      return 'invalid_blocks';
  }
}

const checkSlack: Check = (body) => {
  const { text, blocks } = body;
  if (text !== undefined && typeof text !== 'string') return 'invalid_payload';
  if (tooLong(text, 40_000)) return 'msg_too_long';
  if (blocks !== undefined) {
    if (!Array.isArray(blocks) || blocks.length > 50) return 'invalid_blocks';
    for (const block of blocks) {
      const problem = checkSlackBlock(block);
      if (problem) return problem;
    }
  }
  if (!(typeof text === 'string' && text.trim()) && !(Array.isArray(blocks) && blocks.length))
    return 'no_text';
  return null;
};

/** Discord's message and embed limits (https://discord.com/developers/docs/resources/message#embed-object-embed-limits). */
function checkEmbed(embed: unknown): string | null {
  if (!isObject(embed)) return 'embeds: must be objects';
  const footer = isObject(embed.footer) ? embed.footer.text : undefined;
  const author = isObject(embed.author) ? embed.author.name : undefined;
  if (tooLong(embed.title, 256)) return 'embeds.title: at most 256';
  if (tooLong(embed.description, 4_096)) return 'embeds.description: at most 4096';
  if (tooLong(footer, 2_048)) return 'embeds.footer.text: at most 2048';
  if (tooLong(author, 256)) return 'embeds.author.name: at most 256';
  if (embed.url !== undefined && !isHttpUrl(embed.url)) return 'embeds.url: not a URL';
  if (embed.timestamp !== undefined && Number.isNaN(Date.parse(String(embed.timestamp))))
    return 'embeds.timestamp: not ISO8601';
  if (
    embed.color !== undefined &&
    !(Number.isInteger(embed.color) && (embed.color as number) >= 0 && (embed.color as number) <= 0xffffff)
  )
    return 'embeds.color: not a colour';
  const fields = embed.fields;
  if (fields !== undefined && (!Array.isArray(fields) || fields.length > 25))
    return 'embeds.fields: at most 25';
  return null;
}

const embedChars = (embed: Record<string, unknown>) =>
  [
    embed.title,
    embed.description,
    isObject(embed.footer) ? embed.footer.text : '',
    isObject(embed.author) ? embed.author.name : '',
  ]
    .map((v) => (typeof v === 'string' ? v.length : 0))
    .reduce((a, b) => a + b, 0);

const checkDiscord: Check = (body) => {
  const { content, embeds, username } = body;
  if (content !== undefined && typeof content !== 'string') return 'content: must be a string';
  if (tooLong(content, 2_000)) return 'content: at most 2000';
  if (tooLong(username, 80) || (typeof username === 'string' && /discord|clyde/i.test(username)))
    return 'username: not allowed';
  if (embeds !== undefined) {
    if (!Array.isArray(embeds) || embeds.length > 10) return 'embeds: at most 10';
    for (const embed of embeds) {
      const problem = checkEmbed(embed);
      if (problem) return problem;
    }
    const total = embeds.reduce((sum: number, e) => sum + embedChars(e as Record<string, unknown>), 0);
    if (total > 6_000) return 'embeds: at most 6000 characters in all';
  }
  const hasContent = typeof content === 'string' && content.trim().length > 0;
  if (!hasContent && !(Array.isArray(embeds) && embeds.length)) return 'Cannot send an empty message';
  return null;
};

interface Service {
  /** Paths of webhooks that exist. */
  path: RegExp;
  samplePath: string;
  check: Check;
  ok(res: ServerResponse): void;
  refuse(res: ServerResponse, reason: string): void;
  missing(res: ServerResponse): void;
}

const slack: Service = {
  path: /^\/services\/T[A-Z0-9]+\/B[A-Z0-9]+\/[A-Za-z0-9]+$/,
  samplePath: '/services/T0001/B0001/XXXXXXXXXXXXXXXXXXXXXXXX',
  check: checkSlack,
  ok: (res) => res.writeHead(200, { 'content-type': 'text/html' }).end('ok'),
  refuse: (res, reason) => res.writeHead(400, { 'content-type': 'text/html' }).end(reason),
  missing: (res) => res.writeHead(404, { 'content-type': 'text/html' }).end('no_service'),
};

const discord: Service = {
  path: /^\/api\/webhooks\/\d+\/[A-Za-z0-9_-]+$/,
  samplePath: '/api/webhooks/112233445566778899/tokentokentoken_token-token',
  check: checkDiscord,
  ok: (res) => res.writeHead(204).end(),
  refuse: (res, reason) =>
    res
      .writeHead(400, { 'content-type': 'application/json' })
      .end(JSON.stringify({ code: reason.startsWith('Cannot') ? 50006 : 50035, message: reason })),
  missing: (res) =>
    res
      .writeHead(404, { 'content-type': 'application/json' })
      .end(JSON.stringify({ code: 10015, message: 'Unknown Webhook' })),
};

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

async function startChatFake(service: Service): Promise<ChatFake> {
  const messages: ChatMessage[] = [];
  const refused: ChatFake['refused'] = [];
  let failures = { times: 0, status: 500 };
  const server = createServer(async (req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    const text = await readBody(req);
    if (req.method !== 'POST' || !service.path.test(path)) return service.missing(res);
    if (failures.times > 0) {
      failures.times--;
      return res.writeHead(failures.status, { 'content-type': 'text/plain' }).end('fake failure');
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      refused.push({ path, reason: 'invalid_payload' });
      return service.refuse(res, 'invalid_payload');
    }
    const reason = isObject(body) ? service.check(body) : 'invalid_payload';
    if (reason) {
      refused.push({ path, reason });
      return service.refuse(res, reason);
    }
    messages.push({ path, body: body as Record<string, unknown> });
    service.ok(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    hookUrl: `${url}${service.samplePath}`,
    messages,
    refused,
    failNext(times, status = 500) {
      failures = { times, status };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Slack's incoming webhooks (`/services/T…/B…/…`). */
export const startSlackFake = () => startChatFake(slack);
/** Discord's webhooks (`/api/webhooks/{id}/{token}`). */
export const startDiscordFake = () => startChatFake(discord);
/** The checks alone, for tests of the messages themselves. */
export const chatMessageProblems = { slack: checkSlack, discord: checkDiscord };

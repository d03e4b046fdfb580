/**
 * Fakes of the outside systems Shiplog talks to, each a real server on loopback:
 * GitHub (OAuth, REST API, webhook deliveries), LLM providers (OpenAI-style and Anthropic),
 * an SMTP sink with fault injection, a DNS server, Slack and Discord incoming webhooks, a Mastodon instance, a Bluesky PDS, and a customer's site that embeds the widget. They import nothing from the apps.
 * With them, the two pieces every harness needs: a free port and a poll with a deadline.
 */
export * from './github-server';
export * from './github-history';
export * from './llm-server';
export { createOpenAiServer, openAiProtocol } from './llm-openai-server';
export { createAnthropicServer, anthropicProtocol } from './llm-anthropic-server';
export * from './smtp-sink';
export * from './dns-server';
export * from './embedding-site';
export * from './harness';
export * from './s3-server';
export { pngFile } from './png-file';
export * from './chat-webhooks';
export * from './mastodon-server';
export * from './bluesky-server';

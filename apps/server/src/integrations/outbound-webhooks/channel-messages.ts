import type { ChannelPost } from './event-payloads';

/**
 * A published update as a chat message: Slack's `text` (the notification's line) and `blocks`
 * (title as a link, summary, project and type), Discord's `embeds` (title, URL, description,
 * footer and time). Both cut their fields to what the services accept and mention no one.
 */

/** Slack: a section's text is at most 3,000 characters; `text` is the fallback line. */
const SLACK_SECTION_MAX = 3_000;
const SLACK_TEXT_MAX = 3_000;
/**
 * Discord's limits: embed title 256, description 4,096, footer 2,048, username 80, and 6,000
 * characters in all of an embed's text (the footer is kept short so the sum stays under it).
 */
const DISCORD = { title: 256, description: 4_096, footer: 1_000, username: 80 } as const;
/** Shiplog's accent, as Discord takes a colour. */
const DISCORD_COLOR = 0x4f46e5;

const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

const typeLabel = (post: ChannelPost) =>
  post.type === 'release' ? 'Release' : post.isMajor ? 'Major update' : 'Update';

/** Slack's mrkdwn needs &, < and > escaped; link labels must not contain | or >. */
const slackEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function slackMessage(post: ChannelPost) {
  const title = slackEscape(post.title).replace(/\|/g, '¦');
  const lines = [`*<${post.url}|${title}>*`, ...(post.summary ? [slackEscape(post.summary)] : [])];
  return {
    text: cut(`${post.projectName}: ${post.title} ${post.url}`, SLACK_TEXT_MAX),
    blocks: [
      { type: 'section', text: { type: 'mrkdwn', text: cut(lines.join('\n'), SLACK_SECTION_MAX) } },
      {
        type: 'context',
        elements: [
          {
            type: 'mrkdwn',
            text: cut(`${slackEscape(post.projectName)} · ${typeLabel(post)}`, SLACK_SECTION_MAX),
          },
        ],
      },
    ],
    unfurl_links: false,
  };
}

export function discordMessage(post: ChannelPost) {
  return {
    username: cut('Shiplog', DISCORD.username),
    allowed_mentions: { parse: [] as string[] },
    embeds: [
      {
        title: cut(post.title, DISCORD.title),
        url: post.url,
        description: cut(post.summary || post.title, DISCORD.description),
        color: DISCORD_COLOR,
        timestamp: post.publishedAt.toISOString(),
        footer: { text: cut(`${post.projectName} · ${typeLabel(post)}`, DISCORD.footer) },
      },
    ],
  };
}

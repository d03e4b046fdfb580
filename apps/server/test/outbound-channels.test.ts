import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessageProblems, startDiscordFake, startSlackFake, type ChatFake } from '@shiplog/fakes';
import { discordMessage, slackMessage } from '../src/integrations/outbound-webhooks/channel-messages';
import { call, createUpdate, MAIL_PUBLIC_URL, textUpdate, until } from './support';
import { addEndpoint, endpointsPath, outboundApp, untilDeliveriesSettle } from './support/outbound-webhooks';

let slack: ChatFake;
let discord: ChatFake;
const fakes: Record<string, string> = {};
beforeAll(async () => {
  slack = await startSlackFake();
  discord = await startDiscordFake();
  Object.assign(fakes, { SLACK_WEBHOOK_URL: slack.url, DISCORD_WEBHOOK_URL: discord.url });
});
afterAll(async () => {
  await slack.close();
  await discord.close();
});

/** The fakes' addresses are known once they listen, before the app starts (it reads this object then). */
const app = outboundApp('channels.test', fakes);

describe('Slack and Discord channels', () => {
  it('posts every published update to "all" channels and major ones to "major" channels', async () => {
    const { t, owner, projectId } = app;
    const toSlack = await addEndpoint(t, owner, projectId, {
      kind: 'slack',
      url: slack.hookUrl,
      updates: 'all',
    });
    const toDiscord = await addEndpoint(t, owner, projectId, {
      kind: 'discord',
      url: discord.hookUrl,
      updates: 'major',
    });
    // The hook URL is a secret of its own: the settings show its start only.
    expect(toSlack).toMatchObject({
      kind: 'slack',
      secret: null,
      events: ['update.published'],
      updates: 'all',
    });
    expect(toSlack.url).toBe(`${slack.url}/services/T000…`);
    expect(toDiscord.url).toBe(`${discord.url}/api/webhooks/1122…`);

    const { id: minorId } = await createUpdate(
      t,
      owner,
      projectId,
      textUpdate('Small <fix> & more', { content: 'A **tiny** fix.' }),
    );
    const { id: majorId } = await createUpdate(
      t,
      owner,
      projectId,
      textUpdate('Version 2', { content: 'The big one.', is_major_update: true }),
    );
    await createUpdate(t, owner, projectId, { type: 'release', title: 'v2.0.1', content: 'Release notes.' });
    await until(() => slack.messages.length === 3 && discord.messages.length === 2);
    expect(slack.refused).toEqual([]);
    expect(discord.refused).toEqual([]);

    const minorUrl = `${MAIL_PUBLIC_URL}/projects/${projectId}/updates/${minorId}`;
    const minor = slack.messages.find((m) => String(m.body.text).includes('Small'))!;
    expect(minor.path).toBe(new URL(slack.hookUrl).pathname);
    expect(minor.body.text).toContain(minorUrl);
    expect(minor.body.blocks).toEqual([
      {
        type: 'section',
        text: { type: 'mrkdwn', text: `*<${minorUrl}|Small &lt;fix&gt; &amp; more>*\nA tiny fix.` },
      },
      { type: 'context', elements: [{ type: 'mrkdwn', text: expect.stringMatching(/ · Update$/) }] },
    ]);

    const [major] = discord.messages;
    expect(major!.body).toMatchObject({
      allowed_mentions: { parse: [] },
      embeds: [
        {
          title: 'Version 2',
          url: `${MAIL_PUBLIC_URL}/projects/${projectId}/updates/${majorId}`,
          description: 'The big one.',
          footer: { text: expect.stringMatching(/ · Major update$/) },
        },
      ],
    });
    expect(discord.messages[1]!.body).toMatchObject({
      embeds: [{ title: 'v2.0.1', footer: { text: expect.stringMatching(/ · Release$/) } }],
    });

    const slackLog = await untilDeliveriesSettle(t, owner, projectId, toSlack.id, 3);
    expect(slackLog.every((d) => d.status === 'succeeded' && d.response_status === 200)).toBe(true);
    const discordLog = await untilDeliveriesSettle(t, owner, projectId, toDiscord.id, 2);
    expect(discordLog.every((d) => d.status === 'succeeded' && d.response_status === 204)).toBe(true);
    for (const e of [toSlack, toDiscord])
      await call(t, 'DELETE', `${endpointsPath(projectId)}/${e.id}`, { as: owner });
  });

  it('retries a channel post after a failure and sends a test post on request', async () => {
    const { t, owner, projectId } = app;
    slack.messages.length = 0;
    const channel = await addEndpoint(t, owner, projectId, { kind: 'slack', url: slack.hookUrl });
    slack.failNext(1, 500);
    await createUpdate(t, owner, projectId, textUpdate('Posted on the second try'));
    const [delivery] = await untilDeliveriesSettle(t, owner, projectId, channel.id, 1);
    expect(delivery).toMatchObject({ status: 'succeeded', attempts: 2 });
    expect(delivery!.tries.map((x) => x.response_status)).toEqual([200, 500]);

    const test = await call(t, 'POST', `${endpointsPath(projectId)}/${channel.id}/test`, { as: owner });
    expect(test.statusCode, test.body).toBe(202);
    await until(() => slack.messages.length === 2);
    expect(String(slack.messages[1]!.body.text)).toContain('Test message from Shiplog');
    const [tested] = await untilDeliveriesSettle(t, owner, projectId, channel.id, 2);
    expect(tested).toMatchObject({
      event: 'webhook.test',
      status: 'succeeded',
      attempts: 1,
      response_status: 200,
    });
    await call(t, 'DELETE', `${endpointsPath(projectId)}/${channel.id}`, { as: owner });
  });

  it('takes only the services’ own webhook URLs', async () => {
    const { t, owner, projectId } = app;
    const cases = [
      { kind: 'slack', url: 'https://example.com/services/T0/B0/x', message: 'Slack incoming-webhook URL' },
      { kind: 'slack', url: discord.hookUrl, message: 'Slack incoming-webhook URL' },
      { kind: 'discord', url: slack.hookUrl, message: 'Discord webhook URL' },
    ];
    for (const { kind, url, message } of cases) {
      const res = await call(t, 'POST', endpointsPath(projectId), { as: owner, payload: { kind, url } });
      expect(res.statusCode, url).toBe(422);
      expect(res.json().error.message).toContain(message);
    }
  });
});

describe('channel messages', () => {
  const long = {
    projectName: 'P'.repeat(300),
    title: 'T'.repeat(5_000),
    summary: 'S '.repeat(5_000),
    url: 'https://shiplog.test/projects/p/updates/u',
    type: 'text',
    isMajor: false,
    publishedAt: new Date('2026-01-02T03:04:05Z'),
  };

  it('stay within what Slack and Discord accept, however long the update', () => {
    expect(chatMessageProblems.slack(slackMessage(long))).toBeNull();
    expect(chatMessageProblems.discord(discordMessage(long))).toBeNull();
    expect(discordMessage(long).embeds[0]!.title).toHaveLength(256);
  });

  it('are refused by the fakes when empty or over a limit', () => {
    expect(chatMessageProblems.slack({})).toBe('no_text');
    expect(
      chatMessageProblems.slack({
        blocks: [{ type: 'section', text: { type: 'mrkdwn', text: 'x'.repeat(3_001) } }],
      }),
    ).toBe('invalid_blocks');
    expect(chatMessageProblems.discord({ embeds: [] })).toBe('Cannot send an empty message');
    expect(chatMessageProblems.discord({ content: 'x'.repeat(2_001) })).toBe('content: at most 2000');
    expect(chatMessageProblems.discord({ embeds: [{ title: 'x'.repeat(257) }] })).toBe(
      'embeds.title: at most 256',
    );
  });
});

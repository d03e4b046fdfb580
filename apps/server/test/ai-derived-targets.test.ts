import { describe, expect, it } from 'vitest';
import { blueskyLength, mastodonLength, xLength } from '@shiplog/contract';
import { createAiWriter, storyPostFor, writeForTarget } from '../src/integrations/ai';
import { fitForTarget } from '../src/integrations/ai/derived-targets';
import { loadConfig } from '../src/config';
import { commitMaker, storyOf } from './support/stories';
import { inventedCommits, PAGEPULSE_URL, writeRequest, writtenText } from './support/writer';

/**
 * Posts for Bluesky and Mastodon: the writer composes X's post for Bluesky and Discord's for
 * Mastodon, and each is fitted to the network's limit as that network counts (Bluesky 300
 * graphemes with links at full length, Mastodon 500 with every link 23), in plain text, whole
 * sentences where they fit, the link kept last.
 */
const writer = createAiWriter(loadConfig({}));
const commit = inventedCommits('d', { additions: 120, deletions: 30 });

const LONG = commit(
  [
    'feat(alerts): escalate unanswered incidents to the next person on call',
    '',
    'An incident that nobody acknowledges within the escalation window now pages the next person in',
    'the rotation, then the whole team. Each step is logged on the incident timeline, so it is clear',
    'who was paged and when.',
    '',
    'The escalation window defaults to ten minutes and can be set per service. Quiet hours are kept:',
    'a page during them goes to the person on call only, never to the team.',
    '',
    'Escalations also post to the status channel with a link to the incident, and stop as soon as',
    'anyone acknowledges it, from the web, the phone app or a reply to the mail.',
  ].join('\n'),
  ['src/alerts/escalate.ts', 'src/alerts/rotation.ts', 'src/alerts/timeline.ts'],
);

/** A URL longer than X's 23: on Bluesky it counts in full. */
const LONG_URL = `${PAGEPULSE_URL}/updates/escalations-to-the-next-person-on-call`;

describe('posts for Bluesky and Mastodon', () => {
  it("writes Bluesky's post from X's, within 300 graphemes with its link at full length", async () => {
    const request = writeRequest(LONG, { target: 'x', projectUrl: LONG_URL });
    const x = await writtenText(request);
    const answer = await writeForTarget(writer, request, 'bluesky', 5_000);
    if (answer.declined) throw new Error(answer.reason);
    expect(blueskyLength(answer.content)).toBeLessThanOrEqual(300);
    expect(answer.content.endsWith(`\n\n${LONG_URL}`)).toBe(true);
    // X's post, kept whole where it fits Bluesky: its opening is the same.
    expect(answer.content.split('\n')[0]).toBe(x.content.split('\n')[0]);
    expect(xLength(answer.content)).toBeGreaterThan(0);
  });

  it("writes Mastodon's post from Discord's, in plain text, its link last", async () => {
    const items = [
      'Add a dark theme that follows the system setting',
      'Export dashboards as PDF with their charts',
      'Keep the sidebar open after a reload',
      'Show the right time zone in weekly reports',
      'Load the incident list twice as fast',
    ];
    const squash = commit(
      ['Improve on-call alerts and dashboards (#140)', '', ...items.flatMap((i) => [`* ${i}`, ''])].join(
        '\n',
      ),
    );
    const request = writeRequest(squash, { target: 'discord' });
    const discord = await writtenText(request);
    expect(discord.content).toMatch(/^\*\*.+\*\*$/m);
    const answer = await writeForTarget(writer, request, 'mastodon', 5_000);
    if (answer.declined) throw new Error(answer.reason);
    expect(mastodonLength(answer.content)).toBeLessThanOrEqual(500);
    expect(answer.content).not.toMatch(/\*\*|^- /m);
    expect(answer.content).toMatch(/^• Added a dark theme that follows the system setting$/m);
    expect(answer.content.endsWith(`\n\n${PAGEPULSE_URL}`)).toBe(true);
  });

  it('fits a longer text to the limit: whole sentences, plain, the link kept last', () => {
    const sentence = 'Escalations page the next person on call when nobody answers within **ten minutes**. ';
    const long = `${sentence.repeat(12)}\n\n- Quiet hours are kept\n- Every step is logged\n\n<${LONG_URL}>`;
    for (const [target, measure, limit] of [
      ['mastodon', mastodonLength, 500],
      ['bluesky', blueskyLength, 300],
    ] as const) {
      const fitted = fitForTarget(target, long);
      expect(measure(fitted), target).toBeLessThanOrEqual(limit);
      expect(measure(fitted), target).toBeGreaterThan(limit / 2);
      expect(fitted).not.toMatch(/\*\*|<http/);
      expect(fitted.endsWith(`.\n\n${LONG_URL}`), fitted).toBe(true);
    }
    // An instance with a lower limit: fitted to it.
    expect(mastodonLength(fitForTarget('mastodon', long, 280))).toBeLessThanOrEqual(280);
  });

  it('passes a decline through for either', async () => {
    const wip = commit('wip');
    for (const target of ['bluesky', 'mastodon'] as const) {
      const answer = await writeForTarget(writer, writeRequest(wip, { target: 'x' }), target, 5_000);
      expect(answer.declined).toBe(true);
    }
  });

  it("fits a story's post for each from its Discord post", async () => {
    const make = commitMaker('e');
    const story = await storyOf([
      make('feat: add a dark theme that follows the system setting'),
      make('feat: export dashboards as PDF with their charts'),
      make('fix: keep the sidebar open after a reload'),
      make('fix: show the right time zone in weekly reports'),
      make('perf: load the incident list twice as fast'),
    ]);
    const [bluesky] = storyPostFor(story, 'bluesky');
    const [mastodon] = storyPostFor(story, 'mastodon');
    expect(blueskyLength(bluesky!)).toBeLessThanOrEqual(300);
    expect(mastodonLength(mastodon!)).toBeLessThanOrEqual(500);
    for (const text of [bluesky!, mastodon!]) {
      expect(text).not.toMatch(/\*\*|<https?:/);
      expect(text.endsWith('https://shiplog.example/p/acme')).toBe(true);
    }
    expect(storyPostFor(story, 'x')).toEqual(story.thread);
    expect(storyPostFor(story, 'linkedin')).toEqual([story.posts.linkedin]);
  });
});

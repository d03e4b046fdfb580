import { screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { blueskyLength, mastodonLength, socialMessages, xLength } from '@shiplog/contract';
import { apiError, setUpApiServer } from '@test/api-server';
import { findPostCard, makePost, openDashboard, serveDashboard } from '../test/dashboard-kit';

const api = setUpApiServer();
afterEach(() => {
  toast.dismiss();
  vi.restoreAllMocks();
  localStorage.clear();
});

const link = 'https://shiplog.dev/p/tidepool';
const short = `Dark mode is live: ${link}`;
const sentences = Array.from(
  { length: 12 },
  (_, i) => `Change number ${i + 1} makes the dashboard calmer and faster for everyone.`,
);
const long = `${sentences.join(' ')} ${link}`;
/** A story's X post: a thread already numbered, short enough in all to pass for one post. */
const story = [
  '1/3 Tidepool added a dark theme.\n\nAlso new:\n• Added tags to notes.',
  '2/3 Fixes and improvements:\n• Made Tidepool keep the search filter after a reload.',
  `3/3 Other changes:\n• Made the sync faster.\n\nThanks to Ada.\n\n${link}`,
];
const INSTANCE = 'GET /api/social/mastodon-instance';

beforeEach(() => {
  const state = serveDashboard(api);
  state.posts = [
    makePost(1, { content: short }),
    makePost(2, { content: long }),
    makePost(3, { content: story.join('\n\n') }),
  ];
});

async function openPost(text: string) {
  const open = vi.spyOn(window, 'open').mockReturnValue(null);
  const view = openDashboard(api, '/dashboard?tab=posts');
  return { ...view, open, card: await findPostCard(text) };
}

describe('Sharing on Bluesky, Mastodon and as an X thread', { timeout: 20_000 }, () => {
  it("Share on Bluesky opens Bluesky's composer with the post, fitted to 300 with its link last", async () => {
    const { user, open, card } = await openPost(short);
    await user.click(card.getByRole('button', { name: 'Share on Bluesky' }));
    const opened = new URL(String(open.mock.calls[0]![0]));
    expect(`${opened.origin}${opened.pathname}`).toBe('https://bsky.app/intent/compose');
    expect(opened.searchParams.get('text')).toBe(short);

    const other = await findPostCard(long);
    await user.click(other.getByRole('button', { name: 'Share on Bluesky' }));
    const fitted = new URL(String(open.mock.calls[1]![0])).searchParams.get('text')!;
    expect(blueskyLength(long)).toBeGreaterThan(300);
    expect(blueskyLength(fitted)).toBeLessThanOrEqual(300);
    expect(fitted.endsWith(`…\n\n${link}`)).toBe(true);
  });

  it("fits the post to the named Mastodon server's limit and opens its share page", async () => {
    api.routes[INSTANCE] = ({ query }) => ({
      status: 200,
      body: { instance: `https://${query.get('instance')}`, max_characters: 140, from_instance: true },
    });
    const { user, card } = await openPost(long);
    await user.click(card.getByRole('button', { name: 'Share on Mastodon' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Share on Mastodon' }));
    await user.type(dialog.getByLabelText('Your Mastodon server'), 'fosstodon.org');
    await user.click(dialog.getByRole('button', { name: 'Use' }));
    expect(await dialog.findByText(/fosstodon\.org allows 140 characters/)).toBeInTheDocument();
    const share = new URL(dialog.getByRole('link', { name: 'Open on fosstodon.org' }).getAttribute('href')!);
    expect(`${share.origin}${share.pathname}`).toBe('https://fosstodon.org/share');
    const text = share.searchParams.get('text')!;
    expect(mastodonLength(text)).toBeLessThanOrEqual(140);
    expect(text.endsWith(link)).toBe(true);
    expect(api.calls(INSTANCE)[0]?.query.get('instance')).toBe('fosstodon.org');
    expect(localStorage.getItem('shiplog:mastodon-instance')).toBe('fosstodon.org');
  });

  it('says what is wrong with a server name the API refuses', async () => {
    api.routes[INSTANCE] = () => apiError(400, 'BAD_REQUEST', socialMessages.instanceInvalid);
    const { user, card } = await openPost(short);
    await user.click(card.getByRole('button', { name: 'Share on Mastodon' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Share on Mastodon' }));
    await user.type(dialog.getByLabelText('Your Mastodon server'), 'intranet');
    await user.click(dialog.getByRole('button', { name: 'Use' }));
    expect(await dialog.findByText(socialMessages.instanceInvalid)).toBeInTheDocument();
    expect(dialog.queryByRole('link', { name: /Open on/ })).not.toBeInTheDocument();
  });

  it('says the first field problem of a server name that is not valid, in its own words', async () => {
    api.routes[INSTANCE] = () => ({
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_FAILED',
          message: `Invalid request: instance: ${socialMessages.instanceInvalid}`,
          issues: [{ path: 'instance', message: socialMessages.instanceInvalid }],
        },
      },
    });
    const { user, card } = await openPost(short);
    await user.click(card.getByRole('button', { name: 'Share on Mastodon' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Share on Mastodon' }));
    await user.type(dialog.getByLabelText('Your Mastodon server'), '@@');
    await user.click(dialog.getByRole('button', { name: 'Use' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      /^Name a Mastodon server, like mastodon\.social\.$/,
    );
  });

  it('offers a post longer than X allows as a thread to copy part by part', async () => {
    const { user, card } = await openPost(long);
    expect(xLength(long)).toBeGreaterThan(280);
    expect(card.getByText(/^Longer than one X post: on X it is a thread of \d parts\.$/)).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: /^X thread \(\d parts\)$/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'X thread' }));
    const parts = within(dialog.getByRole('list', { name: 'Thread parts' })).getAllByRole('listitem');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(xLength(part.querySelector('p')!.textContent!)).toBeLessThanOrEqual(280);
    await user.click(dialog.getByRole('button', { name: 'Copy part 2' }));
    const copied = await navigator.clipboard.readText();
    expect(copied.startsWith(`2/${parts.length} `)).toBe(true);
    expect(await screen.findByText(`Part 2 of ${parts.length} copied.`)).toBeInTheDocument();
    const first = new URL(dialog.getByRole('link', { name: 'Open part 1 on X' }).getAttribute('href')!);
    expect(first.searchParams.get('text')!.startsWith(`1/${parts.length} `)).toBe(true);
  });

  it("offers a story's numbered thread part by part as written, and says it is one", async () => {
    // The card's text as a reader's eye takes it in (Testing Library collapses its line breaks).
    const { user, card } = await openPost(story.join(' ').replace(/\s+/g, ' '));
    expect(card.getByText('Longer than one X post: on X it is a thread of 3 parts.')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'X thread (3 parts)' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'X thread' }));
    const parts = within(dialog.getByRole('list', { name: 'Thread parts' })).getAllByRole('listitem');
    expect(parts.map((part) => part.querySelector('p')!.textContent)).toEqual(story);
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    // Edited, it is counted by its longest part, not as one post far over the limit.
    await user.click(card.getByRole('button', { name: 'Edit' }));
    const longest = Math.max(...story.map(xLength));
    expect(
      await card.findByText(`X thread of 3 parts, the longest ${longest}/280 characters`),
    ).toBeInTheDocument();
  });

  it('offers no thread for a post that fits in one', async () => {
    const { card } = await openPost(short);
    expect(card.queryByRole('button', { name: /X thread/ })).not.toBeInTheDocument();
    expect(card.queryByText(/Longer than one X post/)).not.toBeInTheDocument();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { blueskyPost, mastodonPost, type SocialAccount } from '@shiplog/contract';
import { apiError, setUpApiServer, type Reply } from '@test/api-server';
import { findPostCard, makePost, openDashboard, serveDashboard } from '../test/dashboard-kit';
import { publishMessages } from './publish-dialog';

const api = setUpApiServer();
afterEach(() => {
  toast.dismiss();
  vi.restoreAllMocks();
});

const link = 'https://shiplog.dev/p/tidepool';
const short = `Dark mode is live: ${link}`;
const long = `${Array.from(
  { length: 12 },
  (_, i) => `Change number ${i + 1} makes the dashboard calmer and faster for everyone.`,
).join(' ')} ${link}`;
const bluesky: SocialAccount = {
  network: 'bluesky',
  service: 'https://bsky.social',
  identifier: 'juno.bsky.social',
  connected_at: '2026-01-01T00:00:00.000Z',
};
const mastodon: SocialAccount = {
  network: 'mastodon',
  service: 'https://fosstodon.org',
  identifier: '',
  connected_at: '2026-01-01T00:00:00.000Z',
};
const PUBLISH = 'POST /api/posts/post-2/publish';
const INSTANCE = 'GET /api/social/mastodon-instance';
const posted = { status: 200, body: { network: 'bluesky', url: 'https://bsky.app/profile/juno/post/3k' } };

beforeEach(() => {
  const state = serveDashboard(api, {
    'GET /api/social/accounts': () => ({ status: 200, body: [bluesky] }),
    [PUBLISH]: () => posted,
  });
  state.posts = [makePost(1, { content: short }), makePost(2, { content: long })];
});

async function openPost(text: string) {
  const open = vi.spyOn(window, 'open').mockReturnValue(null);
  const view = openDashboard(api, '/dashboard?tab=posts');
  return { ...view, open, card: await findPostCard(text) };
}

/** The text a confirmation shows, line breaks kept. */
const shownText = (dialog: HTMLElement) => dialog.querySelector('p.whitespace-pre-wrap')?.textContent;

describe('Posting on a connected Bluesky or Mastodon account', { timeout: 20_000 }, () => {
  it('asks first with the exact text Bluesky gets, posts nothing on Cancel, and once on Post', async () => {
    const { user, open, card } = await openPost(long);
    await user.click(await card.findByRole('button', { name: 'Post on Bluesky' }));
    const dialog = await screen.findByRole('dialog', { name: 'Post on Bluesky?' });
    // Fitted by the same function as the server's: cut to 300 at a word, the link kept.
    expect(shownText(dialog)).toBe(blueskyPost(long));
    expect(blueskyPost(long)).not.toBe(long);
    expect(dialog).toHaveTextContent('as juno.bsky.social on bsky.social');
    expect(dialog).toHaveTextContent('shortened to fit');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Post on Bluesky' })).toHaveFocus();
    expect(api.calls(PUBLISH)).toEqual([]);

    await user.click(card.getByRole('button', { name: 'Post on Bluesky' }));
    const again = within(await screen.findByRole('dialog', { name: 'Post on Bluesky?' }));
    await user.click(again.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Posted on Bluesky.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls(PUBLISH).map((r) => r.body)).toEqual([{ network: 'bluesky' }]);
    // A plain click: the toast's swipe handling asks for pointer capture, which jsdom lacks.
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(open).toHaveBeenCalledWith(posted.body.url, '_blank', 'noopener,noreferrer');
    expect(card.queryByRole('button', { name: 'Post on Mastodon' })).not.toBeInTheDocument();
  });

  it("shows the Mastodon text fitted to the connected server's limit, and no Post before it is known", async () => {
    let answer: (reply: Reply) => void = () => {};
    api.routes['GET /api/social/accounts'] = () => ({ status: 200, body: [mastodon] });
    api.routes[INSTANCE] = () => new Promise((resolve) => (answer = resolve));
    const { user, card } = await openPost(long);
    await user.click(await card.findByRole('button', { name: 'Post on Mastodon' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Post on Mastodon?' }));
    expect(dialog.getByRole('status', { name: publishMessages.readingLimit })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Post' })).toBeDisabled();
    await waitFor(() => expect(api.calls(INSTANCE)).toHaveLength(1));
    expect(api.calls(INSTANCE)[0]!.query.get('instance')).toBe('https://fosstodon.org');
    answer({
      status: 200,
      body: { instance: 'https://fosstodon.org', max_characters: 140, from_instance: true },
    });
    expect(await dialog.findByText(/fosstodon\.org allows 140 characters/)).toBeInTheDocument();
    expect(shownText(screen.getByRole('dialog'))).toBe(mastodonPost(long, 140));
    expect(dialog.getByRole('button', { name: 'Post' })).toBeEnabled();
  });

  it("offers Try again when the server's limit cannot be read", async () => {
    api.routes['GET /api/social/accounts'] = () => ({ status: 200, body: [mastodon] });
    api.routes[INSTANCE] = () => apiError(500, 'INTERNAL', 'Internal server error');
    const { user, card } = await openPost(short);
    await user.click(await card.findByRole('button', { name: 'Post on Mastodon' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Post on Mastodon?' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(publishMessages.limitFailed('fosstodon.org'));
    expect(dialog.getByRole('button', { name: 'Post' })).toBeDisabled();
    api.routes[INSTANCE] = () => ({
      status: 200,
      body: { instance: 'https://fosstodon.org', max_characters: 500, from_instance: true },
    });
    await user.click(dialog.getByRole('button', { name: 'Try again' }));
    expect(await dialog.findByText(short)).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Post' })).toBeEnabled();
  });

  it('is off while the post is on its way: a double click posts once', async () => {
    let answer: (reply: Reply) => void = () => {};
    api.routes[PUBLISH] = () => new Promise((resolve) => (answer = resolve));
    const { user, card } = await openPost(long);
    await user.click(await card.findByRole('button', { name: 'Post on Bluesky' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Post on Bluesky?' }));
    // Two clicks in one go, before the page has drawn the first one's state.
    const confirm = dialog.getByRole('button', { name: 'Post' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(api.calls(PUBLISH)).toHaveLength(1));
    expect(dialog.getByRole('button', { name: 'Post' })).toBeDisabled();
    expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    // Behind the dialog (hidden from assistive technology while it is open), the card's button is off too.
    expect(card.getByRole('button', { name: 'Post on Bluesky', hidden: true })).toBeDisabled();
    answer(posted);
    expect(await screen.findByText('Posted on Bluesky.')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Post on Bluesky' })).toBeEnabled();
    expect(api.calls(PUBLISH)).toHaveLength(1);
  });

  it("says the server's message when the post is already there (409)", async () => {
    const already = `This post is already on Bluesky: ${posted.body.url}`;
    api.routes[PUBLISH] = () => apiError(409, 'CONFLICT', already);
    const { user, card } = await openPost(long);
    await user.click(await card.findByRole('button', { name: 'Post on Bluesky' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Post on Bluesky?' }));
    await user.click(dialog.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText(already)).toBeInTheDocument();
    expect(screen.queryByText('Posted on Bluesky.')).not.toBeInTheDocument();
  });

  it("says a failed post in a toast: the network's refusal as the server words it, else ours", async () => {
    api.routes[PUBLISH] = () =>
      apiError(502, 'BAD_GATEWAY', 'Bluesky did not take the post: Invalid identifier or password');
    const { user, card } = await openPost(long);
    const post = async () => {
      await user.click(card.getByRole('button', { name: 'Post on Bluesky' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Post on Bluesky?' }));
      await user.click(dialog.getByRole('button', { name: 'Post' }));
    };
    await card.findByRole('button', { name: 'Post on Bluesky' });
    await post();
    expect(
      await screen.findByText('Bluesky did not take the post: Invalid identifier or password'),
    ).toBeInTheDocument();
    toast.dismiss();
    api.routes[PUBLISH] = () => apiError(500, 'INTERNAL', 'Internal server error');
    await post();
    expect(await screen.findByText('Failed to post on Bluesky. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText('Internal server error')).not.toBeInTheDocument();
  });

  it('hides the Post buttons while the post is being edited, even before its text changes', async () => {
    api.routes['GET /api/social/accounts'] = () => ({ status: 200, body: [mastodon] });
    const { user, card } = await openPost(short);
    expect(await card.findByRole('button', { name: 'Post on Mastodon' })).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Edit' }));
    expect(card.getByRole('textbox', { name: 'Post text' })).toHaveValue(short);
    expect(card.queryByRole('button', { name: 'Post on Mastodon' })).not.toBeInTheDocument();
    // What is being written can still be shared through each network's own page.
    expect(card.getByRole('button', { name: 'Share on Mastodon' })).toBeEnabled();
    await user.click(card.getByRole('button', { name: 'Cancel' }));
    expect(await card.findByRole('button', { name: 'Post on Mastodon' })).toBeInTheDocument();
  });
});

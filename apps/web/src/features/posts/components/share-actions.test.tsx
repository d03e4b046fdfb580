import { screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { postMessages } from '@shiplog/contract';
import { setUpApiServer } from '@test/api-server';
import { shareMessages } from '../lib/share-post';
import { findPostCard, makePost, openDashboard, serveDashboard } from '../test/dashboard-kit';

const api = setUpApiServer();
afterEach(() => {
  toast.dismiss();
  vi.restoreAllMocks();
});

const content = 'Dark mode & RSS are live: https://shiplog.dev/changelog #buildinpublic';
beforeEach(() => {
  const state = serveDashboard(api);
  state.posts = [
    makePost(1, { content }),
    makePost(2, { content: 'No project any more.', project_id: null }),
  ];
});

/** Opens the posts; window.open is stubbed, the clipboard is user-event's stand-in. */
async function openPost(text = content) {
  const open = vi.spyOn(window, 'open').mockReturnValue(null);
  const view = openDashboard(api, '/dashboard?tab=posts');
  const card = await findPostCard(text);
  return { ...view, open, card };
}

describe('Sharing a post', () => {
  it('Share on Twitter opens the tweet composer with the text in a new tab, without an opener', async () => {
    const { user, open, card } = await openPost();
    await user.click(card.getByRole('button', { name: 'Share on Twitter' }));
    expect(open).toHaveBeenCalledTimes(1);
    const [url, target, features] = open.mock.calls[0]!;
    expect(target).toBe('_blank');
    expect(features).toContain('noopener');
    const opened = new URL(String(url));
    expect(`${opened.origin}${opened.pathname}`).toBe('https://twitter.com/intent/tweet');
    expect(opened.searchParams.get('text')).toBe(content);
  });

  it("Share on LinkedIn opens LinkedIn's share dialog on the project page and copies the text", async () => {
    const { user, open, card } = await openPost();
    await user.click(card.getByRole('button', { name: 'Share on LinkedIn' }));
    expect(open).toHaveBeenCalledWith(
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent('http://localhost:3000/projects/p1')}`,
      '_blank',
      'noopener,noreferrer',
    );
    expect(await screen.findByText(shareMessages.linkedInCopied)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(content);
  });

  it("points LinkedIn at the project's short address when it has one (its canonical page)", async () => {
    const state = serveDashboard(api);
    state.posts = [makePost(3, { content: 'Lamp dims now.', project_slug: 'lamp' })];
    const { user, open, card } = await openPost('Lamp dims now.');
    await user.click(card.getByRole('button', { name: 'Share on LinkedIn' }));
    const opened = new URL(String(open.mock.calls[0]![0]));
    expect(opened.searchParams.get('url')).toBe('http://localhost:3000/p/lamp');
  });

  it('points LinkedIn at the site when the project is not known', async () => {
    const { user, open, card } = await openPost('No project any more.');
    await user.click(card.getByRole('button', { name: 'Share on LinkedIn' }));
    const opened = new URL(String(open.mock.calls[0]![0]));
    expect(opened.searchParams.get('url')).toBe('http://localhost:3000/');
  });

  it("Copy for Discord copies the text and says 'Post copied to clipboard! Paste it in your Discord server.'", async () => {
    const { user, open, card } = await openPost();
    await user.click(card.getByRole('button', { name: 'Copy for Discord' }));
    expect(await screen.findByText(postMessages.copiedForDiscord)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(content);
    expect(open).not.toHaveBeenCalled();
  });

  it('says so when the browser refuses the clipboard', async () => {
    const { user, open, card } = await openPost();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('Denied', 'NotAllowedError'),
    );
    await user.click(card.getByRole('button', { name: 'Copy for Discord' }));
    expect(await screen.findByText(shareMessages.copyFailed)).toBeInTheDocument();
    expect(screen.queryByText(postMessages.copiedForDiscord)).not.toBeInTheDocument();

    await user.click(card.getByRole('button', { name: 'Share on LinkedIn' }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(shareMessages.linkedInNotCopied)).toBeInTheDocument();
  });

  it('shares the text being edited, and nothing when it is empty', async () => {
    const { user, open, card } = await openPost();
    await user.click(card.getByRole('button', { name: 'Edit' }));
    const text = card.getByRole('textbox', { name: 'Post text' });
    await user.clear(text);
    for (const name of ['Share on Twitter', 'Share on LinkedIn', 'Copy for Discord']) {
      expect(card.getByRole('button', { name })).toBeDisabled();
    }
    await user.type(text, 'Edited words');
    await user.click(card.getByRole('button', { name: 'Share on Twitter' }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(new URL(String(open.mock.calls[0]![0])).searchParams.get('text')).toBe('Edited words');
  });
});

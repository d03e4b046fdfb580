import { screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { postMessages } from '@shiplog/contract';
import { formatDateTime } from '@/lib/format';
import { apiError, setUpApiServer } from '@test/api-server';
import { listPageReply } from '@test/fixtures';
import { findPostCard, makePost, openDashboard, serveDashboard } from '../test/dashboard-kit';

const api = setUpApiServer();
afterEach(() => toast.dismiss());

let state: ReturnType<typeof serveDashboard>;
beforeEach(() => {
  state = serveDashboard(api);
  state.posts = [
    makePost(1, { content: 'Offline mode is here. #buildinpublic' }),
    makePost(2, { content: 'Faster startup.', writer: 'openai:gpt-4o-mini', target: 'linkedin' }),
    makePost(3, { content: 'An old post.', writer: undefined, target: undefined, repo_name: undefined }),
  ];
});

const openPosts = () => openDashboard(api, '/dashboard?tab=posts');

describe('Posts tab', () => {
  it('shows each post with its text, creation time, writer and platform, newest first', async () => {
    openPosts();
    expect(screen.getByRole('status', { name: 'Loading posts' })).toBeInTheDocument();
    const first = await findPostCard('Offline mode is here. #buildinpublic');
    expect(screen.getByRole('heading', { name: 'Your posts' })).toBeInTheDocument();
    expect(screen.getByText('3 posts, newest first. Edit them, then share.')).toBeInTheDocument();
    expect(first.getByRole('heading', { name: 'ada/shiplog 1abcdef' })).toBeInTheDocument();
    expect(first.getByText('Written by the built-in writer')).toBeInTheDocument();
    expect(first.getByText('For X')).toBeInTheDocument();
    const created = first.getByText('Created 1 minute ago');
    expect(created).toHaveAttribute('title', formatDateTime(state.posts[0]!.created_at));
    for (const name of ['Share on Twitter', 'Share on LinkedIn', 'Copy for Discord', 'Edit', 'Delete']) {
      expect(first.getByRole('button', { name })).toBeEnabled();
    }

    const second = await findPostCard('Faster startup.');
    expect(second.getByText('Written by gpt-4o-mini')).toBeInTheDocument();
    expect(second.getByText('For LinkedIn')).toBeInTheDocument();
    const third = await findPostCard('An old post.');
    expect(third.getByRole('heading', { name: 'Post 3abcdef' })).toBeInTheDocument();
    expect(third.queryByText(/Written by/)).not.toBeInTheDocument();
    expect(third.queryByText(/^For /)).not.toBeInTheDocument();
  });

  it("shows 'No posts found' with a way to the commits", async () => {
    state.posts = [];
    const { user } = openPosts();
    expect(await screen.findByRole('heading', { name: postMessages.noPosts })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to Commits' }));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Commits' })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(await screen.findByText('Commit number 1')).toBeInTheDocument();
  });

  it('shows the newest posts first, then older ones on Load more', async () => {
    // The server answers a page at a time (POST_LIST_LIMIT by default; three here).
    state.posts = Array.from({ length: 5 }, (_, i) => makePost(i + 1, { content: `Post number ${i + 1}` }));
    api.routes['GET /api/posts'] = ({ query }) => listPageReply(state.posts, query, { size: 3 });
    const { user } = openPosts();
    await findPostCard('Post number 1');
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(
      screen.getByText('Your newest 3 posts first; more below. Edit them, then share.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await findPostCard('Post number 5')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(screen.getByText('5 posts, newest first. Edit them, then share.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(api.calls('GET /api/posts').map((r) => r.query.get('before'))).toEqual([null, '3']);
  });

  it("says 'Failed to fetch posts. Please try again.' and tries again", async () => {
    api.routes['GET /api/posts'] = () => apiError(500, 'INTERNAL', 'Internal server error');
    const { user } = openPosts();
    const alert = await screen.findByRole('alert', undefined, { timeout: 10_000 });
    expect(alert).toHaveTextContent(postMessages.fetchFailed);
    expect(alert).not.toHaveTextContent('Internal');
    api.routes['GET /api/posts'] = ({ query }) => listPageReply(state.posts, query);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await findPostCard('Faster startup.')).toBeTruthy();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('edits a post with the X counter and saves it with PUT', async () => {
    api.routes['PUT /api/posts/post-1'] = (req) => ({
      status: 200,
      body: { ...state.posts[0], content: (req.body as { content: string }).content },
    });
    const { user } = openPosts();
    const card = await findPostCard('Offline mode is here. #buildinpublic');
    await user.click(card.getByRole('button', { name: 'Edit' }));
    const text = card.getByRole('textbox', { name: 'Post text' });
    expect(text).toHaveFocus();
    expect(text).toHaveValue('Offline mode is here. #buildinpublic');
    expect(text).toHaveAccessibleDescription('36/280 characters on X');

    await user.clear(text);
    await user.type(text, `Read it: https://example.com/${'a'.repeat(300)} `);
    // Counted as it is saved: trimmed, the link as 23.
    expect(card.getByText('32/280 characters on X')).toBeInTheDocument();
    await user.type(text, 'x'.repeat(250));
    // Longer than one post: the thread it goes out as, by its longest part (never over the limit).
    expect(card.getByText('X thread of 2 parts, the longest 254/280 characters')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'X thread (2 parts)' })).toBeInTheDocument();

    await user.clear(text);
    await user.type(text, 'Offline mode shipped today.');
    await user.click(card.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Post saved')).toBeInTheDocument();
    expect(api.calls('PUT /api/posts/post-1').map((r) => r.body)).toEqual([
      { content: 'Offline mode shipped today.' },
    ]);
    expect(card.queryByRole('textbox')).not.toBeInTheDocument();
    expect(card.getByText('Offline mode shipped today.')).toBeInTheDocument();
    await waitFor(() => expect(card.getByRole('button', { name: 'Edit' })).toHaveFocus());
  }, 45_000); // typing a whole post, slow on a busy machine

  it('takes back a wording Regenerate replaced: it opens in the editor and is saved as the post', async () => {
    state.posts[0] = {
      ...state.posts[0]!,
      history: [{ content: 'Offline mode, first take.', written_at: '2025-01-05T12:00:00Z' }],
    };
    api.routes['PUT /api/posts/post-1'] = (req) => ({
      status: 200,
      body: { ...state.posts[0], content: (req.body as { content: string }).content },
    });
    const { user } = openPosts();
    const card = await findPostCard('Offline mode is here. #buildinpublic');
    await user.click(card.getByText('Earlier versions (1)'));
    expect(card.getByText('Offline mode, first take.')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Use this version' }));
    expect(card.getByRole('textbox', { name: 'Post text' })).toHaveValue('Offline mode, first take.');
    await user.click(card.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Post saved')).toBeInTheDocument();
    expect(api.calls('PUT /api/posts/post-1').map((r) => r.body)).toEqual([
      { content: 'Offline mode, first take.' },
    ]);
  });

  it('Cancel and Escape leave the post as it was; an empty post is not sent', async () => {
    const { user } = openPosts();
    const card = await findPostCard('Faster startup.');
    await user.click(card.getByRole('button', { name: 'Edit' }));
    await user.type(card.getByRole('textbox', { name: 'Post text' }), ' More.');
    await user.click(card.getByRole('button', { name: 'Cancel' }));
    expect(card.getByText('Faster startup.')).toBeInTheDocument();

    await user.click(card.getByRole('button', { name: 'Edit' }));
    await user.type(card.getByRole('textbox', { name: 'Post text' }), ' More.{Escape}');
    expect(card.queryByRole('textbox')).not.toBeInTheDocument();
    expect(card.getByText('Faster startup.')).toBeInTheDocument();

    await user.click(card.getByRole('button', { name: 'Edit' }));
    await user.clear(card.getByRole('textbox', { name: 'Post text' }));
    await user.click(card.getByRole('button', { name: 'Save' }));
    expect(card.getByRole('textbox', { name: 'Post text' })).toBeInvalid();
    expect(card.getByText(postMessages.contentRequired)).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
  });

  it('keeps the draft when saving fails, with the reason when the server gave one', async () => {
    api.routes['PUT /api/posts/post-2'] = () => apiError(500, 'INTERNAL', 'Internal server error');
    const { user } = openPosts();
    const card = await findPostCard('Faster startup.');
    await user.click(card.getByRole('button', { name: 'Edit' }));
    await user.type(card.getByRole('textbox', { name: 'Post text' }), ' Twice as fast.');
    await user.click(card.getByRole('button', { name: 'Save' }));
    expect(await card.findByRole('alert')).toHaveTextContent('Failed to save post. Please try again.');
    expect(card.getByRole('textbox', { name: 'Post text' })).toHaveValue('Faster startup. Twice as fast.');

    const tooLong = 'A post can be at most 5000 characters';
    api.routes['PUT /api/posts/post-2'] = () => apiError(400, 'VALIDATION_FAILED', tooLong);
    await user.click(card.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(card.getByRole('alert')).toHaveTextContent(tooLong));
    expect(api.calls('PUT /api/posts/post-2')).toHaveLength(2);
  });

  it('deletes a post after asking, then focuses the list', async () => {
    api.routes['DELETE /api/posts/post-2'] = () => ({ status: 204 });
    const { user } = openPosts();
    const card = await findPostCard('Faster startup.');
    await user.click(card.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this post?' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(card.getByRole('button', { name: 'Delete' })).toHaveFocus();
    expect(api.calls('DELETE /api/posts/post-2')).toHaveLength(0);

    await user.click(card.getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Delete post' }));
    expect(await screen.findByText('Post deleted')).toBeInTheDocument();
    expect(screen.queryByText('Faster startup.')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls('DELETE /api/posts/post-2')).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Your posts' })).toHaveFocus());
  });

  it("keeps the dialog open with 'Failed to delete post. Please try again.' when deleting fails", async () => {
    api.routes['DELETE /api/posts/post-1'] = () => apiError(500, 'INTERNAL', 'Internal server error');
    const { user } = openPosts();
    const card = await findPostCard('Offline mode is here. #buildinpublic');
    await user.click(card.getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Delete post' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this post?' });
    await waitFor(() => expect(dialog).toHaveTextContent('Failed to delete post. Please try again.'));
    expect(screen.getByText('Offline mode is here. #buildinpublic')).toBeInTheDocument();
  });

  it("shows 'No posts found' once the last post is deleted", async () => {
    state.posts = [makePost(1)];
    api.routes['DELETE /api/posts/post-1'] = () => ({ status: 204 });
    const { user } = openPosts();
    const card = await findPostCard('Post number 1 #buildinpublic');
    await user.click(card.getByRole('button', { name: 'Delete' }));
    state.posts = [];
    await user.click(await screen.findByRole('button', { name: 'Delete post' }));
    expect(await screen.findByRole('heading', { name: postMessages.noPosts })).toBeInTheDocument();
  });
});

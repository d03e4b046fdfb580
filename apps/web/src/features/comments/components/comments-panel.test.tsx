import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type Comment, type Session, type Update } from '@shiplog/contract';
import { setUpApiServer } from '@test/api-server';
import { listPageReply, makeUpdate } from '@test/fixtures';
import { makeSession } from '@test/render';
import { makeComment, openComments } from '../test/comments-kit';

/** Typing through user-event is slow on a busy machine; these tests interact a lot. */
const slow = { timeout: 20_000 };

const api = setUpApiServer();

let comments: Comment[];
beforeEach(() => {
  comments = [
    makeComment({
      id: 'c1',
      content: 'Mine <b>bold</b>',
      user: { id: 'me', username: 'ada', avatar_url: '' },
    }),
    makeComment({ id: 'c2', content: 'Nice work', user: { id: 'other', username: 'grace', avatar_url: '' } }),
  ];
  api.reset({
    'GET /api/updates/update-1/comments': () => ({ status: 200, body: comments }),
  });
});

const me = makeSession({ id: 'me' });
function openCard(update: Partial<Update> = {}, session: Session | null = me, strict = false) {
  return openComments(api.client, session, { count: makeUpdate(update).comments, strict });
}
const card = () => within(screen.getByRole('article'));

describe('comments', slow, () => {
  it('logs nothing when the page goes before its comments come', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    let asked = false;
    api.reset({
      'GET /api/updates/update-1/comments': () => {
        asked = true;
        return new Promise(() => {});
      },
    });
    const user = userEvent.setup({ delay: null });
    const view = openCard();
    await user.click(card().getByRole('button', { name: /^Comments/ }));
    await waitFor(() => expect(asked).toBe(true));
    view.unmount();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(log).not.toHaveBeenCalledWith('Failed to load comments', expect.anything());
    log.mockRestore();
  });

  it('holds the room of the comments the page was rendered with while they load', async () => {
    for (const [count, rows] of [
      [0, 1],
      [3, 3],
      [40, 4],
    ] as const) {
      let answer!: () => void;
      const held = new Promise<void>((resolve) => (answer = resolve));
      api.reset({
        'GET /api/updates/update-1/comments': async () => {
          await held;
          return { status: 200, body: [] };
        },
      });
      const user = userEvent.setup({ delay: null });
      const view = openCard({ comments: count });
      await user.click(card().getByRole('button', { name: `Comments, ${count}` }));
      const loading = await card().findByRole('status', { name: 'Loading comments' });
      // One line for none (the height of 'No comments yet'), a row per comment up to four.
      expect(loading.children).toHaveLength(rows);
      answer();
      await card().findByText('No comments yet. Be the first to comment.');
      view.unmount();
    }
  });

  it('loads the list only when opened; own comments have Edit and Delete, others do not', async () => {
    const user = userEvent.setup({ delay: null });
    openCard();
    const toggle = card().getByRole('button', { name: 'Comments, 2' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(api.calls('GET /api/updates/update-1/comments')).toHaveLength(0);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = within(await card().findByRole('list', { name: 'Comment list' }));
    const [mine, theirs] = list.getAllByRole('listitem');
    expect(within(mine!).getByText('Mine <b>bold</b>')).toBeInTheDocument();
    expect(within(mine!).getByRole('button', { name: 'Edit comment' })).toBeInTheDocument();
    expect(within(mine!).getByRole('button', { name: 'Delete comment' })).toBeInTheDocument();
    expect(within(theirs!).queryByRole('button')).not.toBeInTheDocument();
    expect(list.getAllByText('Mar 5, 2025')).toHaveLength(2);
    expect(card().getByRole('list', { name: 'Comment list' })).toHaveClass('max-h-80', 'overflow-y-auto');
  });

  it('shows the first 50 of many comments, then the rest on Load more; one added meanwhile shows once', async () => {
    const user = userEvent.setup({ delay: null });
    const many = Array.from({ length: 70 }, (_, i) =>
      makeComment({
        id: `m${i}`,
        content: `Comment ${i}`,
        user: { id: 'other', username: 'grace', avatar_url: '' },
      }),
    );
    api.routes['GET /api/updates/update-1/comments'] = ({ query }) =>
      listPageReply(many, query, { cursorParam: 'after' });
    api.routes['POST /api/updates/update-1/comments'] = (req) => {
      const added = makeComment({
        id: 'new',
        content: (req.body as { content: string }).content,
        user: comments[0]!.user,
      });
      many.push(added);
      return { status: 201, body: added };
    };
    openCard({ comments: 70 });
    await user.click(card().getByRole('button', { name: 'Comments, 70' }));
    const list = within(await card().findByRole('list', { name: 'Comment list' }));
    expect(list.getAllByText(/^Comment \d+$/)).toHaveLength(50);
    expect(card().getByRole('button', { name: 'Comments, 70' })).toBeInTheDocument();
    await user.type(card().getByLabelText('Add a comment'), 'Ship it!');
    await user.click(card().getByRole('button', { name: 'Post comment' }));
    expect(await list.findByText('Ship it!', { selector: 'li p' })).toBeInTheDocument();
    await user.click(list.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(list.getAllByText(/^Comment \d+$/)).toHaveLength(70));
    expect(list.getAllByText('Ship it!', { selector: 'li p' })).toHaveLength(1);
    expect(list.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(card().getByRole('button', { name: 'Comments, 71' })).toBeInTheDocument();
    expect(api.calls('GET /api/updates/update-1/comments').map((r) => r.query.get('after'))).toEqual([
      null,
      '50',
    ]);
  });

  it('adds a comment and counts it; whitespace-only text is not sent', async () => {
    const user = userEvent.setup({ delay: null });
    api.routes['POST /api/updates/update-1/comments'] = (req) => ({
      status: 201,
      body: makeComment({
        id: 'c3',
        content: (req.body as { content: string }).content,
        user: comments[0]!.user,
      }),
    });
    openCard();
    await user.click(card().getByRole('button', { name: 'Comments, 2' }));
    const box = await card().findByLabelText('Add a comment');
    await user.type(box, '   ');
    expect(card().getByRole('button', { name: 'Post comment' })).toBeDisabled();
    await user.type(box, ' Ship it! ');
    await user.click(card().getByRole('button', { name: 'Post comment' }));
    expect(await card().findByText('Ship it!', { selector: 'li p' })).toBeInTheDocument();
    expect(api.calls('POST /api/updates/update-1/comments')[0]?.body).toEqual({ content: 'Ship it!' });
    expect(card().getByRole('button', { name: 'Comments, 3' })).toBeInTheDocument();
    expect(box).toHaveValue('');
  });

  it('keeps a comment posted while the list was still loading (the late answer does not hide it)', async () => {
    const user = userEvent.setup({ delay: null });
    const posted = makeComment({ id: 'c3', content: 'Posted early', user: comments[0]!.user });
    let answerFirstLoad!: () => void;
    const firstLoad = new Promise<void>((resolve) => (answerFirstLoad = resolve));
    let loads = 0;
    api.reset({
      // The first load was asked before the comment: it answers without it, late.
      'GET /api/updates/update-1/comments': async () => {
        if (++loads > 1) return { status: 200, body: [...comments, posted] };
        await firstLoad;
        return { status: 200, body: comments };
      },
      'POST /api/updates/update-1/comments': () => ({ status: 201, body: posted }),
    });
    openCard();
    await user.click(card().getByRole('button', { name: 'Comments, 2' }));
    await waitFor(() => expect(loads).toBe(1));
    await user.type(card().getByLabelText('Add a comment'), 'Posted early');
    await user.click(card().getByRole('button', { name: 'Post comment' }));
    await waitFor(() => expect(api.calls('POST /api/updates/update-1/comments')).toHaveLength(1));
    answerFirstLoad();
    const list = within(await card().findByRole('list', { name: 'Comment list' }));
    await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(3));
    // The late load was cancelled and the list asked again: that second answer is what shows.
    expect(loads).toBe(2);
    const items = list.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    ['Mine <b>bold</b>', 'Nice work', 'Posted early'].forEach((text, i) =>
      expect(items[i]).toHaveTextContent(text),
    );
    expect(card().getByRole('button', { name: 'Comments, 3' })).toBeInTheDocument();
  });

  it("edits an own comment inline and marks it '(edited)'; Cancel keeps the old text", async () => {
    const user = userEvent.setup({ delay: null });
    api.routes['PUT /api/updates/update-1/comments/c1'] = (req) => ({
      status: 200,
      body: { ...comments[0]!, content: (req.body as { content: string }).content, is_edited: true },
    });
    openCard();
    await user.click(card().getByRole('button', { name: 'Comments, 2' }));
    await user.click(await card().findByRole('button', { name: 'Edit comment' }));
    await user.click(card().getByRole('button', { name: 'Cancel' }));
    expect(card().getByText('Mine <b>bold</b>')).toBeInTheDocument();

    await user.click(card().getByRole('button', { name: 'Edit comment' }));
    const editor = card().getByLabelText('Edit comment');
    expect(editor).toHaveValue('Mine <b>bold</b>');
    await user.clear(editor);
    await user.type(editor, 'Mine, better');
    await user.click(card().getByRole('button', { name: 'Save' }));
    expect(await card().findByText('Mine, better', { selector: 'li p' })).toBeInTheDocument();
    expect(card().getByText('(edited)')).toBeInTheDocument();
    expect(api.calls('PUT /api/updates/update-1/comments/c1')[0]?.body).toEqual({ content: 'Mine, better' });
  });

  it('deletes an own comment after confirming', async () => {
    const user = userEvent.setup({ delay: null });
    api.routes['DELETE /api/updates/update-1/comments/c1'] = () => ({ status: 204 });
    openCard();
    await user.click(card().getByRole('button', { name: 'Comments, 2' }));
    await user.click(await card().findByRole('button', { name: 'Delete comment' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete this comment?' }));
    await user.click(dialog.getByRole('button', { name: 'Delete comment' }));
    await waitFor(() => expect(screen.queryByText('Mine <b>bold</b>')).not.toBeInTheDocument());
    expect(api.calls('DELETE /api/updates/update-1/comments/c1')).toHaveLength(1);
    expect(card().getByRole('button', { name: 'Comments, 1' })).toBeInTheDocument();
  });

  it('asks signed-out visitors to sign in, with a link, and shows no form', async () => {
    const user = userEvent.setup({ delay: null });
    openCard({}, null);
    await user.click(card().getByRole('button', { name: 'Comments, 2' }));
    expect(await card().findByText(/Please sign in to comment/)).toBeInTheDocument();
    expect(card().getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?next=%2F');
    expect(card().queryByLabelText('Add a comment')).not.toBeInTheDocument();
    expect(card().queryByRole('button', { name: 'Edit comment' })).not.toBeInTheDocument();
  });
});

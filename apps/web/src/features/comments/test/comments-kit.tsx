import { useState } from 'react';
import type { Comment, Session } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { renderWithRouter } from '@test/render';
import { CommentsPanel, CommentsToggle } from '../components/comments-panel';

/** A comment as the API answers it; override any field. */
export function makeComment(overrides: Partial<Comment> = {}): Comment {
  return {
    id: 'comment-1',
    content: 'Looks great!',
    created_at: '2025-03-05T08:00:00.000Z',
    updated_at: '2025-03-05T08:00:00.000Z',
    is_edited: false,
    user: { id: 'user-2', username: 'grace', avatar_url: '/api/avatars/grace.svg' },
    ...overrides,
  };
}

/** The toggle and the panel as an update card places them: the count in the footer, the list below. */
function UpdateComments({
  updateId,
  count,
  viewer,
}: {
  updateId: string;
  count: number;
  viewer: string | null;
}) {
  const [open, setOpen] = useState(false);
  return (
    <article aria-label="Update">
      <CommentsToggle
        updateId={updateId}
        open={open}
        initialCount={count}
        panelId="update-comments"
        onToggle={() => setOpen((current) => !current)}
      />
      <CommentsPanel
        id="update-comments"
        updateId={updateId}
        open={open}
        viewer={viewer}
        initialCount={count}
      />
    </article>
  );
}

/** The comments of update `update-1` (which came with `count` of them), for `session`'s viewer. */
export function openComments(api: ApiClient, session: Session | null, { count = 2, strict = false } = {}) {
  return renderWithRouter(
    <UpdateComments updateId="update-1" count={count} viewer={session?.user.id ?? null} />,
    {
      session,
      api,
      strict,
    },
  );
}

import { lazy, Suspense, useId, useState } from 'react';
import { isSendableComment, type Comment } from '@shiplog/contract';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { formatDate } from '@/lib/format';
import { useDeleteComment, useEditComment } from '../api/comments';

/** Loaded only for the viewer's own comments: readers of a thread never fetch the dialog. */
const ConfirmDialog = lazy(async () => ({
  default: (await import('@/components/ui/confirm-dialog')).ConfirmDialog,
}));

export interface CommentItemProps {
  updateId: string;
  comment: Comment;
  /** The author sees Edit and Delete (the server checks it too). */
  own: boolean;
}

/** One comment: author, en-US date, '(edited)', plain text; its author can edit or delete it. */
export function CommentItem({ updateId, comment, own }: CommentItemProps) {
  const id = useId();
  const edit = useEditComment(updateId);
  const remove = useDeleteComment(updateId);
  const [draft, setDraft] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const valid = draft !== null && isSendableComment(draft);

  function save() {
    if (draft === null || !valid) return;
    edit.mutate({ commentId: comment.id, content: draft.trim() }, { onSuccess: () => setDraft(null) });
  }

  return (
    <li className="flex gap-3 py-3">
      <Avatar name={comment.user.username} src={comment.user.avatar_url} size="sm" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="font-medium">{comment.user.username}</span>
          <time dateTime={comment.created_at} className="text-xs text-muted-foreground">
            {formatDate(comment.created_at)}
          </time>
          {comment.is_edited && <span className="text-xs text-muted-foreground">(edited)</span>}
        </p>
        {draft === null ? (
          <p className="mt-1 text-sm break-words whitespace-pre-wrap text-foreground/90">{comment.content}</p>
        ) : (
          <div className="mt-2 grid gap-2">
            <label htmlFor={`${id}-edit`} className="sr-only">
              Edit comment
            </label>
            <Textarea
              id={`${id}-edit`}
              rows={3}
              value={draft}
              disabled={edit.isPending}
              onChange={(event) => setDraft(event.target.value)}
            />
            <div className="flex gap-2">
              <Button size="sm" onClick={save} disabled={!valid} loading={edit.isPending}>
                Save
              </Button>
              <Button size="sm" variant="ghost" disabled={edit.isPending} onClick={() => setDraft(null)}>
                Cancel
              </Button>
            </div>
          </div>
        )}
        {own && draft === null && (
          <div className="mt-1 -ml-2 flex gap-1">
            <Button
              size="sm"
              variant="ghost"
              className="h-7 px-2"
              aria-label="Edit comment"
              onClick={() => setDraft(comment.content)}
            >
              Edit
            </Button>
            <Button
              size="sm"
              variant="ghost"
              className="h-7 px-2 hover:text-danger"
              aria-label="Delete comment"
              onClick={() => setConfirming(true)}
            >
              Delete
            </Button>
          </div>
        )}
      </div>
      {own && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            className="max-w-md"
            title="Delete this comment?"
            description="It is removed for everyone. This cannot be undone."
            confirmLabel="Delete comment"
            pending={remove.isPending}
            onConfirm={() => remove.mutate(comment.id, { onSettled: () => setConfirming(false) })}
          />
        </Suspense>
      )}
    </li>
  );
}

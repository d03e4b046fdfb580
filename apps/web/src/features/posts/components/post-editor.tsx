import { useId, useState, type FormEvent } from 'react';
import { postMessages, type Post } from '@shiplog/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { messageFor } from '@/lib/server-message';
import { useUpdatePost } from '../api/update-post';
import { XCounter } from './x-counter';

export const SAVE_FAILED = 'Failed to save post. Please try again.';

export interface PostEditorProps {
  post: Post;
  /** The text being edited, shared with the card's share buttons. */
  draft: string;
  onDraftChange: (text: string) => void;
  /** Saved or cancelled. */
  onDone: (saved: boolean) => void;
}

/** Edits a post's text with X's counter; Save sends PUT /api/posts/{id}, Escape cancels. */
export function PostEditor({ post, draft, onDraftChange, onDone }: PostEditorProps) {
  const id = useId();
  const save = useUpdatePost(post.id);
  const [touched, setTouched] = useState(false);
  const empty = draft.trim() === '';

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (empty) return;
    if (draft === post.content) return onDone(false);
    save.mutate({ content: draft }, { onSuccess: () => onDone(true) });
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      <Label htmlFor={`${id}-text`}>Post text</Label>
      <Textarea
        id={`${id}-text`}
        rows={7}
        value={draft}
        autoFocus
        aria-invalid={(touched && empty) || undefined}
        aria-describedby={`${id}-count${touched && empty ? ` ${id}-empty` : ''}`}
        onChange={(event) => onDraftChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && !save.isPending) onDone(false);
        }}
      />
      <XCounter id={`${id}-count`} text={draft} />
      {touched && empty && (
        <p id={`${id}-empty`} className="text-xs text-danger">
          {postMessages.contentRequired}
        </p>
      )}
      {save.isError && <Alert variant="error">{messageFor(save.error, SAVE_FAILED)}</Alert>}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" size="sm" disabled={save.isPending} onClick={() => onDone(false)}>
          Cancel
        </Button>
        <Button type="submit" size="sm" loading={save.isPending}>
          Save
        </Button>
      </div>
    </form>
  );
}

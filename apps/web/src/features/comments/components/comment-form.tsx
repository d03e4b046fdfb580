import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { commentMessages, isSendableComment, MAX_COMMENT_LENGTH, signInPath } from '@shiplog/contract';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { useAddComment } from '../api/comments';

/** Signed out: the hint with a way to sign in (and back here afterwards). */
export function SignInToComment() {
  const location = useLocation();
  return (
    <p className="rounded-lg border border-border bg-muted/60 px-3 py-2.5 text-sm text-muted-foreground">
      {commentMessages.signInToComment}.{' '}
      <Link
        to={signInPath(`${location.pathname}${location.search}${location.hash}`)}
        className="font-medium text-accent hover:underline"
      >
        Sign in
      </Link>
    </p>
  );
}

/** A new comment; empty or whitespace-only text is never sent. */
export function CommentForm({ updateId }: { updateId: string }) {
  const id = useId();
  const add = useAddComment(updateId);
  const [content, setContent] = useState('');
  const empty = !isSendableComment(content);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (empty || add.isPending) return;
    add.mutate(content.trim(), { onSuccess: () => setContent('') });
  }

  return (
    <form onSubmit={submit} className="grid gap-2">
      <label htmlFor={`${id}-comment`} className="sr-only">
        Add a comment
      </label>
      <Textarea
        id={`${id}-comment`}
        rows={2}
        maxLength={MAX_COMMENT_LENGTH}
        placeholder="Add a comment…"
        value={content}
        onChange={(event) => setContent(event.target.value)}
      />
      <div className="flex justify-end">
        <Button type="submit" size="sm" disabled={empty} loading={add.isPending}>
          Post comment
        </Button>
      </div>
    </form>
  );
}

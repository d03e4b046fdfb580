import { Bot, Pencil, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { SHORT_SHA_LENGTH, type Post } from '@shiplog/contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { X_MAX_LENGTH, xLength } from '@shiplog/contract';
import { targetLabels, writerLabel } from '../lib/writer-label';
import { PostEditor } from './post-editor';
import { ShareActions } from './share-actions';
import { Timestamp } from './timestamp';

export interface PostCardProps {
  post: Post;
  onDelete: (post: Post) => void;
}

/** One post: its text (editable), when and by whom it was written, and the three ways to share it. */
export function PostCard({ post, onDelete }: PostCardProps) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  const writer = writerLabel(post.writer);
  const text = draft ?? post.content;
  const title = post.repo_name ?? 'Post';

  useEffect(() => {
    if (draft !== null || !refocus.current) return;
    refocus.current = false;
    editButton.current?.focus();
  }, [draft]);

  function finish(saved: boolean) {
    refocus.current = true;
    setDraft(null);
    if (saved) toast.success('Post saved');
  }

  return (
    <li>
      <article
        aria-labelledby={`${id}-title`}
        className="rounded-xl border border-border bg-card shadow-card"
      >
        <header className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-b border-border px-4 py-3 sm:px-5">
          <div className="flex min-w-0 flex-wrap items-center gap-2">
            <h3 id={`${id}-title`} className="text-sm font-semibold break-all">
              {title}
              {post.commit_sha && ' '}
              {post.commit_sha && (
                <span className="ml-1 font-mono text-xs font-normal text-accent">
                  {post.commit_sha.slice(0, SHORT_SHA_LENGTH)}
                </span>
              )}
            </h3>
            {post.target && <Badge variant="primary">For {targetLabels[post.target]}</Badge>}
          </div>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
            <Timestamp value={post.created_at} prefix="Created" />
            {writer && (
              <span className="inline-flex items-center gap-1">
                <span aria-hidden>·</span>
                <Bot aria-hidden className="size-3.5" />
                {writer}
              </span>
            )}
          </p>
        </header>
        <div className="px-4 py-4 sm:px-5">
          {draft === null ? (
            <>
              <p id={`${id}-text`} className="text-sm leading-6 whitespace-pre-wrap break-words">
                {post.content}
              </p>
              {xLength(post.content) > X_MAX_LENGTH && (
                <p className="mt-3 text-xs text-warning">
                  Longer than X allows ({xLength(post.content)}/{X_MAX_LENGTH}): edit it before sharing on
                  Twitter.
                </p>
              )}
            </>
          ) : (
            <PostEditor post={post} draft={draft} onDraftChange={setDraft} onDone={finish} />
          )}
        </div>
        <footer className="flex flex-col gap-3 border-t border-border px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-5">
          <ShareActions text={text} projectId={post.project_id} describedBy={`${id}-title`} />
          {draft === null && (
            <div className="flex gap-1 self-end sm:self-auto">
              <Button
                ref={editButton}
                variant="ghost"
                size="sm"
                aria-describedby={`${id}-title`}
                onClick={() => setDraft(post.content)}
              >
                <Pencil aria-hidden className="size-3.5" />
                Edit
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-describedby={`${id}-title`}
                className="hover:text-danger"
                onClick={() => onDelete(post)}
              >
                <Trash2 aria-hidden className="size-3.5" />
                Delete
              </Button>
            </div>
          )}
        </footer>
      </article>
    </li>
  );
}

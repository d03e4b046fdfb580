import { BellRing, Bot, CalendarClock, Pencil, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { toast } from 'sonner';
import {
  SHORT_SHA_LENGTH,
  postScheduleMessages,
  postTargetLabels,
  postScheduleState,
  xThreadNote,
  xThreadParts,
  type Post,
} from '@shiplog/contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { writerLabel } from '../lib/writer-label';
import { PostEditor } from './post-editor';
import { PostHistory } from './post-history';
import { ReadyPanel, ScheduledNote } from './post-schedule';
import { SchedulePostDialog } from './schedule-post-dialog';
import { ShareActions } from './share-actions';
import { Timestamp } from './timestamp';

/** The anchor of a post's card: the mail of a scheduled post links to `/dashboard?tab=posts#post-{id}`. */
export const postAnchor = (id: string) => `post-${id}`;

export interface PostCardProps {
  post: Post;
  onDelete: (post: Post) => void;
}

/**
 * One post: its text (editable), when and by whom it was written, the three ways to share it,
 * and its schedule (Schedule; Scheduled for … with Change and Cancel; once its time has come,
 * Ready to share with the share actions first).
 */
export function PostCard({ post, onDelete }: PostCardProps) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [scheduling, setScheduling] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const scheduleButton = useRef<HTMLButtonElement>(null);
  const scheduleStatus = useRef<HTMLElement | null>(null);
  const article = useRef<HTMLElement>(null);
  const refocus = useRef(false);
  const writer = writerLabel(post.writer);
  const text = draft ?? post.content;
  const title = post.repo_name ?? 'Post';
  const schedule = postScheduleState(post);
  const threadParts = xThreadParts(post.content).length;
  const targeted = useLocation().hash === `#${postAnchor(post.id)}`;

  // Opened from the mail's dashboard link: this card comes into view.
  useEffect(() => {
    if (targeted) article.current?.scrollIntoView?.({ block: 'start' });
  }, [targeted]);

  // After the card has rendered its new state: the new status line, or the Schedule button.
  const focusLater = (target: { current: HTMLElement | null }) =>
    setTimeout(() => target.current?.focus(), 0);

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
        ref={article}
        id={postAnchor(post.id)}
        aria-labelledby={`${id}-title`}
        className={cn(
          'scroll-mt-24 overflow-hidden rounded-xl border border-border bg-card shadow-card',
          targeted && 'ring-2 ring-primary/50',
          schedule === 'ready' && 'border-success/40',
        )}
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
            {post.target && <Badge variant="primary">For {postTargetLabels[post.target]}</Badge>}
            {schedule === 'scheduled' && (
              <Badge variant="warning">
                <CalendarClock aria-hidden className="size-3" />
                Scheduled
              </Badge>
            )}
            {schedule === 'ready' && (
              <Badge variant="success">
                <BellRing aria-hidden className="size-3" />
                {postScheduleMessages.ready}
              </Badge>
            )}
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
        {schedule === 'ready' && (
          <ReadyPanel
            post={post}
            text={text}
            editing={draft !== null}
            describedBy={`${id}-title`}
            statusRef={scheduleStatus}
            onChange={() => setScheduling(true)}
            onCleared={() => focusLater(scheduleButton)}
          />
        )}
        <div className="px-4 py-4 sm:px-5">
          {draft === null ? (
            <>
              <p id={`${id}-text`} className="text-sm leading-6 whitespace-pre-wrap break-words">
                {post.content}
              </p>
              {/* Longer than one X post: posted there as a thread, its parts offered below. */}
              {threadParts > 1 && (
                <p className="mt-3 text-xs text-muted-foreground">{xThreadNote(threadParts)}</p>
              )}
              {/* Regenerate's earlier wordings: one opens in the editor, saved as the post's text. */}
              <div className="mt-3 empty:hidden">
                <PostHistory history={post.history ?? []} onUse={setDraft} />
              </div>
            </>
          ) : (
            <PostEditor post={post} draft={draft} onDraftChange={setDraft} onDone={finish} />
          )}
        </div>
        {schedule === 'scheduled' && (
          <ScheduledNote
            post={post}
            statusRef={scheduleStatus}
            onChange={() => setScheduling(true)}
            onCleared={() => focusLater(scheduleButton)}
          />
        )}
        {/* A ready post's share actions are at its top; while it is edited, nothing is left here. */}
        {(schedule !== 'ready' || draft === null) && (
          <footer className="flex flex-col gap-3 border-t border-border px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-5">
            {schedule !== 'ready' && (
              <ShareActions text={text} post={post} editing={draft !== null} describedBy={`${id}-title`} />
            )}
            {draft === null && (
              <div className="flex gap-1 self-end sm:ml-auto sm:self-auto">
                {schedule === 'none' && (
                  <Button
                    ref={scheduleButton}
                    variant="ghost"
                    size="sm"
                    aria-describedby={`${id}-title`}
                    onClick={() => setScheduling(true)}
                  >
                    <CalendarClock aria-hidden className="size-3.5" />
                    Schedule
                  </Button>
                )}
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
        )}
      </article>
      <SchedulePostDialog
        post={post}
        open={scheduling}
        onOpenChange={setScheduling}
        focusAfterSchedule={() => focusLater(scheduleStatus)}
      />
    </li>
  );
}

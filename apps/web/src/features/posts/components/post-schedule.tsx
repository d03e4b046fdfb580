import { BellRing, CalendarClock, Check, Pencil, X } from 'lucide-react';
import { useId, type Ref } from 'react';
import { toast } from 'sonner';
import { postScheduleMessages, type Post } from '@shiplog/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { browserTimeZone, formatLongInZone, formatShortInZone, zoneLabel } from '@/lib/schedule';
import { messageFor } from '@/lib/server-message';
import { useUnschedulePost } from '../api/schedule-post';
import { ShareActions } from './share-actions';

/** 'Thursday, November 26, 2026 at 9:00 AM (Europe/Berlin)': the time on the clock it was picked in. */
function ScheduledTime({ post, withViewerTime = false }: { post: Post; withViewerTime?: boolean }) {
  const at = post.scheduled_for!;
  const zone = post.schedule_time_zone ?? 'UTC';
  const viewer = browserTimeZone();
  return (
    <>
      <time dateTime={at} className="font-medium text-foreground">
        {formatLongInZone(at, zone)}
      </time>{' '}
      ({zoneLabel(zone)})
      {withViewerTime && zone !== viewer && (
        <span className="block text-xs text-muted-foreground">
          That is {formatShortInZone(at, viewer)} in your time zone ({zoneLabel(viewer)}).
        </span>
      )}
    </>
  );
}

interface ScheduleActionsProps {
  post: Post;
  /** The element focused once the state changed (the new status line). */
  statusRef: Ref<HTMLElement | null>;
  /** Opens the schedule dialog. */
  onChange: () => void;
  /** After the schedule is gone: where focus goes (the card's Schedule button). */
  onCleared: () => void;
}

/** Under a scheduled post's text: when it will be mailed, Change and Cancel. */
export function ScheduledNote({ post, statusRef, onChange, onCleared }: ScheduleActionsProps) {
  const id = useId();
  const cancel = useUnschedulePost(post.id);
  return (
    <div className="grid gap-3 border-t border-border px-4 py-3 sm:px-5">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p
          id={`${id}-when`}
          ref={statusRef as Ref<HTMLParagraphElement>}
          tabIndex={-1}
          className="flex items-start gap-2 text-sm text-muted-foreground focus:outline-none"
        >
          <CalendarClock aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
          <span>
            Scheduled for <ScheduledTime post={post} withViewerTime />
          </span>
        </p>
        <div className="flex shrink-0 gap-1 self-end sm:self-auto">
          <Button
            variant="ghost"
            size="sm"
            aria-describedby={`${id}-when`}
            disabled={cancel.isPending}
            onClick={onChange}
          >
            <Pencil aria-hidden className="size-3.5" />
            Change
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-describedby={`${id}-when`}
            loading={cancel.isPending}
            className="hover:text-danger"
            onClick={() =>
              cancel.mutate(undefined, {
                onSuccess: () => {
                  toast.success(postScheduleMessages.unscheduled);
                  onCleared();
                },
              })
            }
          >
            {!cancel.isPending && <X aria-hidden className="size-3.5" />}
            Cancel
          </Button>
        </div>
      </div>
      {cancel.isError && (
        <Alert variant="error">{messageFor(cancel.error, postScheduleMessages.unscheduleFailed)}</Alert>
      )}
    </div>
  );
}

/**
 * Above a post whose time has come: it is ready to share (we mailed it too), the share actions
 * first, then Schedule again or Done (the reminder is cleared).
 */
export function ReadyPanel({
  post,
  text,
  editing,
  describedBy,
  statusRef,
  onChange,
  onCleared,
}: ScheduleActionsProps & { text: string; editing: boolean; describedBy: string }) {
  const id = useId();
  const clear = useUnschedulePost(post.id);
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid gap-3 border-b border-success/30 bg-success-muted px-4 py-4 sm:px-5"
    >
      <div className="flex items-start gap-2">
        <BellRing aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
        <div className="grid gap-0.5">
          <h4
            id={`${id}-title`}
            ref={statusRef as Ref<HTMLHeadingElement>}
            tabIndex={-1}
            className="text-sm font-semibold focus:outline-none"
          >
            Time to share this post
          </h4>
          <p id={`${id}-when`} className="text-sm text-muted-foreground">
            It was scheduled for <ScheduledTime post={post} />. We mailed it to you with these links.
          </p>
        </div>
      </div>
      <ShareActions text={text} post={post} editing={editing} describedBy={describedBy} />
      <div className="flex flex-wrap gap-1">
        <Button
          variant="ghost"
          size="sm"
          aria-describedby={`${id}-when`}
          disabled={clear.isPending}
          onClick={onChange}
        >
          <CalendarClock aria-hidden className="size-3.5" />
          Schedule again
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-describedby={`${id}-when`}
          loading={clear.isPending}
          onClick={() =>
            clear.mutate(undefined, {
              onSuccess: () => {
                toast.success(postScheduleMessages.dismissed);
                onCleared();
              },
            })
          }
        >
          {!clear.isPending && <Check aria-hidden className="size-3.5" />}
          Done
        </Button>
      </div>
      {clear.isError && (
        <Alert variant="error">{messageFor(clear.error, postScheduleMessages.unscheduleFailed)}</Alert>
      )}
    </section>
  );
}

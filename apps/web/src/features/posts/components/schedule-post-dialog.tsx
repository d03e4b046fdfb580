import { useEffect, useId, useRef, type FormEvent } from 'react';
import { toast } from 'sonner';
import { postScheduleMessages, postScheduleState, scheduleProblem, type Post } from '@shiplog/contract';
import { ScheduleDialogForm } from '@/components/schedule/schedule-dialog-form';
import { useScheduleInput } from '@/components/schedule/use-schedule-input';
import { Dialog } from '@/components/ui/dialog';
import { ReturningDialogContent } from '@/components/ui/returning-dialog-content';
import { messageFor } from '@/lib/server-message';
import { useSchedulePost } from '../api/schedule-post';

export interface SchedulePostDialogProps {
  post: Post;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes once it is scheduled (the button that opened the dialog may be gone). */
  focusAfterSchedule: () => void;
}

/**
 * Schedule (or Change, or Schedule again): a date, a time and a time zone, the browser's by
 * default; says when the post will be mailed before confirming.
 */
export function SchedulePostDialog({
  post,
  open,
  onOpenChange,
  focusAfterSchedule,
}: SchedulePostDialogProps) {
  const save = useSchedulePost(post.id);
  const { reset } = save;
  useEffect(() => {
    if (open) reset();
  }, [open, reset]);
  return (
    <Dialog open={open} onOpenChange={(next) => !save.isPending && onOpenChange(next)}>
      {open && (
        <ScheduleForm
          post={post}
          save={save}
          onSaved={() => onOpenChange(false)}
          focusAfterSchedule={focusAfterSchedule}
        />
      )}
    </Dialog>
  );
}

function ScheduleForm({
  post,
  save,
  onSaved,
  focusAfterSchedule,
}: {
  post: Post;
  save: ReturnType<typeof useSchedulePost>;
  onSaved: () => void;
  focusAfterSchedule: () => void;
}) {
  const id = useId();
  const changing = postScheduleState(post) === 'scheduled';
  const input = useScheduleInput(
    scheduleProblem,
    post.scheduled_for && post.schedule_time_zone
      ? { at: post.scheduled_for, timeZone: post.schedule_time_zone }
      : null,
  );
  // Read when the dialog closes, in the same turn as the save (no render in between).
  const saved = useRef(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const at = input.submit();
    if (!at || save.isPending) return;
    save.mutate(
      { at, time_zone: input.zone },
      {
        onSuccess: () => {
          saved.current = true;
          toast.success(postScheduleMessages.scheduled);
          onSaved();
        },
      },
    );
  }

  return (
    <ReturningDialogContent
      className="max-w-md"
      onCloseAutoFocus={(event) => {
        if (!saved.current) return;
        event.preventDefault();
        focusAfterSchedule();
      }}
    >
      <ScheduleDialogForm
        id={id}
        title={changing ? 'Change schedule' : 'Schedule post'}
        description={
          <>
            At that time we mail you the post with its share links, and it shows here as{' '}
            {postScheduleMessages.ready.toLowerCase()}. Shiplog posts nothing for you.
          </>
        }
        input={input}
        lead="We mail it to you"
        pending={save.isPending}
        error={save.isError && messageFor(save.error, postScheduleMessages.scheduleFailed)}
        submitLabel={changing ? 'Save schedule' : 'Schedule'}
        onSubmit={submit}
      />
    </ReturningDialogContent>
  );
}

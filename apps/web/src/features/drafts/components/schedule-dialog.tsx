import { CalendarClock } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { draftMessages, type DraftItem, type Update } from '@shiplog/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { ScheduleFields } from '@/components/schedule/schedule-fields';
import { futureOnly, useScheduleInput } from '@/components/schedule/use-schedule-input';
import { ReturningDialogContent } from '@/components/ui/returning-dialog-content';
import { messageFor } from '@/lib/server-message';
import { usePublishUpdate } from '../api/publish-update';
import { draftScreenMessages } from '../lib/messages';

const inFuture = futureOnly(draftMessages.scheduleInPast);

export interface ScheduleDialogProps {
  /** The draft to schedule; the dialog is open while there is one. */
  item: DraftItem | null;
  onOpenChange: (open: boolean) => void;
  /** After the server scheduled it. */
  onScheduled: (update: Update) => void;
  /** Where focus goes once it is scheduled (the button that opened the dialog is gone). */
  focusAfterSchedule?: () => void;
}

/** 'Schedule…': a date, a time and a time zone; says when it publishes before confirming. */
export function ScheduleDialog({ item, onOpenChange, onScheduled, focusAfterSchedule }: ScheduleDialogProps) {
  const publish = usePublishUpdate();
  // Each opening starts without the last one's failure.
  const { reset } = publish;
  const itemId = item?.update.id;
  useEffect(() => {
    if (itemId) reset();
  }, [itemId, reset]);
  return (
    <Dialog open={item !== null} onOpenChange={(next) => !publish.isPending && onOpenChange(next)}>
      {item && (
        <ScheduleForm
          item={item}
          publish={publish}
          onScheduled={onScheduled}
          focusAfterSchedule={focusAfterSchedule}
        />
      )}
    </Dialog>
  );
}

function ScheduleForm({
  item,
  publish,
  onScheduled,
  focusAfterSchedule,
}: {
  item: DraftItem;
  publish: ReturnType<typeof usePublishUpdate>;
  onScheduled: (update: Update) => void;
  focusAfterSchedule?: () => void;
}) {
  const id = useId();
  const input = useScheduleInput(inFuture);
  const [scheduled, setScheduled] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const instant = input.submit();
    if (!instant || publish.isPending) return;
    publish.mutate(
      { projectId: item.project.id, updateId: item.update.id, publishAt: instant },
      {
        onSuccess: (update) => {
          setScheduled(true);
          onScheduled(update);
        },
      },
    );
  }

  return (
    <ReturningDialogContent
      className="max-w-md"
      onCloseAutoFocus={(event) => {
        if (!scheduled || !focusAfterSchedule) return;
        event.preventDefault();
        focusAfterSchedule();
      }}
    >
      <form noValidate onSubmit={submit} className="grid gap-5">
        <DialogHeader>
          <DialogTitle>Schedule update</DialogTitle>
          <DialogDescription>
            <span className="break-words">“{item.update.title}”</span> stays private until then, and
            subscribers hear of it when it goes out.
          </DialogDescription>
        </DialogHeader>
        <ScheduleFields input={input} id={id} disabled={publish.isPending} lead="Publishes" />
        {publish.isError && (
          <Alert variant="error">{messageFor(publish.error, draftScreenMessages.scheduleFailed)}</Alert>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary" disabled={publish.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" loading={publish.isPending} aria-describedby={`${id}-when`}>
            {!publish.isPending && <CalendarClock aria-hidden className="size-4" />}
            Schedule
          </Button>
        </DialogFooter>
      </form>
    </ReturningDialogContent>
  );
}

import { useEffect, useId, useState, type FormEvent } from 'react';
import { draftMessages, type DraftItem, type Update } from '@shiplog/contract';
import { Dialog } from '@/components/ui/dialog';
import { ScheduleDialogForm } from '@/components/schedule/schedule-dialog-form';
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
      <ScheduleDialogForm
        id={id}
        title="Schedule update"
        description={
          <>
            <span className="break-words">“{item.update.title}”</span> stays private until then, and
            subscribers hear of it when it goes out.
          </>
        }
        input={input}
        lead="Publishes"
        pending={publish.isPending}
        error={publish.isError && messageFor(publish.error, draftScreenMessages.scheduleFailed)}
        submitLabel="Schedule"
        onSubmit={submit}
      />
    </ReturningDialogContent>
  );
}

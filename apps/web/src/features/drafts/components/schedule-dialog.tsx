import { CalendarClock } from 'lucide-react';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
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
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ReturningDialogContent } from '@/components/ui/returning-dialog-content';
import { Select } from '@/components/ui/select';
import { messageFor } from '@/lib/server-message';
import { usePublishUpdate } from '../api/publish-update';
import { draftScreenMessages } from '../lib/messages';
import {
  browserTimeZone,
  formatLongInZone,
  formatShortInZone,
  isPast,
  timeZoneList,
  tomorrowIn,
  zoneLabel,
  zonedTimeToUtc,
} from '../lib/schedule';

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
  const [viewerZone] = useState(browserTimeZone);
  const zones = useMemo(() => timeZoneList(viewerZone), [viewerZone]);
  // The preview judges against the time the dialog opened; submitting checks the clock again.
  const [openedAt] = useState(() => Date.now());
  const [zone, setZone] = useState(viewerZone);
  const [date, setDate] = useState(() => tomorrowIn(viewerZone));
  const [time, setTime] = useState('09:00');
  const [tried, setTried] = useState(false);
  const [scheduled, setScheduled] = useState(false);

  const instant = zonedTimeToUtc(date, time, zone);
  const [pastOnSubmit, setPastOnSubmit] = useState(false);
  const inPast = (instant !== null && isPast(instant, openedAt)) || pastOnSubmit;
  const problem =
    instant === null ? draftScreenMessages.pickDateAndTime : inPast ? draftMessages.scheduleInPast : null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTried(true);
    const late = instant !== null && isPast(instant);
    setPastOnSubmit(late);
    if (problem || late || !instant || publish.isPending) return;
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
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={`${id}-date`} label="Date">
            <Input
              id={`${id}-date`}
              type="date"
              value={date}
              required
              disabled={publish.isPending}
              onChange={(event) => {
                setDate(event.target.value);
                setPastOnSubmit(false);
              }}
            />
          </Field>
          <Field id={`${id}-time`} label="Time">
            <Input
              id={`${id}-time`}
              type="time"
              value={time}
              required
              disabled={publish.isPending}
              onChange={(event) => {
                setTime(event.target.value);
                setPastOnSubmit(false);
              }}
            />
          </Field>
          <Field id={`${id}-zone`} label="Time zone" className="sm:col-span-2">
            <Select
              id={`${id}-zone`}
              value={zone}
              disabled={publish.isPending}
              onChange={(event) => {
                setZone(event.target.value);
                setPastOnSubmit(false);
              }}
            >
              {zones.map((name) => (
                <option key={name} value={name}>
                  {zoneLabel(name)}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <div id={`${id}-when`} className="rounded-lg border border-border bg-background/60 px-4 py-3 text-sm">
          {instant && !inPast ? (
            <>
              <p className="flex items-start gap-2 font-medium">
                <CalendarClock aria-hidden className="mt-0.5 size-4 shrink-0 text-accent" />
                <span>
                  Publishes {formatLongInZone(instant, zone)} ({zoneLabel(zone)})
                </span>
              </p>
              {zone !== viewerZone && (
                <p className="mt-1 pl-6 text-muted-foreground">
                  That is {formatShortInZone(instant, viewerZone)} in your time zone ({zoneLabel(viewerZone)}
                  ).
                </p>
              )}
            </>
          ) : (
            <p role={tried ? 'alert' : undefined} className={tried ? 'text-danger' : 'text-muted-foreground'}>
              {problem}
            </p>
          )}
        </div>
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

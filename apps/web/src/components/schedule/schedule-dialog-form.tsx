import { CalendarClock } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  DialogClose,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { ScheduleFields } from './schedule-fields';
import type { ScheduleInput } from './use-schedule-input';

export interface ScheduleDialogFormProps {
  /** Prefix of the controls' ids (ScheduleFields). */
  id: string;
  title: ReactNode;
  description: ReactNode;
  input: ScheduleInput;
  /** What happens at that time: 'Publishes', 'We mail it to you'. */
  lead: string;
  pending: boolean;
  /** The server's refusal, shown above the buttons. */
  error: ReactNode;
  submitLabel: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/** The body of a Schedule dialog: its title, the date, time and zone, the refusal, Cancel and the submit button. */
export function ScheduleDialogForm({
  id,
  title,
  description,
  input,
  lead,
  pending,
  error,
  submitLabel,
  onSubmit,
}: ScheduleDialogFormProps) {
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      <ScheduleFields input={input} id={id} disabled={pending} lead={lead} />
      {error && <Alert variant="error">{error}</Alert>}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary" disabled={pending}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" loading={pending} aria-describedby={`${id}-when`}>
          {!pending && <CalendarClock aria-hidden className="size-4" />}
          {submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}

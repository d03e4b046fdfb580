import { CalendarRange, GitPullRequest } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { GenerateStoryBody } from '@shiplog/contract';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

export interface StoryOtherPicksProps {
  disabled: boolean;
  /** Which of the two is being written (its button shows the spinner). */
  pending: 'pull' | 'dates' | null;
  onWrite: (body: Pick<GenerateStoryBody, 'pull_request' | 'since' | 'until'>) => void;
}

/** A day in the browser's time zone as an instant: its start, or its end. */
const dayStart = (day: string) => new Date(`${day}T00:00:00`).toISOString();
const dayEnd = (day: string) => new Date(`${day}T23:59:59.999`).toISOString();

/** A story of a merged pull request's commits, or of the commits of some days. */
export function StoryOtherPicks({ disabled, pending, onWrite }: StoryOtherPicksProps) {
  const id = useId();
  const [pull, setPull] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const submitPull = (event: FormEvent) => {
    event.preventDefault();
    if (Number(pull) > 0) onWrite({ pull_request: Number(pull) });
  };
  const submitDates = (event: FormEvent) => {
    event.preventDefault();
    if (from) onWrite({ since: dayStart(from), ...(to ? { until: dayEnd(to) } : {}) });
  };
  return (
    <details className="group text-sm">
      <summary className="w-fit cursor-pointer text-muted-foreground hover:text-foreground">
        Or a pull request, or some days
      </summary>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <form onSubmit={submitPull} className="flex flex-wrap items-end gap-2">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-pull`} className="text-xs text-muted-foreground">
              Merged pull request #
            </Label>
            <Input
              id={`${id}-pull`}
              className="w-28"
              type="number"
              inputMode="numeric"
              min={1}
              value={pull}
              onChange={(event) => setPull(event.target.value)}
            />
          </div>
          <Button type="submit" variant="secondary" disabled={disabled || !pull} loading={pending === 'pull'}>
            <GitPullRequest aria-hidden className="size-4" />
            Its story
          </Button>
        </form>
        <form onSubmit={submitDates} className="flex flex-wrap items-end gap-2">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-from`} className="text-xs text-muted-foreground">
              First day
            </Label>
            <Input
              id={`${id}-from`}
              type="date"
              value={from}
              onChange={(event) => setFrom(event.target.value)}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-to`} className="text-xs text-muted-foreground">
              Last day
            </Label>
            <Input
              id={`${id}-to`}
              type="date"
              min={from || undefined}
              value={to}
              onChange={(event) => setTo(event.target.value)}
            />
          </div>
          <Button
            type="submit"
            variant="secondary"
            disabled={disabled || !from}
            loading={pending === 'dates'}
          >
            <CalendarRange aria-hidden className="size-4" />
            Story of these days
          </Button>
        </form>
      </div>
    </details>
  );
}

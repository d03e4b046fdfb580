import { CalendarClock } from 'lucide-react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { formatLongInZone, formatShortInZone, zoneLabel } from '@/lib/schedule';
import type { ScheduleInput } from './use-schedule-input';

export interface ScheduleFieldsProps {
  input: ScheduleInput;
  /** Prefix of the controls' ids; the preview is `${id}-when` (point the submit button at it). */
  id: string;
  disabled?: boolean;
  /** What happens at that time, before it: 'Publishes' → 'Publishes Thursday, … (Europe/Berlin)'. */
  lead: string;
}

/**
 * Date, time and time zone inputs, and under them when that is on the chosen clock (and on the
 * viewer's, when the zone is another), or what is wrong with it.
 */
export function ScheduleFields({ input, id, disabled, lead }: ScheduleFieldsProps) {
  const { instant, problem, zone, viewerZone, tried } = input;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-date`} label="Date">
          <Input
            id={`${id}-date`}
            type="date"
            value={input.date}
            required
            disabled={disabled}
            onChange={(event) => input.setDate(event.target.value)}
          />
        </Field>
        <Field id={`${id}-time`} label="Time">
          <Input
            id={`${id}-time`}
            type="time"
            value={input.time}
            required
            disabled={disabled}
            onChange={(event) => input.setTime(event.target.value)}
          />
        </Field>
        <Field id={`${id}-zone`} label="Time zone" className="sm:col-span-2">
          <Select
            id={`${id}-zone`}
            value={zone}
            disabled={disabled}
            onChange={(event) => input.setZone(event.target.value)}
          >
            {input.zones.map((name) => (
              <option key={name} value={name}>
                {zoneLabel(name)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <div id={`${id}-when`} className="rounded-lg border border-border bg-background/60 px-4 py-3 text-sm">
        {instant && !problem ? (
          <>
            <p className="flex items-start gap-2 font-medium">
              <CalendarClock aria-hidden className="mt-0.5 size-4 shrink-0 text-accent" />
              <span>
                {lead} {formatLongInZone(instant, zone)} ({zoneLabel(zone)})
              </span>
            </p>
            {zone !== viewerZone && (
              <p className="mt-1 pl-6 text-muted-foreground">
                That is {formatShortInZone(instant, viewerZone)} in your time zone ({zoneLabel(viewerZone)}).
              </p>
            )}
          </>
        ) : (
          <p role={tried ? 'alert' : undefined} className={tried ? 'text-danger' : 'text-muted-foreground'}>
            {problem}
          </p>
        )}
      </div>
    </>
  );
}

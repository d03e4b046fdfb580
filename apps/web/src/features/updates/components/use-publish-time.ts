import { useState } from 'react';
import type { Update } from '@shiplog/contract';
import { useScheduleInput, type ScheduleInput } from '@/components/schedule/use-schedule-input';
import { browserTimeZone, isPast, wallClockIn } from '@/lib/schedule';

/** Any instant will do: a past one dates the update, a future one schedules it. */
const anyTime = () => null;

export interface PublishTime {
  input: ScheduleInput;
  /** What happens at the picked time, for the line under the inputs. */
  lead: string;
  /**
   * On submit: `at` is the picked instant when the date, time or zone was changed, null when
   * they were left alone (the update keeps its exact time; a new one goes out now); `ok` is
   * false while the inputs are incomplete (the problem is shown under them).
   */
  take: () => { ok: boolean; at: string | null };
}

/**
 * The update form's publish date, time and time zone (the Schedule dialog's inputs): the
 * update's own instant, or now for a new one, on the clock of the viewer's zone.
 */
export function usePublishTime(update: Update | null): PublishTime {
  const [start] = useState(() => {
    const timeZone = browserTimeZone();
    const at = update?.published_at ?? new Date().toISOString();
    return { at, timeZone, keepPast: true, ...wallClockIn(at, timeZone) };
  });
  const input = useScheduleInput(anyTime, start);
  const touched = input.date !== start.date || input.time !== start.time || input.zone !== start.timeZone;
  const future = input.instant !== null && !isPast(input.instant);
  const lead = future ? 'Publishes' : update?.status === 'draft' ? 'Dated' : 'Published';
  return {
    input,
    lead,
    take() {
      if (!touched) return { ok: true, at: null };
      const at = input.submit();
      return { ok: at !== null, at };
    },
  };
}

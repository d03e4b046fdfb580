import { useMemo, useState } from 'react';
import {
  browserTimeZone,
  isPast,
  timeZoneList,
  tomorrowIn,
  wallClockIn,
  zonedTimeToUtc,
} from '@/lib/schedule';

export const scheduleFieldMessages = {
  pickDateAndTime: 'Pick a date and a time.',
} as const;

/** Why an instant (ISO, UTC) cannot be picked at `now`, or null when it can. */
export type ScheduleCheck = (instant: string, now: number) => string | null;

/** The default rule: any time still to come. */
export const futureOnly =
  (message: string): ScheduleCheck =>
  (instant, now) =>
    isPast(instant, now) ? message : null;

export interface ScheduleInput {
  /** The viewer's zone (the default), and every zone to pick from. */
  viewerZone: string;
  zones: string[];
  date: string;
  time: string;
  zone: string;
  setDate: (date: string) => void;
  setTime: (time: string) => void;
  setZone: (zone: string) => void;
  /** The instant the inputs name (ISO, UTC), or null while they are incomplete. */
  instant: string | null;
  /** What is wrong with the inputs, or null; shown as an alert once a submit was tried. */
  problem: string | null;
  tried: boolean;
  /** On submit: checks again against the clock; the instant when it may be sent, else null. */
  submit: () => string | null;
}

/**
 * The state of a date, a time and a time zone: tomorrow at 09:00 in the browser's zone, or
 * `initial` (an instant still to come, or any instant with `keepPast`, on the clock of its
 * zone). The preview judges against the time the form opened; submitting checks the clock again.
 */
export function useScheduleInput(
  check: ScheduleCheck,
  initial?: { at: string; timeZone: string; keepPast?: boolean } | null,
): ScheduleInput {
  const [viewerZone] = useState(browserTimeZone);
  const [openedAt] = useState(() => Date.now());
  const [start] = useState(() => {
    const zone = initial?.timeZone ?? viewerZone;
    const upcoming =
      initial && (initial.keepPast || !isPast(initial.at)) ? wallClockIn(initial.at, zone) : null;
    return { zone, date: upcoming?.date ?? tomorrowIn(zone), time: upcoming?.time ?? '09:00' };
  });
  const zones = useMemo(() => timeZoneList(viewerZone, start.zone), [viewerZone, start.zone]);
  const [date, setDate] = useState(start.date);
  const [time, setTime] = useState(start.time);
  const [zone, setZone] = useState(start.zone);
  const [tried, setTried] = useState(false);
  // A problem found on submit by the clock of that moment, until an input changes.
  const [late, setLate] = useState<string | null>(null);

  const instant = zonedTimeToUtc(date, time, zone);
  const problem =
    instant === null ? scheduleFieldMessages.pickDateAndTime : (late ?? check(instant, openedAt));
  const changed =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setLate(null);
    };

  return {
    viewerZone,
    zones,
    date,
    time,
    zone,
    setDate: changed(setDate),
    setTime: changed(setTime),
    setZone: changed(setZone),
    instant,
    problem,
    tried,
    submit() {
      setTried(true);
      if (instant === null || problem) return null;
      const now = check(instant, Date.now());
      setLate(now);
      return now ? null : instant;
    },
  };
}

import type { Writable } from 'node:stream';

/** Where a command writes: lines for people, or one JSON document with `--json`. */
export interface Output {
  json: boolean;
  /** A line for people (nothing with `--json`). */
  line(text?: string): void;
  /** The command's result: printed as JSON with `--json`, else `human` is called. */
  result(data: unknown, human: () => void): void;
}

export function createOutput(json: boolean, stdout: Writable = process.stdout): Output {
  return {
    json,
    line(text = '') {
      if (!json) stdout.write(`${text}\n`);
    },
    result(data, human) {
      if (json) stdout.write(`${JSON.stringify(data, null, 2)}\n`);
      else human();
    },
  };
}

/** The user's zone: the one TZ names (as the C library reads it, `:Europe/Berlin` too), else the system's. */
export function timeZoneOf(env: { TZ?: string }): string | undefined {
  const named = env.TZ?.replace(/^:/, '');
  if (!named) return undefined;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: named }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

const partsOf = (locale: string, date: Date, options: Intl.DateTimeFormatOptions) =>
  Object.fromEntries(
    new Intl.DateTimeFormat(locale, options).formatToParts(date).map((part) => [part.type, part.value]),
  ) as Partial<Record<Intl.DateTimeFormatPartTypes, string>>;

/** The zone's abbreviation (CET, EST, BST, UTC) where English has one, else its offset (GMT+5:30). */
function zoneName(date: Date, timeZone: string | undefined): string {
  const names = ['en-US', 'en-GB'].map(
    (locale) => partsOf(locale, date, { timeZone, timeZoneName: 'short' }).timeZoneName ?? '',
  );
  return names.find((name) => !/^GMT[+-]/.test(name)) ?? names[0]!;
}

/** 'Nov 30' and the year when it is not this year's, in `timeZone`. */
function day(date: Date, timeZone: string | undefined): string {
  const options = { timeZone, year: 'numeric', month: 'short', day: 'numeric', weekday: 'short' } as const;
  const { year, month, day: dayOfMonth, weekday } = partsOf('en-US', date, options);
  const thisYear = partsOf('en-US', new Date(), { timeZone, year: 'numeric' }).year;
  return `${weekday}, ${month} ${dayOfMonth}${year === thisYear ? '' : `, ${year}`}`;
}

/** 'Mon, Nov 30' ('Mon, Nov 30, 2027' in another year), in `timeZone` (default: the system's). */
export const formatDate = (iso: string, timeZone?: string) => day(new Date(iso), timeZone);

/** 'Mon, Nov 30, 09:00 CET': the day, the 24-hour time and its zone, in `timeZone` (default: the system's). */
export function formatDateTime(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  const { hour, minute } = partsOf('en-US', date, {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return `${day(date, timeZone)}, ${hour}:${minute} ${zoneName(date, timeZone)}`;
}

/** Columns padded to their widest cell, two spaces apart. */
export function table(rows: string[][]): string[] {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  return rows.map((row) =>
    row
      .map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column]!)))
      .join('  ')
      .trimEnd(),
  );
}

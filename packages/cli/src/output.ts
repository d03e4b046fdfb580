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

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** 'Jan 5, 2026' */
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
/** 'Jan 5, 2026, 3:04 PM' */
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));

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

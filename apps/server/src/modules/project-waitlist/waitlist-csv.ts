import { WAITLIST_CSV_COLUMNS, type Subscriber } from '@shiplog/contract';
import { csvLine } from '../../lib/csv';

/** The owner's download: a header line, then one line per entry (CRLF line ends), a chunk per batch. */
export async function* toWaitlistCsv(batches: AsyncIterable<Subscriber[]>): AsyncIterable<string> {
  yield csvLine(WAITLIST_CSV_COLUMNS);
  for await (const entries of batches)
    if (entries.length)
      yield entries.map((e) => csvLine(WAITLIST_CSV_COLUMNS.map((column) => e[column]))).join('');
}

/** `My Project!` → `my-project`: a file name safe in any header or file system. */
export function slugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'project';
}

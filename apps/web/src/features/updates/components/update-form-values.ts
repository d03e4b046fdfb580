import type { FieldIssue, Update, UpdateBody, UpdateType } from '@shiplog/contract';

/** What the update form edits, as the inputs hold it. */
export interface UpdateFormValues {
  type: UpdateType;
  title: string;
  content: string;
  image_url: string;
  commit_hash: string;
  /** `YYYY-MM-DD` from the date input. */
  published_at: string;
  is_pinned: boolean;
  is_major_update: boolean;
  /** Comma-separated. */
  labels: string;
}

export type UpdateField = keyof UpdateFormValues;
export type UpdateFieldErrors = Partial<Record<UpdateField, string>>;

const fields: UpdateField[] = [
  'type',
  'title',
  'content',
  'image_url',
  'commit_hash',
  'published_at',
  'is_pinned',
  'is_major_update',
  'labels',
];

/** Which inputs each type shows (spec section 5). */
export const showsContent = (type: UpdateType) => type !== 'commit';
export const showsImage = (type: UpdateType) => type === 'image';
export const showsCommit = (type: UpdateType) => type === 'commit';

const pad = (n: number) => String(n).padStart(2, '0');

/** The local calendar day of a date, as a date input wants it. */
export function toDateInput(value: Date | string = new Date()): string {
  const date = value instanceof Date ? value : new Date(value);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The picked day as the server should read it: today means now (visible at once), another
 * day means that day's local midnight (a bare date would be read as midnight UTC, which is
 * the wrong day on either side of Greenwich).
 */
export function publishedAtFor(day: string, now = new Date()): string | null {
  if (!day) return null;
  if (day === toDateInput(now)) return now.toISOString();
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year!, month! - 1, date).toISOString();
}

/** A new update starts as text published today; an edit starts from the update. */
export function initialValues(update?: Update | null): UpdateFormValues {
  return {
    type: update?.type ?? 'text',
    title: update?.title ?? '',
    content: update?.content ?? '',
    image_url: update?.image_url ?? '',
    commit_hash: update?.commit_hash ?? '',
    published_at: toDateInput(update?.published_at),
    is_pinned: update?.is_pinned ?? false,
    is_major_update: update?.is_major_update ?? false,
    labels: update?.labels.join(', ') ?? '',
  };
}

/**
 * The request body. Inputs the type hides are sent empty; an edit whose day is unchanged keeps
 * the exact publication time (and the commit message of an unchanged commit).
 */
export function toBody(values: UpdateFormValues, initial?: Update | null): UpdateBody {
  const commitHash = values.commit_hash.trim();
  const sameDay = initial && toDateInput(initial.published_at) === values.published_at;
  const sameCommit = initial && showsCommit(values.type) && initial.commit_hash === commitHash;
  return {
    type: values.type,
    title: values.title,
    content: showsContent(values.type) ? values.content : null,
    image_url: showsImage(values.type) ? values.image_url.trim() : null,
    commit_hash: showsCommit(values.type) ? commitHash : null,
    commit_message: sameCommit ? initial.commit_message : null,
    published_at: sameDay ? initial.published_at : publishedAtFor(values.published_at),
    is_pinned: values.is_pinned,
    is_major_update: values.is_major_update,
    labels: values.labels
      .split(',')
      .map((label) => label.trim())
      .filter(Boolean),
  };
}

/** Field problems (from zod or from the server's 400) keyed by input; the first message wins. */
export function fieldErrors(issues: Array<Pick<FieldIssue, 'message'> & { path: string | PropertyKey[] }>) {
  const errors: UpdateFieldErrors = {};
  const unmatched: string[] = [];
  for (const issue of issues) {
    const parts = typeof issue.path === 'string' ? issue.path.split(/[.[\]/]/) : issue.path.map(String);
    const field = fields.find((name) => parts.includes(name));
    if (field) errors[field] ??= issue.message;
    else unmatched.push(issue.message);
  }
  return { errors, unmatched };
}

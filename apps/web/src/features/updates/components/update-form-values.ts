import type { FieldIssue, Update, UpdateBody, UpdateEditBody, UpdateType } from '@shiplog/contract';

/** What the update form edits, as the inputs hold it (the publish time is its own input). */
export interface UpdateFormValues {
  type: UpdateType;
  title: string;
  content: string;
  image_url: string;
  commit_hash: string;
  commit_message: string;
  is_pinned: boolean;
  is_major_update: boolean;
  /** Comma-separated. */
  labels: string;
}

export type UpdateValueField = keyof UpdateFormValues;
export type UpdateField = UpdateValueField | 'published_at';
export type UpdateFieldErrors = Partial<Record<UpdateField, string>>;

const fields: UpdateField[] = [
  'type',
  'title',
  'content',
  'image_url',
  'commit_hash',
  'commit_message',
  'published_at',
  'is_pinned',
  'is_major_update',
  'labels',
];

/**
 * Which inputs each type shows besides the text, which every type has (a
 * commit update's text is what readers and subscribers read, so it is shown and kept too).
 */
export const showsImage = (type: UpdateType) => type === 'image';
export const showsCommit = (type: UpdateType) => type === 'commit';

/** A new update starts as text; an edit starts from every field of the update. */
export function initialValues(update?: Update | null): UpdateFormValues {
  return {
    type: update?.type ?? 'text',
    title: update?.title ?? '',
    content: update?.content ?? '',
    image_url: update?.image_url ?? '',
    commit_hash: update?.commit_hash ?? '',
    commit_message: update?.commit_message ?? '',
    is_pinned: update?.is_pinned ?? false,
    is_major_update: update?.is_major_update ?? false,
    labels: update?.labels.join(', ') ?? '',
  };
}

const labelsOf = (labels: string) =>
  labels
    .split(',')
    .map((label) => label.trim())
    .filter(Boolean);

/**
 * The whole update as the inputs say (a new update's body, and what is checked before saving).
 * Inputs the type hides are sent empty; `publishedAt` is the picked instant, or null for now.
 */
export function fullBody(values: UpdateFormValues, publishedAt: string | null = null): UpdateBody {
  const commit = showsCommit(values.type);
  return {
    type: values.type,
    title: values.title,
    content: values.content,
    image_url: showsImage(values.type) ? values.image_url.trim() : null,
    commit_hash: commit ? values.commit_hash.trim() : null,
    commit_message: commit ? values.commit_message.trim() || null : null,
    published_at: publishedAt,
    is_pinned: values.is_pinned,
    is_major_update: values.is_major_update,
    labels: labelsOf(values.labels),
  };
}

/**
 * An edit's body: only the fields the owner changed (the API keeps every field not sent), so an
 * untouched form changes nothing, down to the exact publication time. `publishedAt` is the
 * picked instant when the date, time or zone was changed, else null.
 */
export function editBody(
  values: UpdateFormValues,
  update: Update,
  publishedAt: string | null,
): UpdateEditBody {
  const body = fullBody(values, publishedAt);
  const before = fullBody(initialValues(update));
  const changed: UpdateEditBody = {};
  for (const key of Object.keys(body) as (keyof UpdateBody)[]) {
    if (
      key === 'published_at'
        ? publishedAt !== null
        : JSON.stringify(body[key]) !== JSON.stringify(before[key])
    )
      Object.assign(changed, { [key]: body[key] });
  }
  return changed;
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

import type { z } from 'zod';
import { updateFieldIssues, type updateBodySchema, type updateEditBodySchema } from '@shiplog/contract';
import { AppError } from '../../lib/app-error';
import type { UpdateRow } from './update-query';

export type UpdateInput = z.output<typeof updateBodySchema>;
export type UpdateEditInput = z.output<typeof updateEditBodySchema>;

/** The fields whose rules depend on the type. */
const TYPED_FIELDS = ['type', 'content', 'image_url', 'commit_hash'] as const;

const sent = <T>(value: T | undefined, stored: T): T => (value === undefined ? stored : value);

/**
 * An edit as the complete body of the edited update: each field sent replaces the stored one,
 * every field not sent keeps its stored value (a partial update: absent is not empty).
 * Refused when the edited update would miss what its type needs; a stored update that already
 * misses something can still be edited in its other fields.
 */
export function applyEdit(body: UpdateEditInput, current: UpdateRow): UpdateInput {
  const commitSha = sent(body.commit_hash, current.commitSha);
  const sameCommit = (commitSha ?? '').toLowerCase() === (current.commitSha ?? '');
  const merged: UpdateInput = {
    type: body.type ?? current.type,
    title: body.title ?? current.title,
    content: sent(body.content, current.content),
    image_url: sent(body.image_url, current.imageUrl),
    commit_hash: commitSha,
    // A message belongs to its commit: another commit without a message of its own has none.
    commit_message: sent(body.commit_message, sameCommit ? current.commitMessage : null),
    published_at: body.published_at,
    is_pinned: body.is_pinned,
    is_major_update: body.is_major_update,
    labels: body.labels,
    status: body.status,
  };
  const touched = (path: string) =>
    body.type !== undefined || TYPED_FIELDS.some((field) => field === path && body[field] !== undefined);
  const issues = updateFieldIssues(merged).filter((issue) => touched(issue.path));
  if (issues.length) throw new AppError('VALIDATION_FAILED', issues[0]!.message, { issues });
  return merged;
}

/** Whether new column values differ from the stored row (an untouched form saves nothing). */
export function changesRow(values: Partial<UpdateRow>, current: UpdateRow): boolean {
  return Object.entries(values).some(([key, value]) => {
    const stored = current[key as keyof UpdateRow];
    if (value instanceof Date && stored instanceof Date) return value.getTime() !== stored.getTime();
    if (Array.isArray(value)) return JSON.stringify(value) !== JSON.stringify(stored);
    return value !== stored;
  });
}

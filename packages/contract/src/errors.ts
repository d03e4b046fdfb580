import { z } from 'zod';

import { errorCodes } from './constants';

export { errorCodes, errorStatus, type ErrorCode } from './constants';

export const errorCodeSchema = z.enum(errorCodes);

export const fieldIssueSchema = z.object({
  path: z.string(),
  message: z.string(),
});
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

/** What an UPDATE_EXISTS answer names: the live update a commit already has. */
export const existingUpdateSchema = z.object({
  id: z.string(),
  project_id: z.string(),
  /** Its project's short address, when it has one (the canonical address: `projectPagePaths`). */
  project_slug: z.string().nullable().optional(),
  status: z.enum(['draft', 'scheduled', 'published']),
  title: z.string(),
  /** The owner's address of it: the update's page, or Drafts for a draft. */
  url: z.string(),
});
export type ExistingUpdate = z.infer<typeof existingUpdateSchema>;

/** The body of every non-2xx JSON response. */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    issues: z.array(fieldIssueSchema).optional(),
    existing: existingUpdateSchema.optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

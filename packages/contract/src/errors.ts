import { z } from 'zod';

import { errorCodes } from './constants';

export { errorCodes, errorStatus, type ErrorCode } from './constants';

export const errorCodeSchema = z.enum(errorCodes);

export const fieldIssueSchema = z.object({
  path: z.string(),
  message: z.string(),
});
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

/** The body of every non-2xx JSON response. */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    issues: z.array(fieldIssueSchema).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

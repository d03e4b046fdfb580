import { z } from 'zod';
import { defineEndpoint } from './endpoint';

export const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unreachable']),
});
export type Health = z.infer<typeof healthSchema>;

/** Liveness with the database. */
export const healthEndpoints = {
  getHealth: defineEndpoint({
    id: 'getHealth',
    method: 'GET',
    path: '/health',
    summary: '200 with the database reachable, 503 otherwise',
    tags: ['system'],
    auth: 'none',
    status: 200,
    response: healthSchema,
    otherResponses: { 503: healthSchema },
  }),
};

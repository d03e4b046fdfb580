import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema, type Health } from '@shiplog/contract';
import type { createHealthService } from './health.service';

const serialized = new Map<Health['status'], string>([
  ['ok', JSON.stringify(healthSchema.parse({ status: 'ok', database: 'ok' }))],
  ['unavailable', JSON.stringify(healthSchema.parse({ status: 'unavailable', database: 'unreachable' }))],
]);

export const healthRoutes: FastifyPluginAsyncZod<{ health: ReturnType<typeof createHealthService> }> = async (
  app,
  { health },
) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const result = health.cached() ?? (await health.check());
      // Polled constantly by load balancers: the body is sent pre-serialized (it is one of
      // two fixed documents of the schema above), skipping per-request serialization.
      return reply
        .status(result.status === 'ok' ? 200 : 503)
        .type('application/json; charset=utf-8')
        .send(serialized.get(result.status) as unknown as Health);
    },
  );
};

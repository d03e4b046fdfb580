import type { FastifyPluginAsync } from 'fastify';
import { healthEndpoints, healthSchema, type Health } from '@shiplog/contract';
import { serveEndpoint } from '../../lib/serve-endpoint';
import type { createHealthService } from './health.service';

const serialized = new Map<Health['status'], string>([
  ['ok', JSON.stringify(healthSchema.parse({ status: 'ok', database: 'ok' }))],
  ['unavailable', JSON.stringify(healthSchema.parse({ status: 'unavailable', database: 'unreachable' }))],
]);

export const healthRoutes: FastifyPluginAsync<{ health: ReturnType<typeof createHealthService> }> = async (
  app,
  { health },
) => {
  serveEndpoint(app, healthEndpoints.getHealth, {}, async (_request, reply) => {
    const result = health.cached() ?? (await health.check());
    // Polled constantly by load balancers: the body is sent pre-serialized (it is one of
    // two fixed documents of the schema above), skipping per-request serialization.
    return reply
      .status(result.status === 'ok' ? 200 : 503)
      .type('application/json; charset=utf-8')
      .send(serialized.get(result.status) as unknown as Health);
  });
};

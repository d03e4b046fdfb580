import type { FastifyInstance } from 'fastify';

/** Marks every answer of this plugin scope `Cache-Control: no-store` (answers about one address or token). */
export function addNoStore(app: FastifyInstance): void {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
}

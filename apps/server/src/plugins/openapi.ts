import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI 3.1 from the route schemas: the document at /api/openapi.json, a browsable UI at /api/docs. */
export async function registerOpenApi(app: FastifyInstance, opts: { publicUrl: string }) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Shiplog API',
        description: 'Turn commits into stories: projects, updates, posts, subscribers and waitlists.',
        version: '0.1.0',
      },
      servers: [{ url: opts.publicUrl }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: createJsonSchemaTransform({ skipList: ['/api/openapi.json', '/api/docs', '/api/docs/*'] }),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}

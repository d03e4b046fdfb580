import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  autoUpdateSettingsBodySchema,
  autoUpdateSettingsSchema,
  projectIdParamsSchema,
} from '@shiplog/contract';
import { requireSignedIn } from '../../lib/viewer';
import type { FeatureContext } from '../feature-context';
import { createAutoUpdateSettingsService } from './auto-update-settings.service';

const tags = ['auto-updates'];
const schema = { tags, params: projectIdParamsSchema, response: { 200: autoUpdateSettingsSchema } };
const preValidation = requireSignedIn();

/** Auto-update settings: GET/PUT /api/projects/{id}/auto-updates (owner only). */
export const autoUpdateRoutes: FastifyPluginAsyncZod<FeatureContext> = async (app, { deps }) => {
  const service = createAutoUpdateSettingsService(deps.database.db);

  app.get('/projects/:id/auto-updates', { preValidation, schema }, async (request) =>
    service.get(request.params.id, await request.requireUserId()),
  );

  app.put(
    '/projects/:id/auto-updates',
    {
      preValidation,
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: { ...schema, body: autoUpdateSettingsBodySchema },
    },
    async (request) => service.save(request.params.id, await request.requireUserId(), request.body),
  );
};

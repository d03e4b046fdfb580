import { draftEndpoints } from '@shiplog/contract';
import { linkNextPageOf } from '../../lib/next-page';
import { serveEndpoint } from '../../lib/serve-endpoint';
import { requireSignedIn } from '../../lib/viewer';
import type { FeatureRoutes } from '../feature-context';
import { createDraftsService } from './drafts.service';

const preValidation = requireSignedIn();
const writeLimit = { rateLimit: { max: 60, timeWindow: 60_000 } };

/** GET /api/drafts, POST .../updates/{updateId}/publish, GET/PUT /api/projects/{id}/review-rule. */
export const draftRoutes: FeatureRoutes = async (app, { deps }) => {
  const service = createDraftsService(deps);

  serveEndpoint(app, draftEndpoints.listDrafts, { preValidation }, async (request, reply) => {
    const inbox = await service.inbox(await request.requireUserId(), request.query);
    const { list } = request.query;
    if (list) linkNextPageOf(request, reply, 'cursor', inbox.next[list]);
    return inbox;
  });

  serveEndpoint(app, draftEndpoints.publishUpdate, { preValidation, config: writeLimit }, async (request) =>
    service.publish(
      request.params.id,
      request.params.updateId,
      await request.requireUserId(),
      request.body.publish_at,
    ),
  );

  serveEndpoint(app, draftEndpoints.getReviewRule, { preValidation }, async (request) =>
    service.reviewRule(request.params.id, await request.requireUserId()),
  );

  serveEndpoint(app, draftEndpoints.saveReviewRule, { preValidation, config: writeLimit }, async (request) =>
    service.saveReviewRule(request.params.id, await request.requireUserId(), request.body),
  );
};

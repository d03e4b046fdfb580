import { Readable } from 'node:stream';
import {
  DEFAULT_COMMENT_FREQUENCY,
  DEFAULT_UPDATE_FREQUENCY,
  projectWaitlistEndpoints,
  WAITLIST_MATCHING_HEADER,
  WAITLIST_PENDING_HEADER,
  WAITLIST_TOTAL_HEADER,
} from '@shiplog/contract';
import { linkNextPageOf } from '../../lib/next-page';
import { serveEndpoint } from '../../lib/serve-endpoint';
import { requireSignedIn, viewerIdOf } from '../../lib/viewer';
import { addNoStore } from '../../lib/no-store';
import type { FeatureRoutes } from '../feature-context';
import { createAddressLimits } from '../subscribers/address-limits';
import { createSubscribeService } from '../subscribers/subscribe.service';
import { createProjectWaitlistService } from './project-waitlist.service';

/** Per client address; the owner adding addresses by hand stays well below it. */
const perIp = { rateLimit: { max: 20, timeWindow: 60_000 } };
const preValidation = requireSignedIn();

/**
 * /api/projects/{id}/waitlist: visitors join, check, leave and change preferences (by token);
 * the signed-in owner lists, exports, adds and removes (Waitlist Management).
 */
export const projectWaitlistRoutes: FeatureRoutes = async (app, { deps }) => {
  // Every answer here concerns one address (and may carry its token): never stored by caches.
  addNoStore(app);
  const visitors = createSubscribeService(deps);
  const owner = createProjectWaitlistService(deps);
  const limits = createAddressLimits(app);

  serveEndpoint(app, projectWaitlistEndpoints.listWaitlist, { preValidation }, async (request, reply) => {
    const page = await owner.list(request.params.id, await request.requireUserId(), request.query);
    linkNextPageOf(request, reply, 'before', page.nextCursor);
    if (page.totals)
      reply
        .header(WAITLIST_TOTAL_HEADER, String(page.totals.all))
        .header(WAITLIST_PENDING_HEADER, String(page.totals.pending))
        .header(WAITLIST_MATCHING_HEADER, String(page.totals.matching));
    return page.subscribers;
  });

  serveEndpoint(app, projectWaitlistEndpoints.countUpdateFrequencies, { preValidation }, async (request) =>
    owner.updateFrequencies(request.params.id, await request.requireUserId()),
  );

  serveEndpoint(app, projectWaitlistEndpoints.exportWaitlist, { preValidation }, async (request, reply) => {
    const { filename, chunks } = await owner.exportCsv(
      request.params.id,
      await request.requireUserId(),
      request.query,
    );
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .send(Readable.from(chunks));
  });

  serveEndpoint(app, projectWaitlistEndpoints.removeWaitlistEntries, { preValidation }, async (request) =>
    owner.bulkRemove(request.params.id, await request.requireUserId(), request.body),
  );

  serveEndpoint(app, projectWaitlistEndpoints.joinWaitlist, { config: perIp }, async (request, reply) => {
    const viewerId = await viewerIdOf(request);
    const allowance = await limits.confirmMail(request);
    if (viewerId && (await owner.isOwner(request.params.id, viewerId))) {
      const { created, subscriber } = await owner.add(request.params.id, viewerId, request.body, allowance);
      return reply.status(created ? 201 : 200).send({ success: true, created, subscriber });
    }
    const join = {
      ...request.body,
      comment_frequency: DEFAULT_COMMENT_FREQUENCY,
      update_frequency: DEFAULT_UPDATE_FREQUENCY,
      source: 'waitlist' as const,
    };
    return visitors.subscribe(request.params.id, viewerId, join, allowance);
  });

  serveEndpoint(
    app,
    projectWaitlistEndpoints.checkWaitlist,
    { config: { rateLimit: { max: 30, timeWindow: 60_000 } } },
    async (request) => visitors.check(request.params.id, await viewerIdOf(request), request.query),
  );

  serveEndpoint(app, projectWaitlistEndpoints.leaveWaitlist, { config: perIp }, async (request) => {
    const viewerId = await viewerIdOf(request);
    if (viewerId && (await owner.isOwner(request.params.id, viewerId)))
      return owner.remove(request.params.id, viewerId, request.body.email);
    return visitors.unsubscribe(request.params.id, viewerId, request.body, await limits.linkMail(request));
  });

  serveEndpoint(app, projectWaitlistEndpoints.changeWaitlistPreference, { config: perIp }, async (request) =>
    visitors.changePreferences(request.params.id, await viewerIdOf(request), request.body),
  );
};

import { postEndpoints } from '@shiplog/contract';
import { serveEndpoint } from '../../lib/serve-endpoint';
import type { FeatureRoutes } from '../feature-context';
import { requireSignedIn } from '../../lib/viewer';
import { createGenerateService } from './generate.service';
import { createGenerationLimit } from './generation-limit';

const preValidation = requireSignedIn();

/** The two routes that write a post with the AI writer, within the user's generation limit. */
export const generateRoutes: FeatureRoutes = async (app, { deps, github, mastodonLimitOf }) => {
  const service = createGenerateService(deps, github, { mastodonLimitOf });
  const allowedUser = createGenerationLimit(app, deps);

  serveEndpoint(app, postEndpoints.generatePost, { preValidation }, async (request) => {
    const post = await service.fromCommit(await allowedUser(request), request.body);
    return { post };
  });

  serveEndpoint(app, postEndpoints.generateProjectPost, { preValidation }, async (request) => {
    const post = await service.forProject(await allowedUser(request), request.body);
    return { post };
  });
};

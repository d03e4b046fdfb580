import { storyEndpoints } from '@shiplog/contract';
import { serveEndpoint } from '../../lib/serve-endpoint';
import type { FeatureRoutes } from '../feature-context';
import { requireSignedIn } from '../../lib/viewer';
import { createGenerationLimit } from '../posts/generation-limit';
import { createStoryService } from './story.service';
import { createUpdateGenerationService } from './update-generation.service';

const preValidation = requireSignedIn();

/**
 * Updates the writer tells from commits, within the user's generation limit:
 * POST /api/projects/{id}/updates/generate (one commit) and /updates/story (several).
 */
export const storyRoutes: FeatureRoutes = async (app, { deps, github, mastodonLimitOf }) => {
  const updates = createUpdateGenerationService(deps, github);
  const stories = createStoryService(deps, github, { mastodonLimitOf });
  const allowedUser = createGenerationLimit(app, deps);

  serveEndpoint(app, storyEndpoints.generateUpdate, { preValidation }, async (request) =>
    updates.update(await allowedUser(request), request.params.id, request.body),
  );

  serveEndpoint(app, storyEndpoints.generateStory, { preValidation }, async (request) =>
    stories.story(await allowedUser(request), request.params.id, request.body),
  );
};

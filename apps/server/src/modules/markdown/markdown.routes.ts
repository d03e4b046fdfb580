import { markdownEndpoints } from '@shiplog/contract';
import { renderMarkdown } from '../../lib/markdown';
import { serveEndpoint } from '../../lib/serve-endpoint';
import { requireSignedIn } from '../../lib/viewer';
import type { FeatureRoutes } from '../feature-context';

/** POST /api/markdown/preview: what an editor's Preview tab shows, rendered as pages render it. */
export const markdownRoutes: FeatureRoutes = async (app) => {
  serveEndpoint(
    app,
    markdownEndpoints.previewMarkdown,
    { preValidation: requireSignedIn(), config: { rateLimit: { max: 120, timeWindow: 60_000 } } },
    async (request) => ({ html: renderMarkdown(request.body.markdown) }),
  );
};

import { imageNamesIn } from '@shiplog/contract';
import { accountRoutes } from './account/account.routes';
import { apiTokenRoutes } from './api-tokens/api-tokens.routes';
import { authRoutes } from './auth/auth.routes';
import { avatarRoutes } from './avatars/avatars.routes';
import { githubAuthRoutes } from './auth/github.routes';
import { githubRoutes } from './github/github.routes';
import { postRoutes } from './posts/posts.routes';
import { storyRoutes } from './stories/stories.routes';
import { projectRoutes } from './projects/projects.routes';
import { notificationRoutes } from './notifications/notifications.routes';
import { subscriberRoutes } from './subscribers/subscribers.routes';
import { updateRoutes } from './updates/updates.routes';
import { draftRoutes } from './drafts/drafts.routes';
import { waitlistRoutes } from './waitlist/waitlist.routes';
import { webhookRoutes } from './webhooks/webhooks.routes';
import { autoUpdateRoutes } from './auto-updates/auto-updates.routes';
import { voiceRoutes } from './voice/voice.routes';
import { domainRoutes } from './domains/domains.routes';
import { userRoutes } from './users/users.routes';
import { commentRoutes } from './comments/comments.routes';
import { markdownRoutes } from './markdown/markdown.routes';
import { projectWaitlistRoutes } from './project-waitlist/project-waitlist.routes';
import { imageRoutes } from './images/images.routes';
import { createImageService } from './images/images.service';
import { widgetRoutes } from './widget/widget.routes';
import { outboundWebhookRoutes } from './outbound-webhooks/outbound-webhooks.routes';
import { socialRoutes } from './social/social.routes';
import { createMastodonLimits } from './social/mastodon-limit';
import { createWebhookService } from './webhooks/webhooks.service';
import type { Auth } from '../integrations/better-auth/auth-instance';
import type { AppDeps } from '../deps';
import type { GithubClient } from '../integrations/github';
import type { FeatureContext, FeatureRoutes } from './feature-context';

export type { FeatureContext, FeatureRoutes } from './feature-context';

/**
 * What every feature's routes are given. What one module offers others (the webhooks module's
 * leaveGithub, the social module's Mastodon limit) is composed here, so that modules never
 * import each other.
 */
export function createFeatureContext(deps: AppDeps, auth: Auth, github: GithubClient): FeatureContext {
  const webhooks = createWebhookService(deps, github);
  const images = createImageService(deps);
  return {
    deps,
    auth,
    github,
    leaveGithub: (userId, projectId) => webhooks.leaveGithub(userId, projectId),
    mastodonLimitOf: createMastodonLimits(deps),
    async releaseImages({ texts, ...scope }) {
      const addresses = (texts ?? []).flatMap((text) => (text ? imageNamesIn(text) : []));
      await images
        .release({ ...scope, addresses })
        .catch((err: unknown) => deps.logger.warn({ err }, 'images not deleted yet (the sweep retries)'));
    },
  };
}

/** Every feature module's routes. Features add theirs here. */
export const featureRoutes: FeatureRoutes[] = [
  authRoutes,
  githubAuthRoutes,
  accountRoutes,
  apiTokenRoutes,
  avatarRoutes,
  githubRoutes,
  projectRoutes,
  updateRoutes,
  draftRoutes,
  commentRoutes,
  postRoutes,
  storyRoutes,
  subscriberRoutes,
  projectWaitlistRoutes,
  notificationRoutes,
  waitlistRoutes,
  webhookRoutes,
  autoUpdateRoutes,
  voiceRoutes,
  domainRoutes,
  userRoutes,
  markdownRoutes,
  imageRoutes,
  widgetRoutes,
  outboundWebhookRoutes,
  socialRoutes,
];

export { createPages } from './pages/pages';
export { createPageSources } from './page-sources';

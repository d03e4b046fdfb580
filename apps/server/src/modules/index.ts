import { accountRoutes } from './account/account.routes';
import { apiTokenRoutes } from './api-tokens/api-tokens.routes';
import { authRoutes } from './auth/auth.routes';
import { avatarRoutes } from './avatars/avatars.routes';
import { githubAuthRoutes } from './auth/github.routes';
import { githubRoutes } from './github/github.routes';
import { postRoutes } from './posts/posts.routes';
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
import { createWebhookService } from './webhooks/webhooks.service';
import { createProjectPageResolver, projectPageKey } from './feeds/public-pages';
import { publicListPageKey, publicListPageResolver } from './projects/public-list-page';
import { createUserPageResolver } from './users/user-page';
import type { Database } from '../db/client';
import type { PageCache, PageResolver } from '../plugins/web-app';
import type { Auth } from '../integrations/better-auth/auth-instance';
import type { AppDeps } from '../deps';
import type { GithubClient } from '../integrations/github';
import type { FeatureContext, FeatureRoutes } from './feature-context';

export type { FeatureContext, FeatureRoutes } from './feature-context';

/**
 * What every feature's routes are given. What one module offers others (the webhooks module's
 * leaveGithub) is composed here, so that modules never import each other.
 */
export function createFeatureContext(deps: AppDeps, auth: Auth, github: GithubClient): FeatureContext {
  const webhooks = createWebhookService(deps, github);
  return {
    deps,
    auth,
    github,
    leaveGithub: (userId, projectId) => webhooks.leaveGithub(userId, projectId),
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
];

/** The server-resolved pages (status and metadata): the public list, projects (and custom domains), then people. */
export function createPageResolver(db: Database, publicUrl: string): PageResolver {
  const resolvers = [
    publicListPageResolver,
    createProjectPageResolver(db, publicUrl),
    createUserPageResolver(db),
  ];
  return async (path, request) => {
    for (const resolve of resolvers) {
      const page = await resolve(path, request);
      if (page) return page;
    }
    return undefined;
  };
}

/** Where visitors' pages are kept: with the reads they are built from (a project's, the public list's), dropped by their writes. */
export function createPageCache(deps: AppDeps): PageCache {
  return {
    cache: deps.readCache,
    keyOf: (path, request) => publicListPageKey(path, request) ?? projectPageKey(path, request),
  };
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Auth } from '../integrations/better-auth/auth-instance';
import type { AppDeps } from '../deps';
import type { GithubClient } from '../integrations/github';

/** What every feature module's routes are given. */
export interface FeatureContext {
  deps: AppDeps;
  auth: Auth;
  /** The signed-in user's GitHub (one per app, so its short-lived cache is shared). */
  github: GithubClient;
  /**
   * Removes the user's repository hooks from GitHub (one project's, or all of them) while
   * their token is still here, before the project or the account is deleted. Best effort.
   */
  leaveGithub(userId: string, projectId?: string): Promise<void>;
  /**
   * After a deletion has committed: deletes the uploaded images of a deleted account or project,
   * or those in the texts of a deleted update that nothing else uses. Best effort (the images
   * module's sweep catches what a crash leaves); never throws.
   */
  releaseImages(scope: { userId?: string; projectId?: string; texts?: (string | null)[] }): Promise<void>;
  /**
   * The character limit of the Mastodon instance the user connected (500 when none): posts and
   * stories written for Mastodon fit it.
   */
  mastodonLimitOf(userId: string): Promise<number>;
}

/**
 * A feature's routes: registered under /api with cookies, CSRF checks and rate limits, their
 * schemas typed by the zod type provider.
 */
export type FeatureRoutes = FastifyPluginAsyncZod<FeatureContext>;

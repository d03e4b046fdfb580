import { AppError } from '../../lib/app-error';
import { loadOwnedProject } from '../../domain/project-access';
import { webhookMessages, WEBHOOK_EVENTS, type WebhookConfig } from '@shiplog/contract';
import type { AppDeps } from '../../deps';
import { GithubRefusedError, type GithubClient, type HookSettings } from '../../integrations/github';
import { createHookSecrets, newHookSecret } from './hook-secrets';
import { isPubliclyReachable, receiverUrl } from './public-address';
import {
  deleteWebhook,
  findWebhook,
  ownedWebhooks,
  hookOwner,
  saveWebhook,
  toWebhookConfig,
  type WebhookRow,
} from './webhook-rows';

const sameRepository = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * GitHub refusing a hook change in fixed words (no admin access, no such repository…),
 * or, when GitHub rejects the hook's URL and PUBLIC_URL is not on the internet, saying so.
 */
async function orConfigureFailed<T>(work: Promise<T>, reachable: boolean): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof GithubRefusedError && error.githubStatus === 422 && !reachable)
      throw new AppError('BAD_REQUEST', webhookMessages.notReachable, { cause: error });
    if (error instanceof GithubRefusedError)
      throw new AppError('FORBIDDEN', webhookMessages.configureFailed, { cause: error });
    throw error;
  }
}

/**
 * A project's repository hook on GitHub: set up (or repaired) with the owner's token and a
 * fresh secret, read with its newest delivery, and removed from GitHub and from us.
 */
export function createWebhookService(deps: AppDeps, github: GithubClient) {
  const db = deps.database.db;
  const secrets = createHookSecrets(deps.secret);
  const url = receiverUrl(deps.config.PUBLIC_URL);
  const place = { url, reachable: isPubliclyReachable(deps.config.PUBLIC_URL) };

  /**
   * Our hook on the repository, with `settings`: the stored one patched when it still exists,
   * else one already pointing at our URL adopted, else a new one. A create that races another
   * (GitHub's 422 "Hook already exists") adopts the winner.
   */
  async function upsertHook(
    projectId: string,
    userId: string,
    repo: string,
    current: WebhookRow | undefined,
    settings: HookSettings,
  ) {
    if (current?.githubHookId && sameRepository(current.repositoryName, repo)) {
      const patched = await github.updateHook(userId, repo, current.githubHookId, settings);
      if (patched) return patched;
    }
    // GitHub keeps one hook per repository and URL: one that serves another project is not ours
    // to take (its secret would change under that project, and removing ours would remove it).
    const adopt = async () => {
      const ours = (await github.listHooks(userId, repo)).find((hook) => hook.url === url);
      if (ours && (await hookOwner(db, ours.id, projectId)))
        throw new AppError('CONFLICT', webhookMessages.repositoryTaken);
      return ours && github.updateHook(userId, repo, ours.id, settings);
    };
    const adopted = await adopt();
    if (adopted) return adopted;
    try {
      return await github.createHook(userId, repo, settings);
    } catch (error) {
      const raced = error instanceof GithubRefusedError && error.githubStatus === 422 ? await adopt() : null;
      if (raced) return raced;
      throw error;
    }
  }

  /** Removes our hook from a repository the project no longer uses, or is deleted (best effort). */
  async function leaveRepository(userId: string, row: WebhookRow) {
    if (!row.githubHookId) return;
    await github.deleteHook(userId, row.repositoryName, row.githubHookId).catch((err: unknown) => {
      deps.logger.warn({ err, repository: row.repositoryName }, 'could not remove the webhook from GitHub');
    });
  }

  return {
    async get(projectId: string, userId: string): Promise<WebhookConfig | null> {
      await loadOwnedProject(db, projectId, userId);
      const row = await findWebhook(db, projectId);
      return row ? toWebhookConfig(db, row, place) : null;
    },

    async configure(projectId: string, userId: string, repositoryName: string): Promise<WebhookConfig> {
      await loadOwnedProject(db, projectId, userId);
      const current = await findWebhook(db, projectId);
      // A repair keeps the stored secret: deliveries signed while GitHub and we change it would
      // otherwise be refused. A new hook gets a fresh one.
      const secret = current ? await secrets.open(current.secretEncrypted) : newHookSecret();
      const settings = { url, secret, events: [...WEBHOOK_EVENTS] };
      const hook = await orConfigureFailed(
        upsertHook(projectId, userId, repositoryName, current, settings),
        place.reachable,
      );
      if (current && !sameRepository(current.repositoryName, repositoryName))
        await leaveRepository(userId, current);
      const row = await saveWebhook(db, {
        projectId,
        repositoryName,
        githubHookId: hook.id,
        secretEncrypted: current?.secretEncrypted ?? (await secrets.seal(secret)),
        events: settings.events,
      });
      return toWebhookConfig(db, row, place);
    },

    /**
     * Before a project, or the whole account, is deleted: removes its hooks from GitHub while the
     * owner's token is still here, so GitHub stops delivering to a project that is gone. Only
     * the user's own projects are looked at. Best effort: a hook GitHub will not remove (GitHub
     * down, token revoked) is logged and stays there; the deletion goes on.
     */
    async leaveGithub(userId: string, projectId?: string): Promise<void> {
      for (const row of await ownedWebhooks(db, userId, projectId)) await leaveRepository(userId, row);
    },

    /** Deletes the hook on GitHub (already gone is fine), then ours. Nothing there: nothing to do. */
    async remove(projectId: string, userId: string): Promise<void> {
      await loadOwnedProject(db, projectId, userId);
      const row = await findWebhook(db, projectId);
      if (!row) return;
      if (row.githubHookId) {
        try {
          await github.deleteHook(userId, row.repositoryName, row.githubHookId);
        } catch (error) {
          if (error instanceof GithubRefusedError)
            throw new AppError('FORBIDDEN', webhookMessages.removeFailed, { cause: error });
          throw error;
        }
      }
      await deleteWebhook(db, projectId);
    },
  };
}

import {
  json,
  githubNotFound,
  validationFailed,
  type ApiRequest,
  type Reply,
  type Route,
} from './github-http';
import { visibleRepo } from './github-repos';
import { hasAnyScope } from './github-scopes';
import { hookShape, type Urls } from './github-shapes';
import type { GithubStore } from './github-store';
import type { FakeHook, FakeRepo, HookConfig } from './github-types';
import type { HookDeliverer } from './github-deliveries';

/** Repository webhooks: /repos/{owner}/{repo}/hooks[/{id}[/config|/pings|/deliveries]]. */

const DOC = 'https://docs.github.com/rest/repos/webhooks';
const REPO = '/repos/([^/]+)/([^/]+)/hooks';

type Access = 'read' | 'write' | 'admin';
const SCOPES: Record<Access, string[]> = {
  read: ['repo', 'read:repo_hook'],
  write: ['repo', 'write:repo_hook'],
  admin: ['repo', 'admin:repo_hook'],
};

/** The repository when the token's user administers it with a hook scope; else undefined (GitHub's 404). */
function adminRepo(store: GithubStore, req: ApiRequest, owner: string, name: string, access: Access) {
  const repo = visibleRepo(store, req, `${owner}/${name}`);
  const auth = req.auth;
  if (!repo || !auth || auth.login.toLowerCase() !== repo.owner.toLowerCase()) return undefined;
  const scopes = repo.private ? SCOPES[access] : [...SCOPES[access], 'public_repo'];
  return hasAnyScope(auth.scopes, scopes) ? repo : undefined;
}

const invalid = (message: string, field?: string) =>
  validationFailed([{ resource: 'Hook', code: 'custom', ...(field ? { field } : {}), message }], DOC);

/** Validates a config patch; returns an error reply or the merged config. */
function mergeConfig(current: HookConfig | undefined, patch: unknown): Reply | HookConfig {
  if (patch === undefined && current) return current;
  if (!patch || typeof patch !== 'object') return invalid('Config must contain url for webhook', 'config');
  const p = patch as Record<string, unknown>;
  const url = p.url ?? current?.url;
  if (typeof url !== 'string' || !/^https?:\/\/[^/]/i.test(url)) {
    return invalid(url ? 'Config url is not a valid URL' : 'Config must contain url for webhook', 'url');
  }
  const contentType = p.content_type ?? current?.content_type ?? 'form';
  if (contentType !== 'json' && contentType !== 'form') return invalid('Config content_type is invalid');
  const insecure = String(p.insecure_ssl ?? current?.insecure_ssl ?? '0');
  const secret = p.secret === undefined ? current?.secret : p.secret === '' ? undefined : String(p.secret);
  return { url, content_type: contentType, insecure_ssl: insecure, ...(secret ? { secret } : {}) };
}

function validEvents(events: unknown): events is string[] {
  return Array.isArray(events) && events.length > 0 && events.every((e) => typeof e === 'string' && e !== '');
}

export function hookRoutes(store: GithubStore, urls: Urls, deliverer: HookDeliverer): Route[] {
  const route = (
    method: string,
    suffix: string,
    access: Access,
    then: (req: ApiRequest, repo: FakeRepo, hook: FakeHook | undefined) => Reply,
  ): Route => ({
    method,
    pattern: new RegExp(`^${REPO}${suffix}$`),
    authenticated: true,
    accepted:
      access === 'read' ? 'admin:repo_hook, read:repo_hook, repo, write:repo_hook' : SCOPES[access][1],
    handler: (req, [owner, name, id]) => {
      const repo = adminRepo(store, req, owner!, name!, access);
      if (!repo) return githubNotFound(DOC);
      const hook = id === undefined ? undefined : repo.hooks.find((h) => h.id === Number(id));
      if (id !== undefined && !hook) return githubNotFound(DOC);
      return then(req, repo, hook);
    },
  });
  const body = (req: ApiRequest) =>
    (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>;
  const shape = (repo: FakeRepo, hook: FakeHook) => hookShape(urls, repo, hook);

  return [
    route('GET', '', 'read', (_req, repo) =>
      json(
        200,
        repo.hooks.map((h) => shape(repo, h)),
      ),
    ),
    route('POST', '', 'write', (req, repo) => {
      const b = body(req);
      if (b.name !== undefined && b.name !== 'web') return invalid('Name must be "web"', 'name');
      const config = mergeConfig(undefined, b.config);
      if ('status' in config) return config;
      const events = b.events ?? ['push'];
      if (!validEvents(events)) return invalid('Events must be a list of event names', 'events');
      if (repo.hooks.some((h) => h.config.url === config.url)) {
        return invalid('Hook already exists on this repository');
      }
      const hook = store.addHook(repo, { name: 'web', active: b.active !== false, events, config });
      if (deliverer.pingOnCreate) void deliverer.ping(repo, hook);
      const reply = shape(repo, hook);
      return json(201, reply, { location: reply.url });
    }),
    route('GET', '/(\\d+)', 'read', (_req, repo, hook) => json(200, shape(repo, hook!))),
    route('PATCH', '/(\\d+)', 'write', (req, repo, found) => {
      const hook = found!;
      const b = body(req);
      const config = mergeConfig(hook.config, b.config);
      if ('status' in config) return config;
      const replaced = b.events === undefined ? hook.events : b.events;
      if (!validEvents(replaced)) return invalid('Events must be a list of event names', 'events');
      const added = Array.isArray(b.add_events) ? b.add_events.map(String) : [];
      const removed = Array.isArray(b.remove_events) ? b.remove_events.map(String) : [];
      const events = [...new Set([...replaced, ...added])].filter((e) => !removed.includes(e));
      Object.assign(hook, {
        config,
        events,
        active: typeof b.active === 'boolean' ? b.active : hook.active,
        updated_at: store.iso(),
      });
      return json(200, shape(repo, hook));
    }),
    route('DELETE', '/(\\d+)', 'admin', (_req, repo, hook) => {
      repo.hooks.splice(repo.hooks.indexOf(hook!), 1);
      return { status: 204 };
    }),
    route('GET', '/(\\d+)/config', 'read', (_req, repo, hook) => json(200, shape(repo, hook!).config)),
    route('PATCH', '/(\\d+)/config', 'write', (req, repo, found) => {
      const hook = found!;
      const config = mergeConfig(hook.config, req.body ?? {});
      if ('status' in config) return config;
      Object.assign(hook, { config, updated_at: store.iso() });
      return json(200, shape(repo, hook).config);
    }),
    route('POST', '/(\\d+)/pings', 'write', (_req, repo, hook) => {
      void deliverer.ping(repo, hook!);
      return { status: 204 };
    }),
    route('GET', '/(\\d+)/deliveries', 'read', (_req, repo, hook) =>
      json(
        200,
        deliverer.deliveries
          .filter((d) => d.hookId === hook!.id && d.repo === repo.full_name)
          .reverse()
          .map((d) => ({
            id: d.id,
            guid: d.guid,
            delivered_at: d.deliveredAt,
            redirect: false,
            duration: d.duration / 1000,
            status:
              d.status !== null && d.status < 300 ? 'OK' : (d.error ?? `Invalid HTTP Response: ${d.status}`),
            status_code: d.status ?? 0,
            event: d.event,
            action: d.action,
            installation_id: null,
            repository_id: repo.id,
            throttled_at: null,
          })),
      ),
    ),
  ];
}

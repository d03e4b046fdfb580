import { createHmac, randomUUID } from 'node:crypto';
import { hookShape, repoShape, simpleUser, type Urls } from './github-shapes';
import type { GithubStore } from './github-store';
import type { CommitInput, FakeCommit, FakeHook, FakeRepo } from './github-types';

/** Webhook deliveries the way GitHub-Hookshot sends them: signed POSTs, recorded with their answers. */

export interface Delivery {
  id: number;
  guid: string;
  hookId: number;
  repo: string;
  event: string;
  action: string | null;
  url: string;
  requestHeaders: Record<string, string>;
  payload: unknown;
  /** The exact body sent (JSON, or `payload=<json>` for form hooks); the signatures cover it. */
  body: string;
  /** The receiver's status, or null when it could not be reached. */
  status: number | null;
  responseBody: string;
  error?: string;
  deliveredAt: string;
  duration: number;
}

const ZERO = '0'.repeat(40);

export class HookDeliverer {
  readonly deliveries: Delivery[] = [];
  pingOnCreate = false;
  private nextId = 1;
  private readonly inflight = new Set<Promise<unknown>>();
  private readonly aborter = new AbortController();

  constructor(
    private readonly store: GithubStore,
    private readonly urls: Urls,
  ) {}

  /** Waits for every delivery under way (pings after hook creation included). */
  async idle(): Promise<void> {
    while (this.inflight.size) await Promise.allSettled([...this.inflight]);
  }

  close() {
    this.aborter.abort();
  }

  /** Sends `event` to the repository's active hooks subscribed to it (or `*`), one after another. */
  deliver(repo: FakeRepo, event: string, payload: unknown, only?: FakeHook): Promise<Delivery[]> {
    const hooks = only
      ? [only]
      : repo.hooks.filter((h) => h.active && (h.events.includes(event) || h.events.includes('*')));
    const run = (async () => {
      const out: Delivery[] = [];
      for (const hook of hooks) out.push(await this.send(repo, hook, event, payload));
      return out;
    })();
    this.inflight.add(run);
    void run.finally(() => this.inflight.delete(run));
    return run;
  }

  ping(repo: FakeRepo, hook: FakeHook): Promise<Delivery[]> {
    const payload = {
      zen: 'Keep it logically awesome.',
      hook_id: hook.id,
      hook: hookShape(this.urls, repo, hook),
      repository: this.repository(repo),
      sender: simpleUser(this.urls, this.store.requireUser(repo.owner)),
    };
    return this.deliver(repo, 'ping', payload, hook);
  }

  /** Adds the commits on top of the default branch and delivers GitHub's `push` event for them. */
  push(repo: FakeRepo, inputs: CommitInput[], pusherLogin = repo.owner): Promise<Delivery[]> {
    const before = repo.commits.at(-1)?.sha ?? ZERO;
    const commits = inputs.map((c) => this.store.addCommit(repo.full_name, c));
    const after = commits.at(-1)?.sha ?? before;
    repo.pushed_at = this.store.iso();
    repo.updated_at = repo.pushed_at;
    const pusher = this.store.requireUser(pusherLogin);
    const web = `${this.urls.web}/${repo.full_name}`;
    const payload = {
      ref: `refs/heads/${repo.default_branch}`,
      before,
      after,
      repository: this.repository(repo, true),
      pusher: {
        name: pusher.login,
        email: pusher.email ?? pusher.emails.find((e) => e.primary)?.email ?? null,
      },
      sender: simpleUser(this.urls, pusher),
      created: before === ZERO,
      deleted: false,
      forced: false,
      base_ref: null,
      compare:
        before === ZERO
          ? `${web}/commit/${after.slice(0, 12)}`
          : `${web}/compare/${before.slice(0, 12)}...${after.slice(0, 12)}`,
      commits: commits.map((c) => this.pushCommit(repo, c)),
      head_commit: commits.length ? this.pushCommit(repo, commits.at(-1)!) : null,
    };
    return this.deliver(repo, 'push', payload);
  }

  private pushCommit(repo: FakeRepo, c: FakeCommit) {
    const person = (p: FakeCommit['author']) => {
      const account = this.store.userForPerson(p);
      return { name: p.name, email: p.email, ...(account ? { username: account.login } : {}) };
    };
    const files = (status: string) => c.files.filter((f) => f.status === status).map((f) => f.filename);
    return {
      id: c.sha,
      tree_id: c.tree,
      distinct: true,
      message: c.message,
      timestamp: c.committer.date,
      url: `${this.urls.web}/${repo.full_name}/commit/${c.sha}`,
      author: person(c.author),
      committer: person(c.committer),
      added: files('added'),
      removed: files('removed'),
      modified: [...files('modified'), ...files('renamed')],
    };
  }

  /** The repository object in webhook payloads; push payloads use epoch seconds and an owner with name/email. */
  private repository(repo: FakeRepo, forPush = false) {
    const shape = repoShape(this.urls, this.store, repo, null);
    if (!forPush) return shape;
    const owner = this.store.requireUser(repo.owner);
    const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);
    return {
      ...shape,
      owner: { name: owner.login, email: owner.email, ...shape.owner },
      created_at: seconds(repo.created_at),
      pushed_at: seconds(repo.pushed_at),
      stargazers: repo.stargazers_count,
      master_branch: repo.default_branch,
    };
  }

  private async send(repo: FakeRepo, hook: FakeHook, event: string, payload: unknown): Promise<Delivery> {
    const json = JSON.stringify(payload);
    const body = hook.config.content_type === 'form' ? `payload=${encodeURIComponent(json)}` : json;
    const guid = randomUUID();
    const headers: Record<string, string> = {
      accept: '*/*',
      'content-type':
        hook.config.content_type === 'form' ? 'application/x-www-form-urlencoded' : 'application/json',
      'user-agent': 'GitHub-Hookshot/f4e3c2a',
      'x-github-delivery': guid,
      'x-github-event': event,
      'x-github-hook-id': String(hook.id),
      'x-github-hook-installation-target-id': String(repo.id),
      'x-github-hook-installation-target-type': 'repository',
    };
    const { secret } = hook.config;
    if (secret) {
      headers['x-hub-signature'] = `sha1=${createHmac('sha1', secret).update(body).digest('hex')}`;
      headers['x-hub-signature-256'] = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
    }
    const action = (payload as { action?: unknown })?.action;
    const delivery: Delivery = {
      id: this.nextId++,
      guid,
      hookId: hook.id,
      repo: repo.full_name,
      event,
      action: typeof action === 'string' ? action : null,
      url: hook.config.url,
      requestHeaders: headers,
      payload,
      body,
      status: null,
      responseBody: '',
      deliveredAt: this.store.iso(),
      duration: 0,
    };
    const started = Date.now();
    try {
      const res = await fetch(hook.config.url, {
        method: 'POST',
        headers,
        body,
        redirect: 'manual',
        signal: AbortSignal.any([this.aborter.signal, AbortSignal.timeout(10_000)]),
      });
      delivery.status = res.status;
      delivery.responseBody = await res.text();
      hook.last_response = {
        code: res.status,
        status: 'active',
        message: res.ok ? 'OK' : `Invalid HTTP Response: ${res.status}`,
      };
    } catch (error) {
      delivery.error =
        error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'failed to connect to host';
      hook.last_response = { code: null, status: 'misconfigured', message: delivery.error };
    }
    delivery.duration = Date.now() - started;
    this.deliveries.push(delivery);
    return delivery;
  }
}

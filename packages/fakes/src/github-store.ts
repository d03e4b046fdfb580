import { createHash, randomBytes } from 'node:crypto';
import type {
  CommitInput,
  FakeCommit,
  FakeHook,
  FakePull,
  FakeRepo,
  FakeToken,
  FakeUser,
  FileInput,
  GitPerson,
  PendingCode,
  PullRequestInput,
  RepoInput,
  UserInput,
} from './github-types';

/** The fake GitHub's data: users, repositories, commits, hooks, OAuth codes and tokens. */

/** The files of a commit created without any. */
const DEFAULT_FILES: FileInput[] = [{ filename: 'src/index.ts', additions: 1 }];

export const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const base62 = (length: number) => Array.from(randomBytes(length), (b) => BASE62[b % BASE62.length]).join('');

export class GithubStore {
  readonly users = new Map<string, FakeUser>();
  readonly repos = new Map<string, FakeRepo>();
  readonly tokens = new Map<string, FakeToken>();
  readonly codes = new Map<string, PendingCode>();
  private clockOffset = 0;
  private nextUserId = 1001;
  private nextRepoId = 200001;
  private nextHookId = 1;

  now(): number {
    return Date.now() + this.clockOffset;
  }

  iso(ms = this.now()): string {
    return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
  }

  advanceClock(ms: number) {
    this.clockOffset += ms;
  }

  addUser(input: UserInput): FakeUser {
    if (!/^[a-z\d](?:[a-z\d-]{0,38})$/i.test(input.login))
      throw new Error(`invalid GitHub login ${input.login}`);
    if (this.user(input.login)) throw new Error(`GitHub user ${input.login} already exists`);
    const id = input.id ?? this.nextUserId;
    this.nextUserId = Math.max(this.nextUserId, id) + 1;
    const noreply = `${id}+${input.login}@users.noreply.github.com`;
    const emails = input.emails ?? [
      {
        email: input.email ?? `${input.login.toLowerCase()}@example.com`,
        primary: true,
        verified: true,
        visibility: input.email ? ('public' as const) : ('private' as const),
      },
      { email: noreply, primary: false, verified: true, visibility: null },
    ];
    const publicEmail =
      input.email !== undefined
        ? input.email
        : (emails.find((e) => e.visibility === 'public')?.email ?? null);
    const created = input.created_at ?? this.iso();
    const user: FakeUser = {
      login: input.login,
      id,
      name: input.name ?? null,
      email: publicEmail,
      avatar_url: input.avatar_url ?? `https://avatars.githubusercontent.com/u/${id}?v=4`,
      emails,
      company: input.company ?? null,
      blog: input.blog ?? '',
      location: input.location ?? null,
      bio: input.bio ?? null,
      twitter_username: input.twitter_username ?? null,
      created_at: created,
      updated_at: created,
    };
    this.users.set(input.login.toLowerCase(), user);
    return user;
  }

  /** Logins are case-insensitive on GitHub. */
  user(login: string): FakeUser | undefined {
    return this.users.get(login.toLowerCase());
  }

  requireUser(login: string): FakeUser {
    const user = this.user(login);
    if (!user) throw new Error(`unknown GitHub user ${login}; call addUser first`);
    return user;
  }

  /** The account GitHub links a commit to: by login, or by any verified email of a user. */
  userForPerson(person: GitPerson): FakeUser | { login: string; id: number } | null {
    if (person.login === null) return null;
    if (person.login !== undefined) {
      return (
        this.user(person.login) ?? { login: person.login, id: parseInt(sha1(person.login).slice(0, 7), 16) }
      );
    }
    const email = person.email.toLowerCase();
    for (const user of this.users.values()) {
      if (user.emails.some((e) => e.verified && e.email.toLowerCase() === email)) return user;
    }
    return null;
  }

  addRepo(login: string, input: RepoInput): FakeRepo {
    const owner = this.requireUser(login);
    const fullName = `${owner.login}/${input.name}`;
    if (this.repo(fullName)) throw new Error(`GitHub repository ${fullName} already exists`);
    const id = input.id ?? this.nextRepoId;
    this.nextRepoId = Math.max(this.nextRepoId, id) + 1;
    const created = input.created_at ?? this.iso();
    const repo: FakeRepo = {
      id,
      owner: owner.login,
      name: input.name,
      full_name: fullName,
      description: input.description ?? null,
      language: input.language ?? null,
      stargazers_count: input.stargazers_count ?? 0,
      forks_count: input.forks_count ?? 0,
      private: input.private ?? false,
      default_branch: input.default_branch ?? 'main',
      homepage: input.homepage ?? null,
      topics: input.topics ?? [],
      fork: input.fork ?? false,
      archived: input.archived ?? false,
      created_at: created,
      updated_at: input.updated_at ?? created,
      pushed_at: input.pushed_at ?? created,
      collaborators: input.collaborators ?? [],
      commits: [],
      hooks: [],
    };
    this.repos.set(fullName.toLowerCase(), repo);
    return repo;
  }

  repo(fullName: string): FakeRepo | undefined {
    return this.repos.get(fullName.toLowerCase());
  }

  repoById(id: number): FakeRepo | undefined {
    return [...this.repos.values()].find((r) => r.id === id);
  }

  requireRepo(fullName: string): FakeRepo {
    const repo = this.repo(fullName);
    if (!repo) throw new Error(`unknown GitHub repository ${fullName}; call addRepo first`);
    return repo;
  }

  addCommit(fullName: string, input: CommitInput): FakeCommit {
    const repo = this.requireRepo(fullName);
    const parent = repo.commits.at(-1);
    const date = input.date ? this.iso(Date.parse(input.date)) : this.iso();
    const sha = input.sha ?? sha1(`${repo.full_name}\n${repo.commits.length}\n${input.message}\n${date}`);
    if (!/^[0-9a-f]{40}$/.test(sha)) throw new Error(`commit sha must be 40 hex characters: ${sha}`);
    const commit: FakeCommit = {
      sha,
      tree: sha1(`tree ${sha}`),
      message: input.message,
      author: { ...input.author, date },
      committer: { ...(input.committer ?? input.author), date },
      parents: parent ? [parent.sha] : [],
      files: (input.files ?? DEFAULT_FILES).map((f) => ({
        filename: f.filename,
        additions: f.additions ?? 0,
        deletions: f.deletions ?? 0,
        status: f.status ?? 'modified',
        ...(f.patch !== undefined ? { patch: f.patch } : {}),
      })),
      pulls: [],
    };
    const pulls = input.pullRequest === undefined ? [] : [input.pullRequest].flat();
    for (const pull of pulls) commit.pulls.push(this.pullOf(repo, commit, pull));
    repo.commits.push(commit);
    return commit;
  }

  /** A pull request of `repo` with `commit`, merged at the commit's date unless told otherwise. */
  private pullOf(repo: FakeRepo, commit: FakeCommit, input: PullRequestInput): FakePull {
    const taken = [...repo.commits, commit].flatMap((c) => c.pulls.map((p) => p.number));
    const number = input.number ?? Math.max(0, ...taken) + 1;
    const date = commit.committer.date;
    const merged =
      input.merged_at === undefined
        ? date
        : input.merged_at === null
          ? null
          : this.iso(Date.parse(input.merged_at));
    const opened = this.iso(Date.parse(merged ?? date) - 60 * 60_000);
    return {
      number,
      title: input.title,
      body: input.body ?? null,
      state: merged ? 'closed' : 'open',
      created_at: opened,
      updated_at: merged ?? date,
      closed_at: merged,
      merged_at: merged,
      labels: input.labels ?? [],
      user: input.user ?? null,
    };
  }

  addHook(
    repo: FakeRepo,
    hook: Omit<FakeHook, 'id' | 'created_at' | 'updated_at' | 'last_response'>,
  ): FakeHook {
    const created = this.iso();
    const full: FakeHook = {
      ...hook,
      id: this.nextHookId++,
      created_at: created,
      updated_at: created,
      last_response: { code: null, status: 'unused', message: null },
    };
    repo.hooks.push(full);
    return full;
  }

  issueToken(login: string, scopes: string[], clientId: string | null): FakeToken {
    const user = this.requireUser(login);
    const token: FakeToken = {
      token: `gho_${base62(36)}`,
      login: user.login,
      scopes,
      clientId,
      createdAt: this.iso(),
      revoked: false,
    };
    this.tokens.set(token.token, token);
    return token;
  }

  issueCode(pending: Omit<PendingCode, 'code' | 'used' | 'expiresAt'>): PendingCode {
    const code: PendingCode = {
      ...pending,
      code: randomBytes(10).toString('hex'),
      used: false,
      expiresAt: this.now() + 10 * 60_000,
    };
    this.codes.set(code.code, code);
    return code;
  }
}

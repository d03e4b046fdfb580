/** The fake GitHub's records and the inputs that create them. */

export interface EmailEntry {
  email: string;
  primary: boolean;
  verified: boolean;
  visibility: 'public' | 'private' | null;
}

export interface UserInput {
  login: string;
  id?: number;
  name?: string | null;
  /** The public profile email (GET /user `email`); also the primary address when `emails` is not given. */
  email?: string | null;
  avatar_url?: string;
  /** GET /user/emails exactly; default: `email` (or `<login>@example.com`, private) plus the noreply address. */
  emails?: EmailEntry[];
  company?: string | null;
  blog?: string;
  location?: string | null;
  bio?: string | null;
  twitter_username?: string | null;
  created_at?: string;
}

export interface FakeUser {
  login: string;
  id: number;
  name: string | null;
  email: string | null;
  avatar_url: string;
  emails: EmailEntry[];
  company: string | null;
  blog: string;
  location: string | null;
  bio: string | null;
  twitter_username: string | null;
  created_at: string;
  updated_at: string;
}

export interface RepoInput {
  name: string;
  id?: number;
  description?: string | null;
  language?: string | null;
  stargazers_count?: number;
  forks_count?: number;
  private?: boolean;
  default_branch?: string;
  homepage?: string | null;
  topics?: string[];
  fork?: boolean;
  archived?: boolean;
  created_at?: string;
  updated_at?: string;
  pushed_at?: string;
  /** Logins with access besides the owner (GET /user/repos `affiliation=collaborator`). */
  collaborators?: string[];
}

export interface FakeRepo {
  id: number;
  owner: string;
  name: string;
  full_name: string;
  description: string | null;
  language: string | null;
  stargazers_count: number;
  forks_count: number;
  private: boolean;
  default_branch: string;
  homepage: string | null;
  topics: string[];
  fork: boolean;
  archived: boolean;
  created_at: string;
  updated_at: string;
  pushed_at: string;
  collaborators: string[];
  /** Oldest first; each addCommit puts a new head on the default branch. */
  commits: FakeCommit[];
  hooks: FakeHook[];
}

export interface GitPerson {
  name: string;
  email: string;
  /** GitHub account shown as `author`/`committer`: a login, null for none; unset = matched by email. */
  login?: string | null;
}

export interface FileInput {
  filename: string;
  additions?: number;
  deletions?: number;
  status?: 'added' | 'removed' | 'modified' | 'renamed';
  patch?: string;
}

export interface CommitInput {
  sha?: string;
  message: string;
  author: GitPerson;
  committer?: GitPerson;
  /** ISO date of author and committer; default: now. */
  date?: string;
  /** The files it changed; default: one modified file, `src/index.ts`, with 1 addition. */
  files?: FileInput[];
  /** The pull request(s) that bring it (GET .../commits/{sha}/pulls lists them in this order). */
  pullRequest?: PullRequestInput | PullRequestInput[];
}

export interface PullRequestInput {
  /** Default: the repository's next number. */
  number?: number;
  title: string;
  body?: string | null;
  /** When it was merged; default: the commit's date; null = still open. */
  merged_at?: string | null;
  /** Its labels' names. */
  labels?: string[];
  /** Who opened it (a login); default: the commit's author, else the owner. */
  user?: string;
}

export interface FakeCommit {
  sha: string;
  tree: string;
  message: string;
  author: GitPerson & { date: string };
  committer: GitPerson & { date: string };
  parents: string[];
  files: FakeFile[];
  /** Pull requests associated with the commit, in the order GitHub lists them. */
  pulls: FakePull[];
}

export interface FakePull {
  number: number;
  title: string;
  body: string | null;
  state: 'open' | 'closed';
  created_at: string;
  updated_at: string;
  closed_at: string | null;
  merged_at: string | null;
  /** Its labels' names (none when unset). */
  labels?: string[];
  /** Who opened it; unset: the commit's author, else the owner. */
  user?: string | null;
}

export interface FakeFile {
  filename: string;
  additions: number;
  deletions: number;
  status: 'added' | 'removed' | 'modified' | 'renamed';
  patch?: string;
}

export interface HookConfig {
  url: string;
  content_type: 'json' | 'form';
  insecure_ssl: string;
  secret?: string;
}

export interface FakeHook {
  id: number;
  name: 'web';
  active: boolean;
  events: string[];
  config: HookConfig;
  created_at: string;
  updated_at: string;
  last_response: { code: number | null; status: string; message: string | null };
}

export interface FakeToken {
  token: string;
  login: string;
  scopes: string[];
  clientId: string | null;
  createdAt: string;
  revoked: boolean;
}

export interface PendingCode {
  code: string;
  clientId: string;
  login: string;
  scopes: string[];
  redirectUri: string | undefined;
  codeChallenge: string | undefined;
  expiresAt: number;
  used: boolean;
}

import { sha1, type GithubStore } from './github-store';
import type { FakeCommit, FakeHook, FakePull, FakeRepo, FakeUser } from './github-types';

/** JSON bodies in the shapes api.github.com answers with (REST API version 2022-11-28). */

export interface Urls {
  /** GITHUB_URL, e.g. http://127.0.0.1:4123 */
  web: string;
  /** GITHUB_API_URL, e.g. http://127.0.0.1:4123/api/v3 */
  api: string;
}

const nodeId = (kind: string, id: string | number) => Buffer.from(`${kind}${id}`).toString('base64');

export function simpleUser(urls: Urls, user: { login: string; id: number; avatar_url?: string }) {
  const url = `${urls.api}/users/${user.login}`;
  return {
    login: user.login,
    id: user.id,
    node_id: nodeId('04:User', user.id),
    avatar_url: user.avatar_url ?? `https://avatars.githubusercontent.com/u/${user.id}?v=4`,
    gravatar_id: '',
    url,
    html_url: `${urls.web}/${user.login}`,
    followers_url: `${url}/followers`,
    following_url: `${url}/following{/other_user}`,
    gists_url: `${url}/gists{/gist_id}`,
    starred_url: `${url}/starred{/owner}{/repo}`,
    subscriptions_url: `${url}/subscriptions`,
    organizations_url: `${url}/orgs`,
    repos_url: `${url}/repos`,
    events_url: `${url}/events{/privacy}`,
    received_events_url: `${url}/received_events`,
    type: 'User',
    user_view_type: 'public',
    site_admin: false,
  };
}

/** GET /users/{login}; with `privateFields` the extra fields GET /user shows to a `user`/`read:user` token. */
export function fullUser(urls: Urls, store: GithubStore, user: FakeUser, privateFields: boolean) {
  const repos = [...store.repos.values()].filter((r) => r.owner === user.login);
  const privateRepos = repos.filter((r) => r.private).length;
  return {
    ...simpleUser(urls, user),
    name: user.name,
    company: user.company,
    blog: user.blog,
    location: user.location,
    email: user.email,
    hireable: null,
    bio: user.bio,
    twitter_username: user.twitter_username,
    ...(privateFields ? { notification_email: user.email } : {}),
    public_repos: repos.length - privateRepos,
    public_gists: 0,
    followers: 0,
    following: 0,
    created_at: user.created_at,
    updated_at: user.updated_at,
    ...(privateFields
      ? {
          private_gists: 0,
          total_private_repos: privateRepos,
          owned_private_repos: privateRepos,
          disk_usage: 0,
          collaborators: 0,
          two_factor_authentication: false,
          plan: { name: 'free', space: 976562499, collaborators: 0, private_repos: 10000 },
        }
      : {}),
  };
}

const REPO_URLS: [string, string][] = [
  ['forks_url', '/forks'],
  ['keys_url', '/keys{/key_id}'],
  ['collaborators_url', '/collaborators{/collaborator}'],
  ['teams_url', '/teams'],
  ['hooks_url', '/hooks'],
  ['issue_events_url', '/issues/events{/number}'],
  ['events_url', '/events'],
  ['assignees_url', '/assignees{/user}'],
  ['branches_url', '/branches{/branch}'],
  ['tags_url', '/tags'],
  ['blobs_url', '/git/blobs{/sha}'],
  ['git_tags_url', '/git/tags{/sha}'],
  ['git_refs_url', '/git/refs{/sha}'],
  ['trees_url', '/git/trees{/sha}'],
  ['statuses_url', '/statuses/{sha}'],
  ['languages_url', '/languages'],
  ['stargazers_url', '/stargazers'],
  ['contributors_url', '/contributors'],
  ['subscribers_url', '/subscribers'],
  ['subscription_url', '/subscription'],
  ['commits_url', '/commits{/sha}'],
  ['git_commits_url', '/git/commits{/sha}'],
  ['comments_url', '/comments{/number}'],
  ['issue_comment_url', '/issues/comments{/number}'],
  ['contents_url', '/contents/{+path}'],
  ['compare_url', '/compare/{base}...{head}'],
  ['merges_url', '/merges'],
  ['archive_url', '/{archive_format}{/ref}'],
  ['downloads_url', '/downloads'],
  ['issues_url', '/issues{/number}'],
  ['pulls_url', '/pulls{/number}'],
  ['milestones_url', '/milestones{/number}'],
  ['notifications_url', '/notifications{?since,all,participating}'],
  ['labels_url', '/labels{/name}'],
  ['releases_url', '/releases{/id}'],
  ['deployments_url', '/deployments'],
];

/** A repository as listed by GET /user/repos; `detail` adds what GET /repos/{owner}/{repo} shows. */
export function repoShape(
  urls: Urls,
  store: GithubStore,
  repo: FakeRepo,
  viewer: string | null,
  detail = false,
) {
  const url = `${urls.api}/repos/${repo.full_name}`;
  const host = new URL(urls.web).host;
  const owner = store.requireUser(repo.owner);
  const admin = viewer !== null && viewer.toLowerCase() === repo.owner.toLowerCase();
  return {
    id: repo.id,
    node_id: nodeId('010:Repository', repo.id),
    name: repo.name,
    full_name: repo.full_name,
    private: repo.private,
    owner: simpleUser(urls, owner),
    html_url: `${urls.web}/${repo.full_name}`,
    description: repo.description,
    fork: repo.fork,
    url,
    ...Object.fromEntries(REPO_URLS.map(([key, suffix]) => [key, url + suffix])),
    created_at: repo.created_at,
    updated_at: repo.updated_at,
    pushed_at: repo.pushed_at,
    git_url: `git://${host}/${repo.full_name}.git`,
    ssh_url: `git@${host}:${repo.full_name}.git`,
    clone_url: `${urls.web}/${repo.full_name}.git`,
    svn_url: `${urls.web}/${repo.full_name}`,
    homepage: repo.homepage,
    size: repo.commits.length * 4,
    stargazers_count: repo.stargazers_count,
    watchers_count: repo.stargazers_count,
    language: repo.language,
    has_issues: true,
    has_projects: true,
    has_downloads: true,
    has_wiki: true,
    has_pages: false,
    has_discussions: false,
    forks_count: repo.forks_count,
    mirror_url: null,
    archived: repo.archived,
    disabled: false,
    open_issues_count: 0,
    license: null,
    allow_forking: true,
    is_template: false,
    web_commit_signoff_required: false,
    topics: repo.topics,
    visibility: repo.private ? 'private' : 'public',
    forks: repo.forks_count,
    open_issues: 0,
    watchers: repo.stargazers_count,
    default_branch: repo.default_branch,
    ...(viewer !== null
      ? { permissions: { admin, maintain: admin, push: admin, triage: admin, pull: true } }
      : {}),
    ...(detail ? { network_count: repo.forks_count, subscribers_count: 0 } : {}),
  };
}

function accountShape(urls: Urls, store: GithubStore, person: FakeCommit['author']) {
  const account = store.userForPerson(person);
  return account ? simpleUser(urls, account) : null;
}

/** One entry of GET /repos/{owner}/{repo}/commits; `detail` adds stats and files (GET .../commits/{ref}). */
export function commitShape(
  urls: Urls,
  store: GithubStore,
  repo: FakeRepo,
  commit: FakeCommit,
  detail = false,
) {
  const repoUrl = `${urls.api}/repos/${repo.full_name}`;
  const html = `${urls.web}/${repo.full_name}`;
  const person = (p: FakeCommit['author']) => ({ name: p.name, email: p.email, date: p.date });
  const base = {
    sha: commit.sha,
    node_id: nodeId('C_', `${repo.id}:${commit.sha}`),
    commit: {
      author: person(commit.author),
      committer: person(commit.committer),
      message: commit.message,
      tree: { sha: commit.tree, url: `${repoUrl}/git/trees/${commit.tree}` },
      url: `${repoUrl}/git/commits/${commit.sha}`,
      comment_count: 0,
      verification: {
        verified: false,
        reason: 'unsigned',
        signature: null,
        payload: null,
        verified_at: null,
      },
    },
    url: `${repoUrl}/commits/${commit.sha}`,
    html_url: `${html}/commit/${commit.sha}`,
    comments_url: `${repoUrl}/commits/${commit.sha}/comments`,
    author: accountShape(urls, store, commit.author),
    committer: accountShape(urls, store, commit.committer),
    parents: commit.parents.map((sha) => ({
      sha,
      url: `${repoUrl}/commits/${sha}`,
      html_url: `${html}/commit/${sha}`,
    })),
  };
  if (!detail) return base;
  const additions = commit.files.reduce((n, f) => n + f.additions, 0);
  const deletions = commit.files.reduce((n, f) => n + f.deletions, 0);
  return {
    ...base,
    stats: { total: additions + deletions, additions, deletions },
    files: commit.files.map((f) => {
      const path = f.filename.split('/').map(encodeURIComponent).join('/');
      return {
        sha: sha1(`${commit.sha}:${f.filename}`),
        filename: f.filename,
        status: f.status,
        additions: f.additions,
        deletions: f.deletions,
        changes: f.additions + f.deletions,
        blob_url: `${html}/blob/${commit.sha}/${path}`,
        raw_url: `${html}/raw/${commit.sha}/${path}`,
        contents_url: `${repoUrl}/contents/${path}?ref=${commit.sha}`,
        ...(f.patch !== undefined ? { patch: f.patch } : {}),
      };
    }),
  };
}

/** A label as GitHub lists it on a pull request. */
function labelShape(repoUrl: string, repo: FakeRepo, name: string) {
  return {
    id: parseInt(sha1(`${repo.id}:label:${name}`).slice(0, 8), 16),
    node_id: nodeId('LA_', `${repo.id}:${name}`),
    url: `${repoUrl}/labels/${encodeURIComponent(name)}`,
    name,
    color: 'ededed',
    default: false,
    description: null,
  };
}

/**
 * A pull request as GET /repos/{owner}/{repo}/commits/{sha}/pulls lists it (`pull-request-simple`):
 * opened by the commit's author (else the owner) from branch `pull-{number}` into the default branch.
 */
export function pullShape(
  urls: Urls,
  store: GithubStore,
  repo: FakeRepo,
  commit: FakeCommit,
  pull: FakePull,
) {
  const repoUrl = `${urls.api}/repos/${repo.full_name}`;
  const html = `${urls.web}/${repo.full_name}/pull/${pull.number}`;
  const issue = `${repoUrl}/issues/${pull.number}`;
  const url = `${repoUrl}/pulls/${pull.number}`;
  const owner = simpleUser(urls, store.requireUser(repo.owner));
  const opener = pull.user ? store.user(pull.user) : undefined;
  const user = opener ? simpleUser(urls, opener) : (accountShape(urls, store, commit.author) ?? owner);
  const repository = repoShape(urls, store, repo, null);
  const branch = (ref: string, sha: string) => ({
    label: `${repo.owner}:${ref}`,
    ref,
    sha,
    user: owner,
    repo: repository,
  });
  return {
    url,
    id: parseInt(sha1(`${repo.id}:pull:${pull.number}`).slice(0, 8), 16),
    node_id: nodeId('PR_', `${repo.id}:${pull.number}`),
    html_url: html,
    diff_url: `${html}.diff`,
    patch_url: `${html}.patch`,
    issue_url: issue,
    number: pull.number,
    state: pull.state,
    locked: false,
    title: pull.title,
    user,
    body: pull.body,
    created_at: pull.created_at,
    updated_at: pull.updated_at,
    closed_at: pull.closed_at,
    merged_at: pull.merged_at,
    merge_commit_sha: pull.merged_at ? commit.sha : null,
    assignee: null,
    assignees: [],
    requested_reviewers: [],
    requested_teams: [],
    labels: (pull.labels ?? []).map((name) => labelShape(repoUrl, repo, name)),
    milestone: null,
    draft: false,
    commits_url: `${url}/commits`,
    review_comments_url: `${url}/comments`,
    review_comment_url: `${repoUrl}/pulls/comments{/number}`,
    comments_url: `${issue}/comments`,
    statuses_url: `${repoUrl}/statuses/${commit.sha}`,
    head: branch(`pull-${pull.number}`, commit.sha),
    base: branch(repo.default_branch, commit.parents[0] ?? commit.sha),
    _links: {
      self: { href: url },
      html: { href: html },
      issue: { href: issue },
      comments: { href: `${issue}/comments` },
      review_comments: { href: `${url}/comments` },
      review_comment: { href: `${repoUrl}/pulls/comments{/number}` },
      commits: { href: `${url}/commits` },
      statuses: { href: `${repoUrl}/statuses/${commit.sha}` },
    },
    author_association: user.login.toLowerCase() === repo.owner.toLowerCase() ? 'OWNER' : 'CONTRIBUTOR',
    auto_merge: null,
    active_lock_reason: null,
  };
}

/** A repository webhook; the secret is masked like GitHub does. */
export function hookShape(urls: Urls, repo: FakeRepo, hook: FakeHook) {
  const url = `${urls.api}/repos/${repo.full_name}/hooks/${hook.id}`;
  const { secret, ...config } = hook.config;
  return {
    type: 'Repository',
    id: hook.id,
    name: hook.name,
    active: hook.active,
    events: hook.events,
    config: { ...config, ...(secret ? { secret: '********' } : {}) },
    updated_at: hook.updated_at,
    created_at: hook.created_at,
    url,
    test_url: `${url}/test`,
    ping_url: `${url}/pings`,
    deliveries_url: `${url}/deliveries`,
    last_response: hook.last_response,
  };
}

import {
  json,
  githubNotFound,
  paginate,
  validationFailed,
  type ApiRequest,
  type Reply,
  type Route,
} from './github-http';
import { hasScope } from './github-scopes';
import { commitShape, fullUser, pullShape, repoShape, type Urls } from './github-shapes';
import type { GithubStore } from './github-store';
import type { FakeCommit, FakeRepo } from './github-types';

/** REST routes for the signed-in user, repositories and commits. */

const DOC = {
  user: 'https://docs.github.com/rest/users/users#get-the-authenticated-user',
  emails: 'https://docs.github.com/rest/users/emails#list-email-addresses-for-the-authenticated-user',
  userRepos: 'https://docs.github.com/rest/repos/repos#list-repositories-for-the-authenticated-user',
  repo: 'https://docs.github.com/rest/repos/repos#get-a-repository',
  commits: 'https://docs.github.com/rest/commits/commits#list-commits',
  commit: 'https://docs.github.com/rest/commits/commits#get-a-commit',
  commitPulls: 'https://docs.github.com/rest/commits/commits#list-pull-requests-associated-with-a-commit',
  pullCommits: 'https://docs.github.com/rest/pulls/pulls#list-commits-on-a-pull-request',
};

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

const isCollaborator = (repo: FakeRepo, login: string) => repo.collaborators.some((c) => same(c, login));

/**
 * The repository if this request may see it: public ones for everyone, private ones only
 * for the owner or a collaborator with the `repo` scope (everyone else gets 404, like GitHub).
 */
export function visibleRepo(store: GithubStore, req: ApiRequest, fullName: string): FakeRepo | undefined {
  const repo = store.repo(fullName);
  if (!repo || !repo.private) return repo;
  const { auth } = req;
  const member = auth && (same(auth.login, repo.owner) || isCollaborator(repo, auth.login));
  return member && hasScope(auth.scopes, 'repo') ? repo : undefined;
}

/** A branch name, HEAD, or a full or abbreviated (7+) SHA → index in repo.commits; -1 when unknown. */
function resolveRef(repo: FakeRepo, ref: string): number {
  if (ref === repo.default_branch || ref === 'HEAD' || ref === `refs/heads/${repo.default_branch}`) {
    return repo.commits.length - 1;
  }
  if (!/^[0-9a-f]{7,40}$/i.test(ref)) return -1;
  return repo.commits.findIndex((c) => c.sha.startsWith(ref.toLowerCase()));
}

const emptyRepo = () =>
  json(409, { message: 'Git Repository is empty.', documentation_url: DOC.commits, status: '409' });

function personMatches(person: FakeCommit['author'], who: string, store: GithubStore) {
  if (same(person.email, who)) return true;
  const account = store.userForPerson(person);
  return account !== null && same(account.login, who);
}

const SORT_KEYS = {
  full_name: (r: FakeRepo) => r.full_name.toLowerCase(),
  created: (r: FakeRepo) => r.created_at,
  updated: (r: FakeRepo) => r.updated_at,
  pushed: (r: FakeRepo) => r.pushed_at,
} as const;

function listUserRepos(store: GithubStore, urls: Urls, req: ApiRequest): Reply {
  const auth = req.auth!;
  const q = req.query;
  const type = q.get('type');
  if (type && (q.has('visibility') || q.has('affiliation'))) {
    return validationFailed([{ resource: 'Repository', field: 'type', code: 'invalid' }], DOC.userRepos);
  }
  const affiliation = (q.get('affiliation') ?? 'owner,collaborator,organization_member').split(',');
  const visibility = q.get('visibility') ?? 'all';
  const owned = affiliation.includes('owner') && type !== 'member';
  const collaborating = affiliation.includes('collaborator') && type !== 'owner';
  let repos = [...store.repos.values()].filter(
    (r) => (owned && same(r.owner, auth.login)) || (collaborating && isCollaborator(r, auth.login)),
  );
  if (!hasScope(auth.scopes, 'repo')) repos = repos.filter((r) => !r.private);
  if (visibility === 'public' || type === 'public') repos = repos.filter((r) => !r.private);
  if (visibility === 'private' || type === 'private') repos = repos.filter((r) => r.private);
  const since = q.get('since');
  const before = q.get('before');
  if (since) repos = repos.filter((r) => Date.parse(r.updated_at) >= Date.parse(since));
  if (before) repos = repos.filter((r) => Date.parse(r.updated_at) < Date.parse(before));
  const sort = (q.get('sort') ?? 'full_name') as keyof typeof SORT_KEYS;
  const key = SORT_KEYS[sort] ?? SORT_KEYS.full_name;
  const direction = q.get('direction') ?? (sort === 'full_name' ? 'asc' : 'desc');
  repos.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0) * (direction === 'asc' ? 1 : -1));
  const page = paginate(repos, q, `${urls.api}/user/repos`);
  return json(
    200,
    page.items.map((r) => repoShape(urls, store, r, auth.login)),
    page.link ? { link: page.link } : {},
  );
}

function listCommits(store: GithubStore, urls: Urls, req: ApiRequest, repo: FakeRepo): Reply {
  if (repo.commits.length === 0) return emptyRepo();
  const q = req.query;
  const start = resolveRef(repo, q.get('sha') ?? repo.default_branch);
  if (start < 0) return githubNotFound(DOC.commits);
  let commits = repo.commits.slice(0, start + 1).reverse();
  const author = q.get('author');
  const committer = q.get('committer');
  const since = q.get('since');
  const until = q.get('until');
  const path = q.get('path')?.replace(/^\/|\/$/g, '');
  if (author) commits = commits.filter((c) => personMatches(c.author, author, store));
  if (committer) commits = commits.filter((c) => personMatches(c.committer, committer, store));
  if (since) commits = commits.filter((c) => Date.parse(c.committer.date) >= Date.parse(since));
  if (until) commits = commits.filter((c) => Date.parse(c.committer.date) <= Date.parse(until));
  if (path) {
    commits = commits.filter((c) =>
      c.files.some((f) => f.filename === path || f.filename.startsWith(`${path}/`)),
    );
  }
  // GitHub's commit list links point at /repositories/{id}/commits.
  const page = paginate(commits, q, `${urls.api}/repositories/${repo.id}/commits`);
  return json(
    200,
    page.items.map((c) => commitShape(urls, store, repo, c)),
    page.link ? { link: page.link } : {},
  );
}

const noCommit = (ref: string, documentation_url: string) =>
  json(422, { message: `No commit found for SHA: ${ref}`, documentation_url, status: '422' });

function getCommit(store: GithubStore, urls: Urls, repo: FakeRepo, ref: string): Reply {
  if (repo.commits.length === 0) return emptyRepo();
  const commit = repo.commits[resolveRef(repo, ref)];
  if (!commit) return noCommit(ref, DOC.commit);
  return json(200, commitShape(urls, store, repo, commit, true));
}

function commitPulls(store: GithubStore, urls: Urls, req: ApiRequest, repo: FakeRepo, ref: string): Reply {
  if (repo.commits.length === 0) return emptyRepo();
  const commit = repo.commits[resolveRef(repo, ref)];
  if (!commit) return noCommit(ref, DOC.commitPulls);
  const page = paginate(commit.pulls, req.query, `${urls.api}/repos/${repo.full_name}/commits/${ref}/pulls`);
  return json(
    200,
    page.items.map((p) => pullShape(urls, store, repo, commit, p)),
    page.link ? { link: page.link } : {},
  );
}

/** GET /repos/{owner}/{repo}/pulls/{number}/commits: the commits that carry that pull request. */
function pullCommits(store: GithubStore, urls: Urls, req: ApiRequest, repo: FakeRepo, number: number): Reply {
  const commits = repo.commits.filter((c) => c.pulls.some((p) => p.number === number));
  if (!commits.length)
    return json(404, { message: 'Not Found', documentation_url: DOC.pullCommits, status: '404' });
  const page = paginate(commits, req.query, `${urls.api}/repos/${repo.full_name}/pulls/${number}/commits`);
  return json(
    200,
    page.items.map((c) => commitShape(urls, store, repo, c)),
    page.link ? { link: page.link } : {},
  );
}

const REPO = '/repos/([^/]+)/([^/]+)';

export function repoRoutes(store: GithubStore, urls: Urls): Route[] {
  const withRepo =
    (doc: string, then: (req: ApiRequest, repo: FakeRepo, rest: string[]) => Reply) =>
    (req: ApiRequest, [owner, name, ...rest]: string[]) => {
      const repo = visibleRepo(store, req, `${owner}/${name}`);
      return repo ? then(req, repo, rest) : githubNotFound(doc);
    };
  return [
    {
      method: 'GET',
      pattern: /^\/user$/,
      authenticated: true,
      handler: (req) => {
        const user = store.requireUser(req.auth!.login);
        return json(200, fullUser(urls, store, user, hasScope(req.auth!.scopes, 'read:user')));
      },
    },
    {
      method: 'GET',
      pattern: /^\/user\/emails$/,
      authenticated: true,
      accepted: 'user, user:email',
      handler: (req) => {
        // Without the scope GitHub answers 404 to an OAuth token (it does not reveal the resource).
        if (!hasScope(req.auth!.scopes, 'user:email')) return githubNotFound(DOC.emails);
        const user = store.requireUser(req.auth!.login);
        const page = paginate(user.emails, req.query, `${urls.api}/user/emails`);
        return json(200, page.items, page.link ? { link: page.link } : {});
      },
    },
    {
      method: 'GET',
      pattern: /^\/users\/([^/]+)$/,
      handler: (_req, [login]) => {
        const user = store.user(login!);
        return user ? json(200, fullUser(urls, store, user, false)) : githubNotFound(DOC.user);
      },
    },
    {
      method: 'GET',
      pattern: /^\/user\/repos$/,
      authenticated: true,
      accepted: 'repo',
      handler: (req) => listUserRepos(store, urls, req),
    },
    {
      method: 'GET',
      pattern: new RegExp(`^${REPO}$`),
      accepted: 'repo',
      handler: withRepo(DOC.repo, (req, repo) =>
        json(200, repoShape(urls, store, repo, req.auth?.login ?? null, true)),
      ),
    },
    {
      method: 'GET',
      pattern: new RegExp(`^${REPO}/commits$`),
      accepted: 'repo',
      handler: withRepo(DOC.commits, (req, repo) => listCommits(store, urls, req, repo)),
    },
    {
      method: 'GET',
      pattern: new RegExp(`^${REPO}/commits/([^/]+)$`),
      accepted: 'repo',
      handler: withRepo(DOC.commit, (_req, repo, [ref]) =>
        getCommit(store, urls, repo, decodeURIComponent(ref!)),
      ),
    },
    {
      method: 'GET',
      pattern: new RegExp(`^${REPO}/pulls/(\\d+)/commits$`),
      accepted: 'repo',
      handler: withRepo(DOC.pullCommits, (req, repo, [number]) =>
        pullCommits(store, urls, req, repo, Number(number)),
      ),
    },
    {
      method: 'GET',
      pattern: new RegExp(`^${REPO}/commits/([^/]+)/pulls$`),
      accepted: 'repo',
      handler: withRepo(DOC.commitPulls, (req, repo, [ref]) =>
        commitPulls(store, urls, req, repo, decodeURIComponent(ref!)),
      ),
    },
  ];
}

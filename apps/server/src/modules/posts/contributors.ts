import { githubAvatarPath, MAX_UPDATE_CONTRIBUTORS, type UpdateContributor } from '@shiplog/contract';
import type { AppDeps } from '../../deps';
import type { CommitFacts } from '../../integrations/ai';
import { coAuthorsOf, mergePeople, type GithubClient, type Person } from '../../integrations/github';
import { controlsOfCommit } from './commit-controls';

export interface Credits {
  contributors: UpdateContributor[];
  /** Each contributor's X handle by login and name, where their GitHub profile gives one (never guessed). */
  xHandles: Map<string, string>;
}

/**
 * Who made the commits an update is built from: each commit's author (the GitHub account when
 * GitHub matched one), its `Co-authored-by` co-authors, its pull request's author and any
 * `Credit:` handle, bots left out, each person once. Their avatars, profile links and X handles
 * come from GitHub; "first contribution" when GitHub lists no earlier commit of theirs in the
 * repository (or calls the pull request their first). Best effort: without GitHub, names only.
 */
export function createContributors(deps: AppDeps, github: GithubClient) {
  async function peopleOf(userId: string, repository: string, commit: CommitFacts): Promise<Person[]> {
    const details = await github.getCommit(userId, repository, commit.sha);
    const account = details?.account ?? null;
    const author: Person = {
      name: details?.author || commit.author || account?.login || '',
      login: account?.login ?? null,
      account,
      ...(account && details?.date ? { authored: { sha: commit.sha, date: details.date } } : {}),
    };
    const coAuthors = coAuthorsOf(commit.message);
    const pull = commit.pullRequest ? await github.pullAuthorOf(userId, repository, commit.sha) : null;
    const opener: Person[] = pull?.account
      ? [
          {
            name: pull.account.login,
            login: pull.account.login,
            account: pull.account,
            firstTime: pull.firstTime,
          },
        ]
      : [];
    const credited = controlsOfCommit(commit).credits.map((login): Person => ({ name: login, login }));
    return [author, ...opener, ...coAuthors, ...credited];
  }

  async function describe(userId: string, repository: string, p: Person, xHandles: Map<string, string>) {
    const profile = p.login ? await github.getUser(userId, p.login) : null;
    if (profile?.bot) return null;
    const handle = profile?.twitterUsername;
    if (p.login && handle)
      for (const name of [p.login, p.name, profile.name]) if (name) xHandles.set(name, handle);
    const first =
      Boolean(p.firstTime) ||
      (p.login && p.authored
        ? await github.isFirstCommit(userId, repository, p.login, p.authored.sha, p.authored.date)
        : false);
    const login = profile?.login ?? p.login;
    const contributor: UpdateContributor = {
      name: (p.login ? profile?.name : null) ?? p.name,
      login,
      // Served by Shiplog from its cache of GitHub's avatars: readers' browsers never ask GitHub.
      avatar_url: login ? githubAvatarPath(login) : null,
      profile_url: profile?.profileUrl ?? p.account?.profileUrl ?? null,
      first_contribution: first,
    };
    return contributor;
  }

  return async function creditsOf(
    userId: string,
    repository: string,
    commits: readonly CommitFacts[],
  ): Promise<Credits> {
    const xHandles = new Map<string, string>();
    try {
      const found = await Promise.all(commits.map((c) => peopleOf(userId, repository, c)));
      const people = mergePeople(found.flat(), MAX_UPDATE_CONTRIBUTORS);
      const described = await Promise.all(people.map((p) => describe(userId, repository, p, xHandles)));
      return { contributors: described.filter((c) => c !== null), xHandles };
    } catch (error) {
      deps.logger.warn({ err: error }, 'contributors: GitHub did not answer; the update names nobody');
      return { contributors: [], xHandles };
    }
  };
}

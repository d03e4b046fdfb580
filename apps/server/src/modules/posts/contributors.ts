import type { UpdateContributor } from '@shiplog/contract';
import type { AppDeps } from '../../deps';
import { botNames, type CommitFacts } from '../../integrations/ai';
import type { GithubAccount, GithubClient } from '../../integrations/github';
import { controlsOfCommit } from './commit-controls';

/** How many contributors one update lists (a big story names the first ones). */
const MAX_CONTRIBUTORS = 20;
const CO_AUTHOR = /^\s*co-authored-by\s*:\s*([^<\n]+?)\s*<([^>\n]*)>\s*$/gim;
/** GitHub's private commit addresses: `12345+login@users.noreply.github.com` or `login@…`. */
const NOREPLY = /^(?:\d+\+)?([A-Za-z\d][A-Za-z\d-]{0,38})@users\.noreply\.github\.com$/i;

/** Someone found in a commit, before GitHub is asked about them. */
interface Person {
  name: string;
  login: string | null;
  account?: GithubAccount | null;
  /** GitHub already says it is their first contribution (a pull request's author association). */
  firstTime?: boolean;
  /** The commit they authored, to ask GitHub whether it was their first. */
  authored?: { sha: string; date: string };
}

export interface Credits {
  contributors: UpdateContributor[];
  /** Each contributor's X handle by login and name, where their GitHub profile gives one (never guessed). */
  xHandles: Map<string, string>;
}

const isBot = (p: Person) => Boolean(p.account?.bot) || botNames.test(p.login ?? '') || botNames.test(p.name);
const keyOf = (p: Person) => (p.login ?? p.name).toLowerCase();

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
    const coAuthors = [...commit.message.matchAll(CO_AUTHOR)].map(([, name, email]): Person => ({
      name: name!,
      login: NOREPLY.exec(email ?? '')?.[1] ?? null,
    }));
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
    return [author, ...opener, ...coAuthors, ...credited].filter((p) => p.name && !isBot(p));
  }

  /** One person however often they appear, keeping what each mention knew. */
  function merge(people: Person[]): Person[] {
    const byKey = new Map<string, Person>();
    for (const p of people) {
      const known = byKey.get(keyOf(p));
      if (!known) byKey.set(keyOf(p), { ...p });
      else
        Object.assign(known, {
          account: known.account ?? p.account,
          firstTime: known.firstTime || p.firstTime,
          authored: known.authored ?? p.authored,
        });
    }
    return [...byKey.values()].slice(0, MAX_CONTRIBUTORS);
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
    const contributor: UpdateContributor = {
      name: (p.login ? profile?.name : null) ?? p.name,
      login: profile?.login ?? p.login,
      avatar_url: profile?.avatarUrl ?? p.account?.avatarUrl ?? null,
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
      const people = merge((await Promise.all(commits.map((c) => peopleOf(userId, repository, c)))).flat());
      const described = await Promise.all(people.map((p) => describe(userId, repository, p, xHandles)));
      return { contributors: described.filter((c) => c !== null), xHandles };
    } catch (error) {
      deps.logger.warn({ err: error }, 'contributors: GitHub did not answer; the update names nobody');
      return { contributors: [], xHandles };
    }
  };
}

import { githubAvatarPath, MAX_UPDATE_CONTRIBUTORS, type UpdateContributor } from '@shiplog/contract';
import { botNames } from '../ai';
import type { GithubAccount } from './github-map';

/** Someone a commit or pull request names, before GitHub is asked about them. */
export interface Person {
  name: string;
  login: string | null;
  account?: GithubAccount | null;
  /** GitHub already says it is their first contribution (a pull request's author association). */
  firstTime?: boolean;
  /** The commit they authored, to ask GitHub whether it was their first. */
  authored?: { sha: string; date: string };
}

const CO_AUTHOR = /^\s*co-authored-by\s*:\s*([^<\n]+?)\s*<([^>\n]*)>\s*$/gim;
/** GitHub's private commit addresses: `12345+login@users.noreply.github.com` or `login@…`. */
const NOREPLY = /^(?:\d+\+)?([A-Za-z\d][A-Za-z\d-]{0,38})@users\.noreply\.github\.com$/i;
/** What GitHub's pull request `author_association` says of a first contribution. */
const FIRST_TIME = ['FIRST_TIME_CONTRIBUTOR', 'FIRST_TIMER'];

export const isFirstTimeAssociation = (association: unknown) => FIRST_TIME.includes(String(association));

/** The `Co-authored-by:` trailers of a message; the login when the address is GitHub's own. */
export const coAuthorsOf = (message: string): Person[] =>
  [...message.matchAll(CO_AUTHOR)].map(([, name, email]) => ({
    name: name!,
    login: NOREPLY.exec(email ?? '')?.[1] ?? null,
  }));

export const isBotPerson = (p: Person) =>
  Boolean(p.account?.bot) || botNames.test(p.login ?? '') || botNames.test(p.name);

const keyOf = (p: Person) => (p.login ?? p.name).toLowerCase();

/** Each person once (by login, else by name), keeping what every mention knew; bots left out. */
export function mergePeople(people: Person[], max: number): Person[] {
  const byKey = new Map<string, Person>();
  for (const p of people) {
    if (!p.name || isBotPerson(p)) continue;
    const known = byKey.get(keyOf(p));
    if (!known) byKey.set(keyOf(p), { ...p });
    else
      Object.assign(known, {
        account: known.account ?? p.account,
        firstTime: known.firstTime || p.firstTime,
        authored: known.authored ?? p.authored,
      });
  }
  return [...byKey.values()].slice(0, max);
}

/**
 * A login's profile on GitHub (`GITHUB_URL`) and its avatar as Shiplog serves it (fetched from
 * GitHub once and cached, so readers' browsers never ask GitHub).
 */
export function profileLinks(githubUrl: string, login: string) {
  return { profile: `${githubUrl.replace(/\/+$/, '')}/${login}`, avatar: githubAvatarPath(login) };
}

/**
 * Contributors from what commits and deliveries said alone (no GitHub call): each person once,
 * bots left out, a login linked to its GitHub profile and avatar; "first contribution" only
 * where GitHub already said so.
 */
export function contributorsOfPeople(people: Person[], githubUrl: string): UpdateContributor[] {
  return mergePeople(people, MAX_UPDATE_CONTRIBUTORS).map((p) => {
    const links = p.login ? profileLinks(githubUrl, p.login) : null;
    return {
      name: p.name,
      login: p.login,
      avatar_url: links?.avatar ?? null,
      profile_url: links?.profile ?? null,
      first_contribution: Boolean(p.firstTime),
    };
  });
}

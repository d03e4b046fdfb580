import { MAX_UPDATE_CONTRIBUTORS, type UpdateContributor } from '@shiplog/contract';
import { mergePeople, profileLinks } from '../../integrations/github';
import type { Candidate } from './candidate';

/**
 * Who made an automatic update's change, from the delivery alone (no GitHub call in the
 * worker): pushed commits' authors with their GitHub logins, co-authors, `Credit:` handles and a
 * merged pull request's opener, bots left out; "first contribution" when GitHub's delivery calls
 * the pull request their first. A release names nobody (its notes credit people themselves).
 */
export function candidateContributors(candidate: Candidate, githubUrl: string): UpdateContributor[] {
  if (candidate.source === 'release') return [];
  return mergePeople(candidate.people, MAX_UPDATE_CONTRIBUTORS).map((p) => {
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

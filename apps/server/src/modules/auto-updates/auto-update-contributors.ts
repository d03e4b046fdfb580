import type { UpdateContributor } from '@shiplog/contract';
import { contributorsOfPeople } from '../../integrations/github';
import type { Candidate } from './candidate';

/**
 * Who made an automatic update's change, from the delivery alone (no GitHub call in the
 * worker): pushed commits' authors with their GitHub logins, co-authors, `Credit:` handles and a
 * merged pull request's opener, bots left out; "first contribution" when GitHub's delivery calls
 * the pull request their first. A release names nobody (its notes credit people themselves).
 */
export function candidateContributors(candidate: Candidate, githubUrl: string): UpdateContributor[] {
  if (candidate.source === 'release') return [];
  return contributorsOfPeople(Object.values(candidate.people).flat(), githubUrl);
}

import type { UpdateSource } from '@shiplog/contract';
import { commitSources, pullSource } from '../../domain/update-sources';
import type { Candidate } from './candidate';

/**
 * What an automatic update is built from: a push's commits (those a `Shiplog: skip` left out
 * are not among them), or a merged pull request (its stats) and its merge commit. A release is
 * its own source: none are stored.
 */
export function sourcesOf(candidate: Candidate, githubUrl: string): UpdateSource[] {
  if (candidate.source === 'release') return [];
  const repository = candidate.commits[0]?.repository ?? '';
  const { pull } = candidate;
  if (!pull) return commitSources(githubUrl, repository, candidate.commits);
  const { number, title, ...stats } = pull;
  const commits = candidate.commits.map(({ additions: _a, deletions: _d, ...c }) => c);
  return [
    pullSource(githubUrl, repository, { number, title }, stats),
    ...commitSources(githubUrl, repository, commits).map((s) => ({ ...s, title })),
  ];
}

import type { Controls, LevelControl } from '../../domain/shiplog-controls';

/**
 * What the commits and pull request said to Shiplog (see shiplog-controls.ts): the level that
 * overrides the rules, the `Changelog:` sentences in commit order, and the `Credit:` handles.
 */
export interface CandidateControls {
  level: LevelControl | null;
  changelogs: { sha: string; sentence: string }[];
  credits: string[];
  /** Commits a `Shiplog: skip` left out of the update. */
  skipped: string[];
}

/** One candidate's controls from what each of its commits (or its pull request) said. */
export function candidateControls(
  shas: string[],
  said: Controls[],
  level: LevelControl | null,
  skipped: string[],
): CandidateControls {
  const changelogs = said.flatMap((c, i) => (c.changelog ? [{ sha: shas[i]!, sentence: c.changelog }] : []));
  return { level, changelogs, credits: [...new Set(said.flatMap((c) => c.credits))], skipped };
}

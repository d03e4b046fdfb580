import { fitTitle } from '../fit-text';
import { UPDATE_TITLE_LIMIT } from '../limits';
import { joinWords, updateTitles } from '../texts';
import type { ParsedCommit } from './parse-commit';
import { capitalize, fill } from './phrasing';

/** One commit as a line: what it did, in a few words (`plain`: without the "Breaking:" label). */
export function commitLine(commit: ParsedCommit, projectName: string, { plain = false } = {}): string {
  if (commit.small) {
    const where = commit.small.where ?? (commit.files.length === 1 ? commit.files[0]!.filename : undefined);
    return fill(updateTitles.small, {
      thing: commit.small.thing,
      where: where ?? commit.scope ?? projectName,
    });
  }
  const change = capitalize(commit.did ?? commit.headline);
  return commit.breaking && !plain ? fill(updateTitles.breaking, { change }) : change;
}

/** The title of an update about one or several commits. */
export function updateTitle(commits: ParsedCommit[], projectName: string): string {
  const first = commitLine(commits[0]!, projectName);
  if (commits.length === 1) return fitTitle(first);
  const suffix = ` ${joinWords.andMore}`;
  const room = UPDATE_TITLE_LIMIT - suffix.length;
  return fitTitle(fill(updateTitles.several, { first: fitTitle(first, room), andMore: joinWords.andMore }));
}

import type { AiWriter, CommitFacts, WriteRequest } from '../../types';
import { cleanCommit } from '../../clean/clean-commit';
import type { CommitType } from '../../clean/clean-types';

/** The three groups a story tells its changes in, most telling first. */
export type StoryKind = 'features' | 'fixes' | 'other';
export const STORY_KINDS: readonly StoryKind[] = ['features', 'fixes', 'other'];

const KIND_OF: Partial<Record<CommitType, StoryKind>> = { feat: 'features', fix: 'fixes', perf: 'fixes' };

/** One change a story tells: the single-commit writer's line, its group and weight. */
export interface StoryItem {
  sha: string;
  kind: StoryKind;
  /** The change in one line (the writer's update title), without a final period. */
  line: string;
  breaking: boolean;
  /** Lines changed, when known: the larger change goes first within its group. */
  weight: number;
  /** Who made it: the author and co-authors as the commit names them. */
  people: string[];
}

export interface LeftOut {
  sha: string;
  reason: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A title as a line under the project's name: "Shiplog now keeps the filter." → "Keeps the
 * filter" (the story names the project once, in its intro).
 */
function asListLine(title: string, projectName: string): string {
  const named = new RegExp(`^\\W*${escapeRegExp(projectName)}(?:'s)?\\s+(?:now\\s+)?`, 'i');
  const line = title
    .replace(named, '')
    .replace(/[.!]\s*$/, '')
    .trim();
  return line.charAt(0).toUpperCase() + line.slice(1);
}

/**
 * Each commit judged and worded by the single-commit writer: a commit it declines is left out
 * with its reason; the rest become story items in their group, breaking and larger changes first.
 */
export async function storyItems(
  ai: AiWriter,
  commits: readonly CommitFacts[],
  style: Pick<WriteRequest, 'projectName' | 'tone' | 'voice'>,
): Promise<{ items: StoryItem[]; leftOut: LeftOut[] }> {
  const items: StoryItem[] = [];
  const leftOut: LeftOut[] = [];
  for (const commit of commits) {
    const written = await ai.write({ ...style, kind: 'update', target: 'linkedin', commits: [commit] });
    if (written.declined) {
      leftOut.push({ sha: commit.sha, reason: written.reason });
      continue;
    }
    const clean = cleanCommit(commit);
    const line = asListLine(written.title || clean.subject, style.projectName);
    items.push({
      sha: commit.sha,
      kind: KIND_OF[clean.type] ?? 'other',
      line,
      breaking: clean.breaking,
      weight: (commit.additions ?? 0) + (commit.deletions ?? 0),
      people: [commit.author ?? '', ...(written.credits ?? [])].filter(Boolean),
    });
  }
  const order = (i: StoryItem) => STORY_KINDS.indexOf(i.kind);
  items.sort((a, b) => order(a) - order(b) || Number(b.breaking) - Number(a.breaking) || b.weight - a.weight);
  return { items, leftOut };
}

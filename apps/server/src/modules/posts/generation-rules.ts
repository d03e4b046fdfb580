import type { CommitFacts } from '../../integrations/ai';
import { AppError } from '../../lib/app-error';
import { scoreSignificance } from '../../domain/significance';

export const repoShortName = (fullName: string) => fullName.split('/').pop() ?? fullName;
export const firstLine = (message: string) => message.trim().split('\n')[0]!.trim();

/** "Write anyway" and Regenerate's wording number, as the body gave them. */
export interface Generation {
  force?: boolean | undefined;
  variant?: number | undefined;
}
export const generationOf = ({ force, variant }: Generation) => ({
  ...(force ? { force } : {}),
  ...(variant ? { variant } : {}),
});

/** 422: the writer found nothing worth sharing; its reason is the message ("Write anyway" forces it). */
export const notWorthSharing = (reason: string) => new AppError('NOT_WORTH_SHARING', reason);

/** How much one commit matters to readers and why, by the same rules as automatic updates. */
export function scoreOf(commit: Pick<CommitFacts, 'message' | 'author' | 'files'>) {
  const files = commit.files?.map((f) => f.filename) ?? null;
  const lines = commit.files
    ? commit.files.reduce((sum, f) => sum + (f.additions ?? 0) + (f.deletions ?? 0), 0)
    : null;
  return scoreSignificance({
    source: 'push',
    messages: [commit.message],
    authors: commit.author ? [commit.author] : [],
    files,
    filesChanged: files?.length ?? null,
    lines,
    commits: 1,
  });
}

import { GitCommitHorizontal } from 'lucide-react';

export interface CommitChipProps {
  /** owner/repo on GitHub. */
  repositoryName: string;
  sha: string;
  /** This commit's own message (its first line), or null. */
  message: string | null;
  as?: 'p' | 'li';
}

/** One commit: its short sha linking to GitHub, beside its own message. */
export function CommitChip({ repositoryName, sha, message, as: Tag = 'p' }: CommitChipProps) {
  return (
    <Tag className="flex min-w-0 flex-wrap items-center gap-2 text-sm">
      <GitCommitHorizontal aria-hidden className="size-4 text-muted-foreground" />
      <a
        href={`https://github.com/${repositoryName}/commit/${encodeURIComponent(sha)}`}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Commit ${sha.slice(0, 7)} on GitHub`}
        className="rounded bg-secondary px-1.5 py-0.5 font-mono text-xs text-accent hover:underline"
      >
        {sha.slice(0, 7)}
      </a>
      {message && <span className="min-w-0 truncate text-muted-foreground">{message}</span>}
    </Tag>
  );
}

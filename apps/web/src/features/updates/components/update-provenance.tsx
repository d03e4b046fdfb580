import { GitCommitHorizontal, GitPullRequest } from 'lucide-react';
import { builtFromWords, type UpdateProvenance } from '@shiplog/contract';
import { shortSha } from '@/lib/commit-format';
import { formatCompactNumber } from '@/lib/format';

/** "3 files · +340 −25", the parts GitHub gave; null when it gave none. */
function diffWords({ files, additions, deletions }: UpdateProvenance): string | null {
  const parts = [
    files === null ? null : `${formatCompactNumber(files)} ${files === 1 ? 'file' : 'files'}`,
    additions === null ? null : `+${formatCompactNumber(additions)}`,
    deletions === null ? null : `−${formatCompactNumber(deletions)}`,
  ].filter(Boolean);
  return parts.length ? parts.join(' ') : null;
}

/**
 * Where a generated update came from: "Built from 3 commits · 1 pull request" with the diff
 * stats, opening onto each commit and pull request linked on GitHub (open on the update's page).
 */
export function UpdateProvenanceLine({ provenance, open }: { provenance: UpdateProvenance; open?: boolean }) {
  const diff = diffWords(provenance);
  return (
    <details open={open} className="group rounded-lg border border-border bg-muted/40 px-3 py-2 text-sm">
      <summary className="flex cursor-pointer list-none flex-wrap items-center gap-x-2 gap-y-1 text-muted-foreground marker:hidden">
        <span className="inline-flex items-start gap-2 font-medium text-foreground">
          <GitCommitHorizontal aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          {builtFromWords(provenance)}
        </span>
        {diff && (
          <span className="font-mono text-xs" aria-label={`Changes: ${diff}`}>
            {diff}
          </span>
        )}
      </summary>
      <ul aria-label="Sources" className="mt-2 grid gap-1.5">
        {provenance.sources.map((source) => {
          const commit = source.kind === 'commit';
          const Icon = commit ? GitCommitHorizontal : GitPullRequest;
          const label = commit ? shortSha(source.ref) : `#${source.ref}`;
          return (
            <li key={`${source.kind}:${source.ref}`} className="flex min-w-0 items-center gap-2">
              <Icon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
              <a
                href={source.url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${commit ? 'Commit' : 'Pull request'} ${label} on GitHub`}
                className="shrink-0 rounded bg-secondary px-1.5 py-0.5 font-mono text-xs text-accent hover:underline"
              >
                {label}
              </a>
              <span className="min-w-0 truncate text-muted-foreground">{source.title}</span>
            </li>
          );
        })}
      </ul>
    </details>
  );
}

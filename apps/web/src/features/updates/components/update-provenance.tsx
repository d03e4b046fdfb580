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

type Source = UpdateProvenance['sources'][number];

/** One commit or pull request: its short ref linked on GitHub, then its title. */
function SourceLink({ source }: { source: Source }) {
  const commit = source.kind === 'commit';
  const Icon = commit ? GitCommitHorizontal : GitPullRequest;
  const label = commit ? shortSha(source.ref) : `#${source.ref}`;
  return (
    <>
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
    </>
  );
}

function DiffStats({ provenance }: { provenance: UpdateProvenance }) {
  const diff = diffWords(provenance);
  return diff ? (
    <span className="shrink-0 font-mono text-xs text-muted-foreground" aria-label={`Changes: ${diff}`}>
      {diff}
    </span>
  ) : null;
}

const BOX = 'rounded-lg border border-border bg-muted/40 px-3 py-2 text-sm';

/**
 * Where a generated update came from. One source is shown as it is (its ref linked on GitHub
 * and its title, as a commit chip would); several read "Built from 3 commits · 1 pull request"
 * with the diff stats, opening onto each source (open on the update's page).
 */
export function UpdateProvenanceLine({ provenance, open }: { provenance: UpdateProvenance; open?: boolean }) {
  const [only] = provenance.sources;
  if (provenance.sources.length === 1 && only) {
    return (
      <div className={`${BOX} flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1`}>
        <p className="flex min-w-0 flex-1 basis-60 items-center gap-2">
          <span className="sr-only">{builtFromWords(provenance)}: </span>
          <SourceLink source={only} />
        </p>
        <DiffStats provenance={provenance} />
      </div>
    );
  }
  return (
    <details open={open} className={`group ${BOX}`}>
      <summary className="flex cursor-pointer list-none flex-wrap items-center gap-x-2 gap-y-1 text-muted-foreground marker:hidden">
        <span className="inline-flex items-start gap-2 font-medium text-foreground">
          <GitCommitHorizontal aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          {builtFromWords(provenance)}
        </span>
        <DiffStats provenance={provenance} />
      </summary>
      <ul aria-label="Sources" className="mt-2 grid gap-1.5">
        {provenance.sources.map((source) => (
          <li key={`${source.kind}:${source.ref}`} className="flex min-w-0 items-center gap-2">
            <SourceLink source={source} />
          </li>
        ))}
      </ul>
    </details>
  );
}

import type { ReactNode } from 'react';
import type { RepoCommit } from '@shiplog/contract';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { cut, firstLine, PICKER_MESSAGE_LENGTH, shortSha } from '@/lib/commit-format';

/** The short sha pill: left of the row on wide screens, in the details line on phones. */
function Sha({ sha, className }: { sha: string; className: string }) {
  return (
    <code
      className={cn(
        'w-fit shrink-0 rounded-md border border-border bg-background px-1.5 py-0.5 font-mono text-xs text-accent',
        className,
      )}
    >
      {shortSha(sha)}
    </code>
  );
}

/** A detail with its leading dot, so a wrapped line never ends on a dot. */
function Separated({ children }: { children: ReactNode }) {
  return (
    <span className="whitespace-nowrap">
      <span aria-hidden>· </span>
      {children}
    </span>
  );
}

export interface RecentCommitRowProps {
  commit: RepoCommit;
  selected: boolean;
  onSelect: () => void;
  /** Several commits for one story: the row's checkbox (absent without it). */
  pick?: { picked: boolean; onToggle: () => void };
}

/** One commit in the picker: short sha, subject (cut at 50), author, date and GitHub login. */
export function RecentCommitRow({ commit, selected, onSelect, pick }: RecentCommitRowProps) {
  const subject = firstLine(commit.commit.message);
  const { name, date } = commit.commit.author;
  return (
    <li className={pick ? 'flex items-start gap-1' : undefined}>
      {pick && (
        <label className="flex shrink-0 cursor-pointer items-center p-3" title="Add to the story">
          <Checkbox
            checked={pick.picked}
            onChange={pick.onToggle}
            aria-label={`Add ${shortSha(commit.sha)} to the story`}
          />
        </label>
      )}
      <button
        type="button"
        aria-pressed={selected}
        onClick={onSelect}
        title={subject.length > PICKER_MESSAGE_LENGTH ? subject : undefined}
        className={cn(
          'flex w-full cursor-pointer items-start gap-3 rounded-lg border px-3 py-2.5 text-left transition-colors',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          selected
            ? 'border-primary/60 bg-primary/10'
            : 'border-transparent hover:border-border hover:bg-secondary/60',
        )}
      >
        <Sha sha={commit.sha} className="mt-px hidden sm:block" />
        <span className="grid min-w-0 flex-1 gap-1">
          <span className="text-sm break-words">{cut(subject, PICKER_MESSAGE_LENGTH)}</span>
          <span className="flex flex-wrap items-center gap-x-1.5 gap-y-0.5 text-xs text-muted-foreground">
            <Sha sha={commit.sha} className="sm:hidden" />
            <span>{name}</span>
            {commit.author?.login && <Separated>@{commit.author.login}</Separated>}
            <Separated>
              <time dateTime={date}>{formatDate(date)}</time>
            </Separated>
          </span>
        </span>
      </button>
    </li>
  );
}

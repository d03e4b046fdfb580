import type { RepoCommit } from '@shiplog/contract';
import { cn } from '@/lib/cn';
import { cut, firstLine, PICKER_MESSAGE_LENGTH, shortSha } from '@/lib/commit-format';
import { formatDate } from '@/lib/format';

export interface CommitChoiceProps {
  commit: RepoCommit;
  name: string;
  checked: boolean;
  disabled: boolean;
  onSelect: () => void;
}

/** One commit of the picker: a radio with the short sha, the cut message, author and date. */
export function CommitChoice({ commit, name, checked, disabled, onSelect }: CommitChoiceProps) {
  const message = cut(firstLine(commit.commit.message), PICKER_MESSAGE_LENGTH);
  return (
    <label
      title={message.endsWith('…') ? commit.commit.message.split('\n', 1)[0] : undefined}
      className={cn(
        'flex cursor-pointer items-start gap-3 rounded-lg border px-3 py-2.5 transition-colors',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
        checked
          ? 'border-primary/60 bg-primary/10'
          : 'border-transparent hover:border-border hover:bg-secondary/60',
      )}
    >
      <input
        type="radio"
        name={name}
        value={commit.sha}
        checked={checked}
        disabled={disabled}
        onChange={onSelect}
        className="mt-1 size-4 shrink-0 accent-primary focus:outline-none"
      />
      <span className="grid min-w-0 flex-1 gap-1">
        <span className="text-sm break-words">{message || 'No message'}</span>
        <span className="flex flex-wrap items-center gap-x-1.5 text-xs text-muted-foreground">
          <code className="rounded border border-border bg-background px-1 font-mono text-accent">
            {shortSha(commit.sha)}
          </code>
          <span>{commit.commit.author.name}</span>
          <span aria-hidden>·</span>
          <time dateTime={commit.commit.author.date}>{formatDate(commit.commit.author.date)}</time>
        </span>
      </span>
    </label>
  );
}

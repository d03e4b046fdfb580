import { Sparkles } from 'lucide-react';
import { useId } from 'react';
import { postMessages, SHORT_SHA_LENGTH, type DashboardCommit, type Post } from '@shiplog/contract';
import { GenerationFailure } from '@/components/generation/generation-failure';
import { GithubIcon } from '@/components/brand/social-icons';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  useGeneratePostFromCommit,
  useGenerationCount,
  useLatestGeneration,
} from '../api/generate-post-from-commit';
import { CommitMessage } from './commit-message';
import { Timestamp } from './timestamp';
import type { WritingChoice } from './writing-options';

export interface CommitRowProps {
  commit: DashboardCommit;
  writing: WritingChoice;
  onGenerated: (post: Post) => void;
  /** Several commits of a project for one story: the row's checkbox (absent without it). */
  pick?: { picked: boolean; onToggle: () => void };
}

/**
 * One commit: repository, message, author and time, and 'Generate Post' (a spinner while it runs).
 * Generating again asks for another wording; when the writer finds nothing worth sharing, its
 * reason shows with 'Write anyway'.
 */
export function CommitRow({ commit, writing, onGenerated, pick }: CommitRowProps) {
  const id = useId();
  const generate = useGeneratePostFromCommit(commit.id, onGenerated);
  const latest = useLatestGeneration(commit.id);
  const pending = latest?.status === 'pending';
  const failed = latest?.status === 'error';
  const written = useGenerationCount(commit.id);
  const write = (force: boolean) =>
    generate.mutate({
      target: writing.target,
      ...(writing.tone ? { tone: writing.tone } : {}),
      ...(written > 0 ? { variant: written } : {}),
      ...(force ? { force } : {}),
    });

  return (
    <li>
      <article
        aria-labelledby={`${id}-subject`}
        aria-busy={pending || undefined}
        className="grid gap-3 rounded-xl border border-border bg-card p-4 shadow-card transition-colors hover:border-border-strong sm:p-5"
      >
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between sm:gap-6">
          {pick && commit.sha && (
            <label
              className="-m-1 flex shrink-0 cursor-pointer items-center self-start p-1"
              title="Add to the story"
            >
              <Checkbox
                checked={pick.picked}
                onChange={pick.onToggle}
                aria-label={`Add ${commit.sha.slice(0, SHORT_SHA_LENGTH)} to the story`}
              />
            </label>
          )}
          <div className="grid min-w-0 flex-1 gap-2">
            <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
              <span className="inline-flex min-w-0 items-center gap-1.5 font-medium text-foreground">
                <GithubIcon className="size-3.5 shrink-0" />
                <span className="break-all">{commit.repo_name}</span>
              </span>
              {commit.sha && (
                <code className="rounded-md border border-border bg-background px-1.5 py-0.5 font-mono text-accent">
                  {commit.sha.slice(0, SHORT_SHA_LENGTH)}
                </code>
              )}
            </p>
            <CommitMessage id={`${id}-subject`} message={commit.message} />
            <p className="text-xs text-muted-foreground">
              {commit.author_name && <span>{commit.author_name} · </span>}
              <Timestamp value={commit.committed_at} prefix="committed" />
            </p>
          </div>
          <Button
            variant="secondary"
            className="w-full sm:w-auto"
            loading={pending}
            aria-describedby={`${id}-subject`}
            onClick={() => write(false)}
          >
            {!pending && <Sparkles aria-hidden className="size-4 text-accent" />}
            {pending ? 'Generating…' : 'Generate Post'}
          </Button>
        </div>
        {failed && (
          <GenerationFailure
            error={latest.error}
            failedTitle={postMessages.generateFailed}
            onWriteAnyway={() => write(true)}
          />
        )}
      </article>
    </li>
  );
}

import { FilePen, Send } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  paths,
  projectPagePaths,
  updateMessages,
  type Project,
  type ReviewRule,
  type RepoCommit,
  type Update,
} from '@shiplog/contract';
import { GenerationFailure } from '@/components/generation/generation-failure';
import { existingUpdateOf, UpdateExists } from '@/components/generation/update-exists';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { draftSavedMessages } from '@/lib/drafts';
import { usePublishCommitPost, type CommitUpdateChoice } from '../api/publish-commit-post';

export interface PublishUpdateProps {
  project: Pick<Project, 'id' | 'name' | 'slug'>;
  commit: RepoCommit;
  /** The project's rule for generated updates; undefined while it loads. */
  rule: ReviewRule | undefined;
  /** The Regenerate button, shown next to the update button. */
  regenerate: ReactNode;
  /** After it is stored (e.g. to refetch the project, whose stats count the updates). */
  onPublished?: () => unknown;
}

const linkClasses = 'text-sm font-medium text-accent underline-offset-4 hover:underline';

/** What the button does under the project's rule, in its label and a line under it. */
function actionOf(rule: ReviewRule | undefined): {
  label: string;
  hint: string | null;
  publishes: boolean;
} {
  if (rule === 'review')
    return {
      label: 'Save as draft',
      hint: 'The project’s review settings hold generated updates in Drafts.',
      publishes: false,
    };
  if (rule === 'minor') return { label: 'Publish update', hint: null, publishes: true };
  if (!rule) return { label: 'Write update', hint: null, publishes: false };
  return {
    label: 'Write update',
    hint: `Published at once when the change is ${rule} or bigger; otherwise it waits in Drafts for review.`,
    publishes: false,
  };
}

/**
 * 'Publish Update': the update writer turns the commit into the project's update.
 * The project's review rule decides whether it is published or held in Drafts, the button says
 * which, and the notice says what happened. A commit has one update: when it already has one,
 * the owner opens it, replaces it or adds another on purpose.
 */
export function PublishUpdate({ project, commit, rule, regenerate, onPublished }: PublishUpdateProps) {
  const publish = usePublishCommitPost(project.id, commit, { onSaved: onPublished });
  const [saved, setSaved] = useState<Update | null>(null);
  const confirmation = useRef<HTMLDivElement>(null);
  const action = actionOf(rule);
  const existing = existingUpdateOf(publish.error);
  const choice = publish.isPending ? publish.variables : undefined;

  function submit(how: CommitUpdateChoice = {}) {
    publish.mutate(how, {
      onSuccess: (update) => {
        setSaved(update);
        // The button is now disabled; keep focus on what happened instead of losing it.
        requestAnimationFrame(() => confirmation.current?.focus());
      },
    });
  }

  return (
    <>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {regenerate}
        <Button
          loading={publish.isPending && !choice?.replace && !choice?.force}
          disabled={publish.isPending || saved !== null || existing !== null}
          onClick={() => submit()}
        >
          {!publish.isPending &&
            (action.publishes ? (
              <Send aria-hidden className="size-4" />
            ) : (
              <FilePen aria-hidden className="size-4" />
            ))}
          {action.label}
        </Button>
      </div>
      {action.hint && !saved && <p className="text-xs text-muted-foreground sm:text-right">{action.hint}</p>}
      {existing ? (
        <UpdateExists
          existing={existing}
          pending={choice?.replace ? 'replace' : choice?.force ? 'add' : null}
          onReplace={() => submit({ replace: true })}
          onAddAnother={() => submit({ force: true })}
        />
      ) : (
        publish.isError && (
          <GenerationFailure
            error={publish.error}
            failedTitle={updateMessages.saveFailed}
            onWriteAnyway={() => submit({ force: true })}
          />
        )
      )}
      {saved !== null &&
        !publish.isError &&
        (saved.status !== 'published' ? (
          <Alert
            ref={confirmation}
            tabIndex={-1}
            variant="success"
            title={
              saved.status === 'draft'
                ? draftSavedMessages.title
                : draftSavedMessages.scheduledAgain(saved.title)
            }
            action={
              <Link to={paths.drafts} className={linkClasses}>
                {draftSavedMessages.link}
              </Link>
            }
          >
            “{saved.title}” waits in Drafts until{' '}
            {saved.status === 'draft' ? 'you publish or schedule it' : 'its time'}.
          </Alert>
        ) : (
          <Alert
            ref={confirmation}
            tabIndex={-1}
            variant="success"
            title="Update published"
            action={
              <Link to={projectPagePaths(project).updatePage(saved.id)} className={linkClasses}>
                View the update
              </Link>
            }
          >
            “{saved.title}” is on the timeline of {project.name}.
          </Alert>
        ))}
    </>
  );
}

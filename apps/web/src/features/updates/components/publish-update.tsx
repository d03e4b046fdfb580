import { Send } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths, updateMessages, type Project, type RepoCommit, type Update } from '@shiplog/contract';
import { GenerationFailure } from '@/components/generation/generation-failure';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { draftSavedMessages } from '@/lib/drafts';
import { usePublishCommitPost } from '../api/publish-commit-post';

export interface PublishUpdateProps {
  project: Pick<Project, 'id' | 'name'>;
  commit: RepoCommit;
  /** The edited post. */
  content: string;
  /** The Regenerate button, shown next to Publish Update. */
  regenerate: ReactNode;
  /** After it is stored (e.g. to refetch the project, whose stats count the updates). */
  onPublished?: () => unknown;
}

const linkClasses = 'text-sm font-medium text-accent underline-offset-4 hover:underline';

/**
 * 'Publish Update' (DESIGN §6): the edited post becomes the commit's update. The project's review
 * rule decides whether it is published on the project's page or held in Drafts, and the notice
 * says which.
 */
export function PublishUpdate({ project, commit, content, regenerate, onPublished }: PublishUpdateProps) {
  const publish = usePublishCommitPost(project.id, commit, { onSaved: onPublished });
  // What was saved last, so the same text is not sent twice by a double click.
  const [saved, setSaved] = useState<{ content: string; update: Update } | null>(null);
  const empty = content.trim() === '';
  const confirmation = useRef<HTMLDivElement>(null);

  function submit() {
    publish.mutate(content, {
      onSuccess: (update) => {
        setSaved({ content, update });
        // Publish Update is now disabled; keep focus on what happened instead of losing it.
        requestAnimationFrame(() => confirmation.current?.focus());
      },
    });
  }

  return (
    <>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {regenerate}
        <Button loading={publish.isPending} disabled={empty || saved?.content === content} onClick={submit}>
          {!publish.isPending && <Send aria-hidden className="size-4" />}
          Publish Update
        </Button>
      </div>
      {publish.isError && (
        <GenerationFailure
          error={publish.error}
          failedTitle={updateMessages.saveFailed}
          onWriteAnyway={submit}
        />
      )}
      {saved !== null &&
        !publish.isError &&
        (saved.update.status === 'draft' ? (
          <Alert
            ref={confirmation}
            tabIndex={-1}
            variant="success"
            title={draftSavedMessages.title}
            action={
              <Link to={paths.drafts} className={linkClasses}>
                {draftSavedMessages.link}
              </Link>
            }
          >
            It waits in Drafts until you publish or schedule it. The project’s review settings hold generated
            updates.
          </Alert>
        ) : (
          <Alert
            ref={confirmation}
            tabIndex={-1}
            variant="success"
            title="Update published"
            action={
              <Link to={paths.project(project.id)} className={linkClasses}>
                View on project page
              </Link>
            }
          >
            It is on the timeline of {project.name}.
          </Alert>
        ))}
    </>
  );
}

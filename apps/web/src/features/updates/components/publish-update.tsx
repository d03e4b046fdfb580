import { Send } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths, updateMessages, type Project, type RepoCommit } from '@shiplog/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { serverMessage } from '@/lib/server-message';
import { useCreateUpdate } from '../api/create-update';
import { commitUpdateTitle } from '../lib/commit-update';

export interface PublishUpdateProps {
  project: Pick<Project, 'id' | 'name'>;
  commit: RepoCommit;
  /** The edited post. */
  content: string;
  /** The Regenerate button, shown next to Publish Update. */
  regenerate: ReactNode;
  /** After it is published (e.g. to refetch the project, whose stats count the updates). */
  onPublished?: () => unknown;
}

/** 'Publish Update' (DESIGN §6): the edited post becomes a commit update on the project's page. */
export function PublishUpdate({ project, commit, content, regenerate, onPublished }: PublishUpdateProps) {
  const publish = useCreateUpdate(project.id, { onCreated: onPublished });
  // What was published last, so the same text is not published twice by a double click.
  const [published, setPublished] = useState<string | null>(null);
  const empty = content.trim() === '';
  const confirmation = useRef<HTMLDivElement>(null);

  function submit() {
    publish.mutate(
      {
        type: 'commit',
        title: commitUpdateTitle(commit),
        content,
        commit_hash: commit.sha,
        commit_message: commit.commit.message,
        // Published now (the server's clock): a bare date would be read as midnight UTC.
        published_at: null,
      },
      {
        onSuccess: () => {
          setPublished(content);
          // Publish Update is now disabled; keep focus on what happened instead of losing it.
          requestAnimationFrame(() => confirmation.current?.focus());
        },
      },
    );
  }

  return (
    <>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {regenerate}
        <Button loading={publish.isPending} disabled={empty || published === content} onClick={submit}>
          {!publish.isPending && <Send aria-hidden className="size-4" />}
          Publish Update
        </Button>
      </div>
      {publish.isError && (
        <Alert variant="error" title={updateMessages.saveFailed}>
          {serverMessage(publish.error)}
        </Alert>
      )}
      {published !== null && !publish.isError && (
        <Alert
          ref={confirmation}
          tabIndex={-1}
          variant="success"
          title="Update published"
          action={
            <Link
              to={paths.project(project.id)}
              className="text-sm font-medium text-accent underline-offset-4 hover:underline"
            >
              View on project page
            </Link>
          }
        >
          It is on the timeline of {project.name}.
        </Alert>
      )}
    </>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { githubMessages, projectMessages, type Project, type Repository } from '@shiplog/contract';
import { ConnectGithubPrompt } from '@/components/github/connect-github-prompt';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { ReturningDialogContent } from '@/components/ui/returning-dialog-content';
import { useGithubRepos } from '@/features/github/api/get-github-repos';
import { useRefreshGithubRepos } from '@/features/github/api/refresh-github';
import { RepositoryPicker } from '@/features/github/components/repository-picker';
import { RepositorySkeletons } from '@/features/github/components/repository-skeletons';
import { reposFailure } from '@/features/github/lib/repos-failure';
import { useCreateProject } from '@/features/projects/api/create-project';
import {
  blankProjectFields,
  createProjectBody,
  ProjectFields,
} from '@/features/projects/components/my-projects/project-fields';
import { isApiError } from '@/lib/api-error';
import { isNotConnected } from '@/lib/github-errors';
import { serverMessage } from '@/lib/server-message';

export interface AddProjectContentProps {
  onCancel: () => void;
  onCreated: (project: Project) => void;
}

/**
 * The dialog's form: the projects feature's fields and create call next to the github feature's
 * list of the user's repositories.
 */
export function AddProjectContent({ onCancel, onCreated }: AddProjectContentProps) {
  const id = useId();
  const repos = useGithubRepos();
  const refresh = useRefreshGithubRepos();
  const create = useCreateProject();
  const [repository, setRepository] = useState<Repository | null>(null);
  const [values, setValues] = useState(blankProjectFields);
  const [missingRepository, setMissingRepository] = useState(false);
  const busy = create.isPending;

  // The user already has a project for this repository: the server asks (409) before a second one.
  const askedDuplicate = create.isError && isApiError(create.error) && create.error.status === 409;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    send(false);
  }

  function send(confirmDuplicate: boolean) {
    if (busy) return;
    if (!repository) return setMissingRepository(true);
    const body = createProjectBody(repository, values);
    create.mutate(confirmDuplicate ? { ...body, confirm_duplicate: true } : body, {
      onSuccess: (project) => {
        toast.success(`Created ${project.name}`);
        onCreated(project);
      },
    });
  }

  let body;
  if (repos.isPending) body = <RepositorySkeletons />;
  else if (repos.isError && isNotConnected(repos.error))
    body = <ConnectGithubPrompt message={githubMessages.connectProjectsPrompt} />;
  else if (repos.isError)
    body = (
      <Alert
        variant="error"
        action={
          <Button size="sm" variant="secondary" loading={repos.isFetching} onClick={() => void refresh()}>
            Try again
          </Button>
        }
      >
        {reposFailure(repos.error)}
      </Alert>
    );
  else
    body = (
      <div className="grid gap-6 md:grid-cols-2">
        <div className="grid min-w-0 content-start gap-2">
          <RepositoryPicker
            repositories={repos.data}
            selected={repository}
            onSelect={(next) => {
              setRepository(next);
              setMissingRepository(false);
            }}
            refreshing={repos.isFetching}
            onRefresh={() => void refresh()}
            errorId={missingRepository ? `${id}-missing` : undefined}
          />
          {missingRepository && (
            <p id={`${id}-missing`} role="alert" className="text-sm text-danger">
              {projectMessages.repositoryRequired}
            </p>
          )}
        </div>
        <ProjectFields repository={repository} values={values} onChange={setValues} disabled={busy} />
      </div>
    );

  return (
    <ReturningDialogContent
      className="max-w-3xl"
      onEscapeKeyDown={(event) => busy && event.preventDefault()}
      onInteractOutside={(event) => busy && event.preventDefault()}
    >
      <form noValidate onSubmit={submit} className="grid min-w-0 gap-5">
        <DialogHeader>
          <DialogTitle>Add New Project</DialogTitle>
          <DialogDescription>
            Pick one of your GitHub repositories. Its commits become the project&apos;s build updates.
          </DialogDescription>
        </DialogHeader>
        {body}
        {askedDuplicate ? (
          <Alert
            variant="warning"
            action={
              <Button size="sm" variant="secondary" loading={busy} onClick={() => send(true)}>
                Create another
              </Button>
            }
          >
            {serverMessage(create.error)} Create another one for it?
          </Alert>
        ) : (
          create.isError && (
            <Alert variant="error" title={projectMessages.createFailed}>
              {serverMessage(create.error)}
            </Alert>
          )
        )}
        <DialogFooter>
          <Button variant="secondary" disabled={busy} onClick={onCancel}>
            Cancel
          </Button>
          {repos.isSuccess && (
            <Button type="submit" loading={busy}>
              {busy ? projectMessages.creating : 'Create'}
            </Button>
          )}
        </DialogFooter>
      </form>
    </ReturningDialogContent>
  );
}

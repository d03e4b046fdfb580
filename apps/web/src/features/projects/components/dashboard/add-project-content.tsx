import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  githubMessages,
  projectMessages,
  type CreateProjectBody,
  type Project,
  type Repository,
} from '@shiplog/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { serverMessage } from '@/lib/server-message';
import { useCreateProject } from '../../api/create-project';
import { useGithubRepos } from '../../api/get-github-repos';
import { isNotConnected } from '@/lib/github-errors';
import { useRefreshGithubRepos } from '../../api/refresh-github';
import { ConnectGithubPrompt } from '@/components/github/connect-github-prompt';
import { reposFailure } from './github-error';
import { ProjectFields, type ProjectFieldValues } from './project-fields';
import { RepositoryPicker } from './repository-picker';
import { RepositorySkeletons } from './repository-skeletons';
import { ReturningDialogContent } from '@/components/ui/returning-dialog-content';

export interface AddProjectContentProps {
  onCancel: () => void;
  onCreated: (project: Project) => void;
}

const blank: ProjectFieldValues = { name: '', description: '', isPrivate: false };

/** Blank name and description are left out: the server takes them from the repository. */
function createBody(repository: Repository, values: ProjectFieldValues): CreateProjectBody {
  const name = values.name.trim();
  const description = values.description.trim();
  return {
    repository_name: repository.full_name,
    repository_id: repository.id,
    is_private: values.isPrivate,
    ...(name && { name }),
    ...(description && { description }),
  };
}

export function AddProjectContent({ onCancel, onCreated }: AddProjectContentProps) {
  const id = useId();
  const repos = useGithubRepos();
  const refresh = useRefreshGithubRepos();
  const create = useCreateProject();
  const [repository, setRepository] = useState<Repository | null>(null);
  const [values, setValues] = useState(blank);
  const [missingRepository, setMissingRepository] = useState(false);
  const busy = create.isPending;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!repository) return setMissingRepository(true);
    create.mutate(createBody(repository, values), {
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
        {create.isError && (
          <Alert variant="error" title={projectMessages.createFailed}>
            {serverMessage(create.error)}
          </Alert>
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

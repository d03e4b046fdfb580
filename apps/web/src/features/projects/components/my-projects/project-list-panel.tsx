import { FolderGit2, Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { projectMessages, type Project } from '@shiplog/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMore } from '@/components/ui/load-more';
import { Skeleton } from '@/components/ui/skeleton';
import { useProjects } from '../../api/get-projects';
import { DeleteProjectDialog } from './delete-project-dialog';
import { Panel } from './panel';
import { ProjectRow } from './project-row';

export interface ProjectListPanelProps {
  selectedId: string | null;
  onSelect: (project: Project) => void;
  onAdd: () => void;
  onDeleted: (project: Project) => void;
}

function ProjectSkeletons() {
  return (
    <div role="status" aria-label="Loading projects" className="grid gap-2">
      {[0, 1, 2].map((i) => (
        <div key={i} className="grid gap-2 rounded-lg px-3 py-3">
          <Skeleton className="h-4 w-2/5" />
          <Skeleton className="h-3.5 w-4/5" />
          <Skeleton className="h-3 w-1/3" />
        </div>
      ))}
    </div>
  );
}

/** The left panel: the user's projects, or why there are none. */
export function ProjectListPanel({ selectedId, onSelect, onAdd, onDeleted }: ProjectListPanelProps) {
  const projects = useProjects();
  const [deleting, setDeleting] = useState<Project | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = projects.isSuccess ? (projects.projects?.length ?? 0) : null;
  // More to read: the count is at least this many.
  const count = loaded && (projects.hasNextPage ? `${loaded}+` : String(loaded));

  let body;
  if (projects.isPending) body = <ProjectSkeletons />;
  else if (projects.isError && !projects.data)
    // The list is emptied: nothing stale is shown under the banner.
    body = (
      <Alert
        variant="error"
        action={
          <Button
            size="sm"
            variant="secondary"
            loading={projects.isFetching}
            onClick={() => void projects.refetch()}
          >
            Try again
          </Button>
        }
      >
        {projectMessages.fetchProjectsFailed}
      </Alert>
    );
  else if (!projects.projects?.length)
    body = (
      <EmptyState
        as="h3"
        icon={FolderGit2}
        title={projectMessages.noProjects}
        description="Add one of your GitHub repositories to turn its commits into build updates."
        action={
          <Button onClick={onAdd}>
            <Plus aria-hidden className="size-4" />
            {projectMessages.addFirst}
          </Button>
        }
      />
    );
  else
    body = (
      <>
        <ul className="grid gap-1.5">
          {projects.projects.map((project) => (
            <ProjectRow
              key={project.id}
              project={project}
              selected={project.id === selectedId}
              onSelect={() => onSelect(project)}
              onDelete={() => setDeleting(project)}
            />
          ))}
        </ul>
        {projects.isFetchNextPageError && (
          <Alert variant="error" className="mt-3">
            {projectMessages.fetchProjectsFailed}
          </Alert>
        )}
        {projects.hasNextPage && (
          <LoadMore
            className="mt-3"
            loading={projects.isFetchingNextPage}
            auto={!projects.isFetchNextPageError}
            onLoadMore={() => void projects.fetchNextPage()}
          />
        )}
      </>
    );

  return (
    <Panel
      id="your-projects"
      title="Your Projects"
      headingRef={heading}
      aside={count ? <span className="text-sm text-muted-foreground">{count}</span> : null}
    >
      <div className="p-3">{body}</div>
      <DeleteProjectDialog
        project={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(project) => {
          setDeleting(null);
          onDeleted(project);
        }}
        focusAfterDelete={() => heading.current?.focus()}
      />
    </Panel>
  );
}

import { Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Project } from '@shiplog/contract';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { useForgetRepoCommits } from '@/features/github/api/forget-github';
import { useProjects } from '@/features/projects/api/get-projects';
import { ProjectDetailPanel } from '@/features/projects/components/my-projects/project-detail-panel';
import { ProjectListPanel } from '@/features/projects/components/my-projects/project-list-panel';
import { useGithubConnectedNotice } from '@/lib/github-connect';
import { AddProjectDialog } from './add-project-dialog';
import { ProjectCommits } from './project-commits';

/** The selected project lives in the address (`?project=`), so it survives the GitHub round trip. */
const SELECTED_PARAM = 'project';

/** On one column the details are under the list: bring them into view when a project is picked. */
function revealOnNarrowScreens(element: HTMLElement | null) {
  if (!element || !window.matchMedia?.('(max-width: 1023px)').matches) return;
  requestAnimationFrame(() => element.scrollIntoView({ behavior: 'smooth', block: 'start' }));
}

/**
 * 'My Projects': your projects on the left, the selected one on the right with its
 * repository's recent commits (github feature), a post written from one (posts) and published as
 * an update (updates).
 */
export function MyProjectsPage() {
  useGithubConnectedNotice();
  const forgetCommits = useForgetRepoCommits();
  const projects = useProjects();
  const [params, setParams] = useSearchParams();
  const [adding, setAdding] = useState(false);
  const details = useRef<HTMLDivElement>(null);
  const selectedId = params.get(SELECTED_PARAM);
  // A failed list is emptied, so nothing stays selected from it.
  const selected =
    (projects.isError && !projects.data ? undefined : projects.projects?.find((p) => p.id === selectedId)) ??
    null;

  function select(project: Project | null) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (project) next.set(SELECTED_PARAM, project.id);
        else next.delete(SELECTED_PARAM);
        return next;
      },
      { replace: true },
    );
    if (project) revealOnNarrowScreens(details.current);
  }

  function onDeleted(project: Project) {
    forgetCommits(project.repository_name);
    if (project.id === selectedId) select(null);
  }

  return (
    <Container className="py-12 sm:py-16">
      <PageHeader
        title="My Projects"
        description="Pick a project, choose one of its recent commits and turn it into a build update."
        actions={
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden className="size-4" />
            Add New Project
          </Button>
        }
      />
      <div className="mt-10 grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <ProjectListPanel
          selectedId={selected?.id ?? null}
          onSelect={select}
          onAdd={() => setAdding(true)}
          onDeleted={onDeleted}
        />
        <div ref={details} className="min-w-0 scroll-mt-20">
          <ProjectDetailPanel
            key={selected?.id ?? 'none'}
            project={selected}
            loading={projects.isPending && selectedId !== null}
          >
            {selected && <ProjectCommits project={selected} />}
          </ProjectDetailPanel>
        </div>
      </div>
      <AddProjectDialog
        open={adding}
        onOpenChange={setAdding}
        onCreated={(project) => {
          setAdding(false);
          select(project);
        }}
      />
    </Container>
  );
}

import { ArrowUpRight, Lock, MousePointerClick } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { projectMessages, projectPagePaths, type Project } from '@shiplog/contract';
import { GithubIcon } from '@/components/brand/social-icons';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Panel } from './panel';

function ProjectHeader({ project }: { project: Project }) {
  return (
    <div className="flex flex-col gap-4 border-b border-border p-4 sm:flex-row sm:p-5 sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1.5">
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <GithubIcon className="size-4 shrink-0" />
          <span className="sr-only">Repository: </span>
          <span className="truncate">{project.repository_name}</span>
          {project.is_private && (
            <Badge variant="outline" className="ml-1">
              <Lock aria-hidden className="size-3" />
              Private
            </Badge>
          )}
        </p>
        {project.description && <p className="text-sm text-foreground/85">{project.description}</p>}
      </div>
      <Button asChild variant="secondary" size="sm" className="w-fit">
        <Link to={projectPagePaths(project).page}>
          View Project
          <ArrowUpRight aria-hidden className="size-4" />
        </Link>
      </Button>
    </div>
  );
}

function DetailSkeleton() {
  return (
    <div role="status" aria-label="Loading project" className="grid gap-4 p-5">
      <Skeleton className="h-4 w-1/3" />
      <Skeleton className="h-4 w-2/3" />
      <Skeleton className="h-32 w-full" />
    </div>
  );
}

export interface ProjectDetailPanelProps {
  project: Project | null;
  /** The address names a project but the list is still loading. */
  loading?: boolean;
  /** What the selected project offers under its header (its commits, composed in by the route). */
  children?: ReactNode;
}

/** The right panel: 'Select a Project' until one is chosen, then that project. */
export function ProjectDetailPanel({ project, loading = false, children }: ProjectDetailPanelProps) {
  const title = project?.name ?? (loading ? 'Project' : projectMessages.selectProject);
  return (
    <Panel id="project-detail" title={title}>
      {project ? (
        <>
          <ProjectHeader project={project} />
          <div className="grid gap-6 p-4 sm:p-5">{children}</div>
        </>
      ) : loading ? (
        <DetailSkeleton />
      ) : (
        <div className="flex flex-col items-center px-6 py-20 text-center">
          <span className="mb-4 flex size-12 items-center justify-center rounded-xl border border-border bg-background text-accent shadow-card">
            <MousePointerClick aria-hidden className="size-5" />
          </span>
          <p className="max-w-sm text-sm text-muted-foreground">
            Choose one of your projects to see its recent commits and turn one into a build update.
          </p>
        </div>
      )}
    </Panel>
  );
}

import type { ReactNode } from 'react';
import type { Project } from '@shiplog/contract';
import { PageSpinner } from '@/components/ui/spinner';
import { useRefreshProject } from '../api/get-project';
import { ProjectLayout, type ProjectLayoutProps } from '../components/project-page/project-layout';
import { ProjectLoadError, ProjectNotFound } from '../components/project-page/project-screens';
import { useProjectMeta } from '../components/project-page/use-project-meta';
import { useProjectView } from '../components/project-page/use-project-view';

export interface ProjectTimelineArgs {
  project: Project;
  isOwner: boolean;
  /** Refetches the project (its stats count the updates). */
  refreshProject: () => void;
}

export interface ProjectPageProps {
  projectId: string;
  /** The signed-in user's id, or null. */
  viewerId: string | null;
  /** The updates feature's timeline, composed in by the route. */
  renderTimeline: (args: ProjectTimelineArgs) => ReactNode;
  /** The subscribers feature's 'Stay Updated' panel, composed in by the route; shown to visitors. */
  renderSubscribe?: (args: { project: Project }) => ReactNode;
  /** The feeds feature's links to the project's feeds, composed in by the route; shown to everyone. */
  renderFeeds?: (args: { project: Project }) => ReactNode;
  /** Shown to the owner under the header (the drafts feature's 'n drafts waiting'), composed in by the route. */
  renderOwnerNotice?: (args: { project: Project }) => ReactNode;
  /** Follow for the owner card (from the users feature); visitors only. */
  renderFollowOwner?: (args: { project: Project }) => ReactNode;
  /** One update's page: the update comes right after the header, without the long description. */
  focusUpdate?: boolean;
}

/** /projects/{projectId}: the public page, or the owner's view of it. */
export function ProjectPage(props: ProjectPageProps) {
  if (!props.projectId.trim()) return <ProjectLoadError kind="idRequired" />;
  return <ProjectScreen {...props} />;
}

function ProjectScreen(props: ProjectPageProps) {
  const {
    projectId,
    viewerId,
    renderTimeline,
    renderSubscribe,
    renderFeeds,
    renderOwnerNotice,
    renderFollowOwner,
  } = props;
  const view = useProjectView(projectId, viewerId);
  const refetchProject = useRefreshProject();
  switch (view.status) {
    case 'loading':
      return <PageSpinner label="Loading project" />;
    case 'not-found':
      return <ProjectNotFound />;
    case 'error':
      return <ProjectLoadError kind={view.kind} />;
    case 'ready': {
      const refreshProject = () => void refetchProject(projectId);
      return (
        <LoadedProject
          project={view.project}
          isOwner={view.isOwner}
          timeline={renderTimeline({ project: view.project, isOwner: view.isOwner, refreshProject })}
          subscribe={view.isOwner ? null : renderSubscribe?.({ project: view.project })}
          feeds={renderFeeds?.({ project: view.project })}
          ownerNotice={view.isOwner ? renderOwnerNotice?.({ project: view.project }) : null}
          followOwner={view.isOwner ? null : renderFollowOwner?.({ project: view.project })}
          hideDescription={props.focusUpdate}
        />
      );
    }
  }
}

function LoadedProject(props: ProjectLayoutProps) {
  useProjectMeta(props.project);
  return <ProjectLayout {...props} />;
}

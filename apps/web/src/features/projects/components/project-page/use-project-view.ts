import type { Project } from '@shiplog/contract';
import { isApiError } from '@/lib/api-error';
import { usePublicProjectFallback } from '../../api/find-public-project';
import { useProject } from '../../api/get-project';
import type { ProjectErrorKind } from './project-screens';

export type ProjectView =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error'; kind: ProjectErrorKind }
  | { status: 'ready'; project: Project; isOwner: boolean };

const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/**
 * What the project page shows. Owner mode needs the project read with the viewer's session and
 * the viewer's id equal to `user_id`. When that read fails for a signed-in viewer (not a 404),
 * the public list is searched instead: the page still loads, with owner mode off.
 */
export function useProjectView(projectId: string, viewerId: string | null): ProjectView {
  const project = useProject(projectId);
  const failed = project.isError && !isNotFound(project.error);
  const fallback = usePublicProjectFallback(projectId, failed && viewerId !== null);

  if (project.isSuccess) {
    const isOwner = viewerId !== null && project.data.user_id === viewerId;
    return { status: 'ready', project: project.data, isOwner };
  }
  if (project.isPending) return { status: 'loading' };
  if (!failed) return { status: 'not-found' };
  if (viewerId === null) return { status: 'error', kind: 'loadDetailsFailed' };
  if (fallback.isPending) return { status: 'loading' };
  if (fallback.data) return { status: 'ready', project: fallback.data, isOwner: false };
  return { status: 'error', kind: 'loadFailed' };
}

import { useParams } from 'react-router';
import { paths } from '@shiplog/contract';
import { PageSpinner } from '@/components/ui/spinner';
import { pageSentSignedOut, useSession } from '@/features/auth/api/get-session';
import { useForgetComments } from '@/features/comments/api/comments';
import { DraftsWaiting } from '@/features/drafts/components/drafts-waiting';
import { CommentsPanel, CommentsToggle } from '@/features/comments/components/comments-panel';
import { FeedLinks } from '@/features/feeds/components/feed-links';
import { ProjectPage } from '@/features/projects/pages/project-page';
import { StayUpdatedPanel } from '@/features/subscribers/components/stay-updated-panel';
import { UpdatePermalink } from '@/features/updates/components/update-permalink';
import { UpdateTimeline } from '@/features/updates/components/update-timeline';
import { OwnerFollow } from '@/features/users/components/owner-follow';
import type { UpdateCommentsSlot } from '@/features/updates/components/update-comments-slot';

const comments: UpdateCommentsSlot = { Toggle: CommentsToggle, Panel: CommentsPanel };

/**
 * /projects/{projectId}: the projects feature's page with the updates feature's timeline (each
 * update with the comments feature's comments), the subscribers feature's 'Stay Updated' panel and
 * the feeds feature's links inside (features never import each other, so they meet here), for the
 * current viewer. On a custom domain the project is fixed, not in the path.
 */
export function ProjectRoute({ projectId: fixedId }: { projectId?: string }) {
  const params = useParams();
  const projectId = fixedId ?? params.projectId ?? '';
  const updateId = params.updateId;
  // On a custom domain the site is the project: its page is `/`, an update's `/updates/{id}`.
  const permalinkOf = (id: string) =>
    fixedId
      ? paths.domainUpdate(encodeURIComponent(id))
      : paths.projectUpdate(encodeURIComponent(projectId), encodeURIComponent(id));
  const timelineHref = fixedId ? paths.home : paths.project(encodeURIComponent(projectId));
  const session = useSession();
  const forgetComments = useForgetComments();
  // A page sent to a visitor without a session cookie is drawn at once, as the visitor sees it.
  if (session.isPending && !pageSentSignedOut) return <PageSpinner label="Loading project" />;
  const viewerId = session.data?.user.id ?? null;
  return (
    <ProjectPage
      projectId={projectId}
      viewerId={viewerId}
      focusUpdate={Boolean(updateId)}
      renderTimeline={({ project, isOwner, refreshProject }) =>
        updateId ? (
          <UpdatePermalink
            projectId={project.id}
            updateId={updateId}
            repositoryName={project.repository_name}
            viewer={viewerId}
            comments={comments}
            permalinkOf={permalinkOf}
            timelineHref={timelineHref}
            projectName={project.name}
          />
        ) : (
          <UpdateTimeline
            projectId={project.id}
            repositoryName={project.repository_name}
            viewer={viewerId}
            isOwner={isOwner}
            comments={comments}
            onChanged={refreshProject}
            onDeleted={(update) => forgetComments(update.id)}
            permalinkOf={permalinkOf}
          />
        )
      }
      renderSubscribe={({ project }) => (
        <StayUpdatedPanel key={project.id} projectId={project.id} projectName={project.name} />
      )}
      renderFeeds={({ project }) => <FeedLinks projectId={project.id} />}
      renderOwnerNotice={({ project }) => <DraftsWaiting projectId={project.id} />}
      renderFollowOwner={({ project }) => <OwnerFollow userId={project.user.id} />}
    />
  );
}

import { Navigate, useLocation, useParams } from 'react-router';
import { paths, projectPagePaths, type Project } from '@shiplog/contract';
import type { ReactNode } from 'react';
import type { DomainSite } from '@/app/domain-site';
import { ProjectSiteFooter } from '@/app/layout/project-site-footer';
import { ProjectSiteHeader } from '@/app/layout/project-site-header';
import { MAIN_CONTENT_ID } from '@/app/layout/skip-link';
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
 * current viewer. On a custom domain (`site`) the project is fixed, not in the path.
 */
export function ProjectRoute({ site }: { site?: DomainSite }) {
  const params = useParams();
  const { search } = useLocation();
  const fixedId = site?.projectId;
  // At `/p/{slug}` the project is read by its short address.
  const projectId = fixedId ?? params.slug ?? params.projectId ?? '';
  const updateId = params.updateId;
  // On a custom domain the site is the project: its page is `/`, an update's `/updates/{id}`;
  // elsewhere its canonical address (the short one when it has a slug).
  const addressOf = (project: Project) => {
    if (fixedId)
      return { page: paths.home, updatePage: (id: string) => paths.domainUpdate(encodeURIComponent(id)) };
    return projectPagePaths(project);
  };
  /** A project with a short address opened at its UUID address moves there (the server answers 301 so). */
  const movedFrom = (project: Project) =>
    !fixedId && !params.slug && project.slug
      ? `${updateId ? addressOf(project).updatePage(updateId) : addressOf(project).page}${search}`
      : null;
  const session = useSession();
  const forgetComments = useForgetComments();
  // The project's own header, the page's main and the project's footer: a project's pages are the project's site.
  const shell = (page: ReactNode) => (
    <>
      <ProjectSiteHeader projectKey={projectId} site={site} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 pt-header focus:outline-none">
        {page}
      </main>
      <ProjectSiteFooter projectKey={projectId} site={site} />
    </>
  );
  // A page sent to a visitor without a session cookie is drawn at once, as the visitor sees it.
  if (session.isPending && !pageSentSignedOut) return shell(<PageSpinner label="Loading project" />);
  const viewerId = session.data?.user.id ?? null;
  return shell(
    <ProjectPage
      projectId={projectId}
      viewerId={viewerId}
      focusUpdate={Boolean(updateId)}
      renderTimeline={({ project, isOwner, refreshProject }) =>
        movedFrom(project) ? (
          <Navigate to={movedFrom(project)!} replace />
        ) : updateId ? (
          <UpdatePermalink
            projectId={project.id}
            updateId={updateId}
            repositoryName={project.repository_name}
            viewer={viewerId}
            comments={comments}
            permalinkOf={addressOf(project).updatePage}
            timelineHref={addressOf(project).page}
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
            permalinkOf={addressOf(project).updatePage}
          />
        )
      }
      renderSubscribe={({ project }) => (
        <StayUpdatedPanel key={project.id} projectId={project.id} projectName={project.name} />
      )}
      renderFeeds={({ project }) => <FeedLinks projectId={project.id} />}
      renderOwnerNotice={({ project }) => <DraftsWaiting projectId={project.id} />}
      renderFollowOwner={({ project }) => <OwnerFollow userId={project.user.id} />}
    />,
  );
}

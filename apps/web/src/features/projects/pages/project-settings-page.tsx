import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { paths, type Project } from '@shiplog/contract';
import { Container } from '@/components/ui/container';
import { useApiClient } from '@/lib/api-context';
import { useDocumentMeta } from '@/lib/seo';
import { useCurrentSession } from '@/lib/session';
import { useDeleteProject } from '../api/delete-project';
import { projectQueryOptions } from '../api/get-project';
import { ProjectSettings } from '../components/settings/project-settings';
import { SettingsLoadError } from '../components/settings/settings-load-error';
import { SettingsSkeleton } from '../components/settings/settings-skeleton';

export interface ProjectSettingsPageProps {
  /** The 'Waitlist Management' section for the loaded project (composed in by the route). */
  renderWaitlist?: (project: Project) => ReactNode;
  /** The 'GitHub Integration' section for the loaded project. */
  renderGithubIntegration?: (project: Project) => ReactNode;
  /** The 'Review' section: what happens to generated updates. */
  renderReview?: (project: Project) => ReactNode;
  /** The 'Voice' section: how the texts written for the project sound. */
  renderVoice?: (project: Project) => ReactNode;
  /** The 'Custom Domain' section for the loaded project. */
  renderCustomDomain?: (project: Project) => ReactNode;
  /** The 'What's new widget' section for the loaded project. */
  renderWidget?: (project: Project) => ReactNode;
  /** The 'Webhooks & channels' section for the loaded project. */
  renderWebhooks?: (project: Project) => ReactNode;
}

/** /projects/{id}/settings: for the project's owner only (the route itself needs a session). */
export function ProjectSettingsPage({
  renderWaitlist,
  renderGithubIntegration,
  renderReview,
  renderVoice,
  renderCustomDomain,
  renderWidget,
  renderWebhooks,
}: ProjectSettingsPageProps = {}) {
  const { projectId = '' } = useParams();
  const { user } = useCurrentSession();
  const navigate = useNavigate();
  const remove = useDeleteProject();
  const leaving = remove.isPending || remove.isSuccess;
  // Deleting drops the project from the cache before the page leaves: stop fetching it and keep
  // showing the last copy.
  const query = useQuery({ ...projectQueryOptions(useApiClient(), projectId), enabled: !leaving });
  const [shown, setShown] = useState<Project | undefined>(query.data);
  if (query.data && query.data !== shown) setShown(query.data);
  const project = leaving ? shown : query.data;

  useDocumentMeta({
    title: project ? `${project.name} settings` : 'Project settings',
    description: 'Project settings',
    path: paths.projectSettings(projectId),
    noindex: true,
  });

  let content;
  if (project && project.user_id === user.id) {
    content = (
      <ProjectSettings
        project={project}
        deleting={leaving}
        waitlist={renderWaitlist?.(project)}
        githubIntegration={renderGithubIntegration?.(project)}
        review={renderReview?.(project)}
        voice={renderVoice?.(project)}
        customDomain={renderCustomDomain?.(project)}
        widget={renderWidget?.(project)}
        webhooks={renderWebhooks?.(project)}
        onDelete={async () => {
          await remove.mutateAsync(project.id);
          toast.success(`${project.name} was deleted`);
          await navigate(paths.myProjects, { replace: true });
        }}
      />
    );
  } else if (query.isPending && !leaving) {
    content = <SettingsSkeleton />;
  } else {
    content = <SettingsLoadError />;
  }
  return (
    <Container size={project ? 'lg' : 'md'} className="py-12 sm:py-16">
      {content}
    </Container>
  );
}

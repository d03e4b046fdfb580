import { ProjectSettingsPage } from '@/features/projects/pages/project-settings-page';
import { WaitlistManagementSection } from '@/features/subscribers/components/waitlist/waitlist-management-section';

/**
 * /projects/{projectId}/settings: the projects feature's settings page with the subscribers
 * feature's 'Waitlist Management' section inside (features never import each other).
 */
export function ProjectSettingsRoute() {
  return (
    <ProjectSettingsPage
      renderWaitlist={(project) => (
        <WaitlistManagementSection key={project.id} projectId={project.id} projectName={project.name} />
      )}
    />
  );
}

import type { ReactNode } from 'react';
import type { Project } from '@shiplog/contract';
import { ComingSoonSection } from './coming-soon-section';
import { DangerZoneSection } from './danger-zone-section';
import { GeneralSettingsSection } from './general-settings-section';
import { SettingsHeader } from './settings-header';

export interface ProjectSettingsProps {
  project: Project;
  onDelete: () => Promise<unknown>;
  deleting: boolean;
  /** The 'Waitlist Management' section (from the subscribers feature, composed in by the route). */
  waitlist?: ReactNode;
}

/** Every section of /projects/{id}/settings; the Danger Zone comes last, as users expect. */
export function ProjectSettings({ project, onDelete, deleting, waitlist }: ProjectSettingsProps) {
  return (
    <>
      <SettingsHeader project={project} />
      <div className="mt-6">
        <GeneralSettingsSection key={project.id} project={project} />
        {waitlist}
        <ComingSoonSection
          id="github"
          title="GitHub Integration"
          description="A webhook that turns pushes and releases into updates, and updates written from a commit."
        />
        <ComingSoonSection
          id="custom-domain"
          title="Custom Domain"
          description="Serve the project page from your own domain, with DNS records to copy and verify."
        />
        <DangerZoneSection project={project} onDelete={onDelete} deleting={deleting} />
      </div>
    </>
  );
}

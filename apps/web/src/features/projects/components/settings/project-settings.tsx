import type { ReactNode } from 'react';
import type { Project } from '@shiplog/contract';
import { ProjectDangerZone } from './project-danger-zone';
import { GeneralSettingsSection } from './general-settings-section';
import { SettingsHeader } from './settings-header';

export interface ProjectSettingsProps {
  project: Project;
  onDelete: () => Promise<unknown>;
  deleting: boolean;
  /** The 'Waitlist Management' section (from the project-waitlist feature, composed in by the route). */
  waitlist?: ReactNode;
  /** The 'GitHub Integration' section (webhooks and auto-updates, composed in by the route). */
  githubIntegration?: ReactNode;
  /** The 'Review' section (from the drafts feature): what happens to generated updates. */
  review?: ReactNode;
  /** The 'Voice' section (from the voice feature): how the texts written for the project sound. */
  voice?: ReactNode;
  /** The 'Custom Domain' section (from the domains feature). */
  customDomain?: ReactNode;
}

/** Every section of /projects/{id}/settings; the Danger Zone comes last, as users expect. */
export function ProjectSettings(props: ProjectSettingsProps) {
  const { project, onDelete, deleting, waitlist, githubIntegration, review, voice, customDomain } = props;
  return (
    <>
      <SettingsHeader project={project} />
      <div className="mt-6">
        <GeneralSettingsSection key={project.id} project={project} />
        {waitlist}
        {githubIntegration}
        {review}
        {voice}
        {customDomain}
        <ProjectDangerZone project={project} onDelete={onDelete} deleting={deleting} />
      </div>
    </>
  );
}

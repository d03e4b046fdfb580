import type { ReactNode } from 'react';
import type { Project } from '@shiplog/contract';
import { Alert } from '@/components/ui/alert';
import { UnsavedReportProvider, useUnsavedSections } from '@/components/ui/unsaved-changes';
import { ProjectDangerZone } from './project-danger-zone';
import { GeneralSettingsSection } from './general-settings-section';
import { SettingsHeader } from './settings-header';
import { SettingsNav, type SettingsNavSection } from './settings-nav';

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
  /** The 'What's new widget' section (from the widget feature): the snippet for the owner's app. */
  widget?: ReactNode;
  /** The 'Webhooks & channels' section (from the outbound-webhooks feature). */
  webhooks?: ReactNode;
}

/**
 * Every section of /projects/{id}/settings, with a navigation to each (its `#id`); the Danger
 * Zone comes last, as users expect. Each section saves on its own (docs/decisions/
 * project-settings-save-model.md): the navigation marks the ones with unsaved changes.
 */
export function ProjectSettings(props: ProjectSettingsProps) {
  const {
    project,
    onDelete,
    deleting,
    waitlist,
    githubIntegration,
    review,
    voice,
    customDomain,
    widget,
    webhooks,
  } = props;
  const { unsaved, report } = useUnsavedSections();
  const sections: SettingsNavSection[] = [
    { id: 'general', label: 'General', shown: true },
    { id: 'waitlist', label: 'Waitlist', shown: Boolean(waitlist) },
    { id: 'github', label: 'GitHub Integration', shown: Boolean(githubIntegration) },
    { id: 'review', label: 'Review', shown: Boolean(review) },
    { id: 'voice', label: 'Voice', shown: Boolean(voice) },
    { id: 'custom-domain', label: 'Custom Domain', shown: Boolean(customDomain) },
    { id: 'widget', label: "What's new widget", shown: Boolean(widget) },
    { id: 'webhooks', label: 'Webhooks & channels', shown: Boolean(webhooks) },
    { id: 'danger-zone', label: 'Danger Zone', shown: true },
  ]
    .filter((s) => s.shown)
    .map(({ id, label }) => ({ id, label }));
  const unsavedLabels = sections.filter((s) => unsaved.includes(s.id)).map((s) => s.label);
  return (
    <>
      <SettingsHeader project={project} />
      <div className="mt-6 grid gap-6 lg:grid-cols-[11rem_minmax(0,1fr)] lg:gap-10">
        <SettingsNav sections={sections} unsaved={unsaved} />
        <div className="min-w-0">
          <p className="text-sm text-muted-foreground">Each section saves on its own with its Save button.</p>
          <div role="status" className="empty:hidden">
            {unsavedLabels.length > 0 && (
              <Alert variant="warning" role="none" className="mt-3 py-2">
                Unsaved changes in {unsavedLabels.join(', ')}.
              </Alert>
            )}
          </div>
          <UnsavedReportProvider value={report}>
            {/* Their own box: the first section has no rule above it. */}
            <div className="mt-2">
              <GeneralSettingsSection key={project.id} project={project} />
              {waitlist}
              {githubIntegration}
              {review}
              {voice}
              {customDomain}
              {widget}
              {webhooks}
              <ProjectDangerZone project={project} onDelete={onDelete} deleting={deleting} />
            </div>
          </UnsavedReportProvider>
        </div>
      </div>
    </>
  );
}

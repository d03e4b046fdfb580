import { SettingsSection } from '@/components/ui/settings-section';
import { AutoUpdatePanel } from './auto-update-form';
import { GenerateFromCommit } from './generate-from-commit';
import { WebhookPanel } from './webhook-panel';

export interface GithubIntegrationSectionProps {
  projectId: string;
  repositoryName: string;
}

/** Project settings' 'GitHub Integration' (owner): webhook, automatic updates, update from a commit. */
export function GithubIntegrationSection({ projectId, repositoryName }: GithubIntegrationSectionProps) {
  return (
    <SettingsSection
      id="github"
      title="GitHub Integration"
      description="A webhook that turns pushes, merges and releases into updates, and updates written from a commit you pick."
    >
      <WebhookPanel projectId={projectId} repositoryName={repositoryName} />
      <AutoUpdatePanel projectId={projectId} />
      <GenerateFromCommit projectId={projectId} repositoryName={repositoryName} />
    </SettingsSection>
  );
}

import type { Project } from '@shiplog/contract';
import { SettingsSection } from '@/components/ui/settings-section';
import { AutoUpdatePanel } from '@/features/auto-updates/components/auto-update-form';
import { GenerateFromCommit } from '@/features/auto-updates/components/generate-from-commit';
import { CommitPicker } from '@/features/github/components/commit-picker';
import { WebhookPanel } from '@/features/webhooks/components/webhook-panel';

export interface GithubIntegrationSectionProps {
  project: Pick<Project, 'id' | 'slug' | 'repository_name'>;
}

/**
 * Project settings' 'GitHub Integration' (owner): the webhooks feature's webhook, the auto-updates
 * feature's settings and its update from a commit, picked in the github feature's commit list.
 */
export function GithubIntegrationSection({ project }: GithubIntegrationSectionProps) {
  const { id: projectId, repository_name: repositoryName } = project;
  return (
    <SettingsSection
      id="github"
      title="GitHub Integration"
      description="A webhook that turns pushes, merges and releases into updates, and updates written from a commit you pick."
    >
      <WebhookPanel projectId={projectId} repositoryName={repositoryName} />
      <AutoUpdatePanel projectId={projectId} />
      <GenerateFromCommit
        project={project}
        renderCommitPicker={({ id, disabled, selectedSha, onSelect }) => (
          <CommitPicker
            repositoryName={repositoryName}
            selectedSha={selectedSha}
            onSelect={(commit) => onSelect(commit.sha)}
            field={{ id, disabled }}
          />
        )}
      />
    </SettingsSection>
  );
}

import { useState } from 'react';
import type { Project, RepoCommit } from '@shiplog/contract';
import { RecentCommits } from '@/features/github/components/recent-commits';
import { GeneratePanel } from '@/features/posts/components/generate-panel';
import { useRefreshProject } from '@/features/projects/api/get-project';
import { PublishUpdate } from '@/features/updates/components/publish-update';

/**
 * The selected project's recent commits (github feature); for the chosen one, a post written by
 * the posts feature that the updates feature publishes on the project's page.
 */
export function ProjectCommits({ project }: { project: Project }) {
  const [commit, setCommit] = useState<RepoCommit | null>(null);
  const refreshProject = useRefreshProject();
  return (
    <>
      <RecentCommits
        repositoryName={project.repository_name}
        selectedSha={commit?.sha ?? null}
        onSelect={setCommit}
      />
      {commit && (
        <GeneratePanel
          key={commit.sha}
          projectId={project.id}
          commit={commit}
          renderPublish={({ content, regenerate }) => (
            <PublishUpdate
              project={project}
              commit={commit}
              content={content}
              regenerate={regenerate}
              onPublished={() => refreshProject(project.id)}
            />
          )}
        />
      )}
    </>
  );
}

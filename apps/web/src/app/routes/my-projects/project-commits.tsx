import { useState } from 'react';
import type { Project, RepoCommit } from '@shiplog/contract';
import { useReviewRule } from '@/features/drafts/api/get-review-rule';
import { CommitPicker } from '@/features/github/components/commit-picker';
import { GeneratePanel } from '@/features/posts/components/generate-panel';
import { useRefreshProject } from '@/features/projects/api/get-project';
import { PublishUpdate } from '@/features/updates/components/publish-update';
import { StoryPanel } from '@/features/stories/components/story-panel';

/**
 * The selected project's recent commits (github feature); for the chosen one, a post written by
 * the posts feature, and the commit's update written by the updates feature as the project's
 * review rule (drafts feature) says.
 */
export function ProjectCommits({ project }: { project: Project }) {
  const [commit, setCommit] = useState<RepoCommit | null>(null);
  // Commits ticked for one story (stories feature), in the order they were ticked.
  const [picked, setPicked] = useState<string[]>([]);
  const toggle = (c: RepoCommit) =>
    setPicked((now) => (now.includes(c.sha) ? now.filter((s) => s !== c.sha) : [...now, c.sha]));
  const refreshProject = useRefreshProject();
  // The project's review rule: what Publish Update does (publish, or save for review).
  const reviewRule = useReviewRule(project.id);
  return (
    <>
      <CommitPicker
        repositoryName={project.repository_name}
        selectedSha={commit?.sha ?? null}
        onSelect={setCommit}
        picks={{ shas: new Set(picked), onToggle: toggle }}
      />
      <StoryPanel
        projectId={project.id}
        picked={picked}
        onClear={() => {
          setPicked([]);
          refreshProject(project.id);
        }}
      />
      {commit && (
        <GeneratePanel
          key={commit.sha}
          projectId={project.id}
          commit={commit}
          renderPublish={({ regenerate }) => (
            <PublishUpdate
              project={project}
              commit={commit}
              rule={reviewRule.data?.review_rule}
              regenerate={regenerate}
              onPublished={() => refreshProject(project.id)}
            />
          )}
        />
      )}
    </>
  );
}

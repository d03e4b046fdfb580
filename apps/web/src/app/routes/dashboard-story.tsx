import { useState } from 'react';
import type { DashboardCommit } from '@shiplog/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { StoryPanel } from '@/features/stories/components/story-panel';

/**
 * The Dashboard's story (stories feature) for the commits ticked in its Commits tab (posts
 * feature). A story tells of one project, so commits of several ask to keep to one; once
 * written, the ticks clear and the story stays shown until commits are ticked again.
 */
export function DashboardStory({ picked, onClear }: { picked: DashboardCommit[]; onClear: () => void }) {
  const projects = new Set(picked.map((c) => c.project_id ?? null));
  const [ticked] = projects;
  const [shown, setShown] = useState<string | null>(null);
  if (projects.size === 1 && ticked && ticked !== shown) setShown(ticked);
  if (projects.size > 1)
    return (
      <Alert
        variant="info"
        title="A story tells of one project"
        action={
          <Button variant="secondary" size="sm" onClick={onClear}>
            Clear {picked.length} ticked
          </Button>
        }
      >
        The ticked commits come from {projects.size} repositories: tick commits of one repository for a story.
      </Alert>
    );
  const projectId = ticked ?? shown;
  if (!projectId) return null;
  return (
    <StoryPanel
      key={projectId}
      projectId={projectId}
      picked={picked.flatMap((c) => (c.sha ? [c.sha] : []))}
      onClear={onClear}
    />
  );
}

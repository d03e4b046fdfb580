import { and, eq, lte, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { autoUpdateSettings, projects, storyCommits } from '../../db/schema';
import type { CommitFacts } from '../../integrations/ai';
import { composeStory } from '../../integrations/ai/compose/story/compose-story';
import { contributorsOfPeople } from '../../integrations/github';
import { readProjectVoice } from '../../domain/project-voice';
import { readAutoUpdateSettings } from '../auto-updates/auto-update-settings.service';
import { withoutCommitControls } from '../posts/commit-controls';
import { createPostProjects } from '../posts/post-projects';
import { createStoryStore } from './story-store';

/** A week: the oldest kept change waits this long before its story is written. */
export const WEEKLY_STORY_WAIT_MS = 7 * 24 * 60 * 60_000;

type Kept = typeof storyCommits.$inferSelect;

const factsOf = (row: Kept): CommitFacts => ({
  sha: row.sha,
  message: row.message,
  ...(row.author ? { author: row.author } : {}),
  repository: row.repositoryName,
  files: row.files.map((filename) => ({ filename })),
  ...(row.pullRequest ? { pullRequest: row.pullRequest } : {}),
});

/**
 * "Collect small changes into a weekly story": for each project that collects them, once its
 * oldest kept push or merge is a week old, every change kept since becomes one story (an update
 * by the project's review rule, and an X thread among the owner's posts), told like a story
 * written by hand; what the writer leaves out is dropped with it. A project's kept changes are
 * claimed at once (taken out in one statement), so two workers never tell them twice; if the
 * story fails, they are put back for the next run.
 */
export function createWeeklyStories(deps: AppDeps) {
  const db = deps.database.db;
  const postProjects = createPostProjects(db, deps.config.PUBLIC_URL);
  const keepStory = createStoryStore(deps);

  async function dueProjects(now: Date): Promise<string[]> {
    const rows = await db
      .select({ projectId: storyCommits.projectId })
      .from(storyCommits)
      .innerJoin(autoUpdateSettings, eq(autoUpdateSettings.projectId, storyCommits.projectId))
      .where(eq(autoUpdateSettings.weeklyStory, true))
      .groupBy(storyCommits.projectId)
      .having(lte(sql`min(${storyCommits.collectedAt})`, new Date(now.getTime() - WEEKLY_STORY_WAIT_MS)));
    return rows.map((r) => r.projectId);
  }

  async function tell(projectId: string, kept: Kept[]) {
    const [owner] = await db
      .select({ userId: projects.userId })
      .from(projects)
      .where(eq(projects.id, projectId));
    if (!owner) return null;
    const project = await postProjects.owned(projectId, owner.userId);
    const { tone } = await readAutoUpdateSettings(db, projectId);
    const style = {
      projectName: project.name,
      projectUrl: postProjects.pageUrl(project),
      tone,
      voice: await readProjectVoice(db, projectId),
    };
    const oldestFirst = [...kept].sort((a, b) => a.collectedAt.getTime() - b.collectedAt.getTime());
    const facts = oldestFirst.map(factsOf);
    const story = await composeStory(deps.ai, facts.map(withoutCommitControls), style);
    if (!story) return null;
    const told = story.told.map((sha) => facts.find((f) => f.sha === sha)!);
    const people = oldestFirst.filter((row) => story.told.includes(row.sha)).flatMap((row) => row.people);
    return keepStory(owner.userId, project, story, told, {
      style,
      contributors: contributorsOfPeople(people, deps.config.GITHUB_URL),
      why: 'weekly story',
    });
  }

  return {
    /** Writes the stories that are due; answers how many updates it wrote. */
    async writeDue(now = new Date()): Promise<number> {
      let written = 0;
      for (const projectId of await dueProjects(now)) {
        const kept = await db
          .delete(storyCommits)
          .where(and(eq(storyCommits.projectId, projectId), lte(storyCommits.collectedAt, now)))
          .returning();
        if (!kept.length) continue;
        try {
          if (await tell(projectId, kept)) written++;
        } catch (error) {
          await db.insert(storyCommits).values(kept).onConflictDoNothing();
          deps.logger.warn({ err: error, projectId }, 'weekly story: not written; its changes are kept');
        }
      }
      return written;
    },
  };
}

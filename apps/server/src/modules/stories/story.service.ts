import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  MAX_STORY_COMMITS,
  storyMessages,
  type generateStoryBodySchema,
  type RepoCommit,
  type StoryResponse,
} from '@shiplog/contract';
import type { AppDeps } from '../../deps';
import { updates } from '../../db/schema';
import { storyPostFor, type CommitFacts } from '../../integrations/ai';
import { composeStory } from '../../integrations/ai/compose/story/compose-story';
import type { GithubClient } from '../../integrations/github';
import { badRequest } from '../../lib/app-error';
import { isPublished } from '../../domain/published-updates';
import { readProjectVoice } from '../../domain/project-voice';
import { createCommitsService } from '../posts/commits.service';
import { createContributors } from '../posts/contributors';
import { controlsOfCommit, withoutCommitControls } from '../posts/commit-controls';
import { notWorthSharing } from '../posts/generation-rules';
import { createPostProjects, type PostProject } from '../posts/post-projects';
import type { FeatureContext } from '../feature-context';
import { createStoryStore } from './story-store';
import { createWholeCommit } from '../posts/whole-commit';

type StoryInput = z.output<typeof generateStoryBodySchema>;

const fromListed = (c: RepoCommit) => ({
  sha: c.sha.toLowerCase(),
  message: c.commit.message,
  author: c.author?.login ?? c.commit.author.name,
});

/**
 * One story about several commits (POST /api/projects/{id}/updates/story): the commits picked,
 * each read whole (files, stats, pull request), `Shiplog: skip` ones left out, the rest told
 * together by the story composer, stored as one update (with its sources and how it was
 * judged: the most significant commit decides) and one X post (the thread).
 */
export function createStoryService(
  deps: AppDeps,
  github: GithubClient,
  seams: Pick<FeatureContext, 'mastodonLimitOf'>,
) {
  const db = deps.database.db;
  const commitsService = createCommitsService(deps, github);
  const wholeCommit = createWholeCommit(deps, github);
  const projects = createPostProjects(db, deps.config.PUBLIC_URL);
  const keepStory = createStoryStore(deps);
  const creditsOf = createContributors(deps, github);

  async function lastPublishedAt(projectId: string): Promise<string | undefined> {
    const [row] = await db
      .select({ at: updates.publishedAt })
      .from(updates)
      .where(and(eq(updates.projectId, projectId), isPublished))
      .orderBy(desc(updates.publishedAt))
      .limit(1);
    return row ? new Date(row.at.getTime() + 1000).toISOString() : undefined;
  }

  /** The commits asked for, oldest first: picked, a pull request's, or those of a time. */
  async function pick(userId: string, project: PostProject, body: StoryInput) {
    const repo = project.repositoryName;
    if (body.commit_shas) {
      const shas = [...new Set(body.commit_shas)];
      const found = await Promise.all(shas.map((sha) => commitsService.resolve(userId, repo, sha)));
      return found.map((c) => ({ ...c, author: c.author || undefined }));
    }
    if (body.pull_request) {
      const commits = await github.listPullCommits(userId, repo, body.pull_request);
      return commits.slice(-MAX_STORY_COMMITS).map(fromListed);
    }
    const since = body.since ?? (body.since_last_update ? await lastPublishedAt(project.id) : undefined);
    const listed = await github.listCommits(userId, repo, {
      limit: MAX_STORY_COMMITS,
      refresh: true,
      ...(since ? { since } : {}),
      ...(body.until ? { until: body.until } : {}),
    });
    return listed.map(fromListed).reverse();
  }

  return {
    async story(userId: string, projectId: string, body: StoryInput): Promise<StoryResponse> {
      const project = await projects.owned(projectId, userId);
      const picked = await pick(userId, project, body);
      if (!picked.length)
        throw badRequest(body.pull_request ? storyMessages.noPullCommits : storyMessages.noCommits);
      const wholes: CommitFacts[] = [];
      const skipped: { sha: string; reason: string }[] = [];
      const credits: string[] = [];
      for (const c of picked) {
        const whole = await wholeCommit(userId, { ...c, repository: project.repositoryName });
        const said = controlsOfCommit(whole);
        credits.push(...said.credits.map((h) => `@${h}`));
        if (said.level?.word === 'skip')
          skipped.push({ sha: whole.sha, reason: `${said.level.because} leaves it out` });
        else wholes.push(whole);
      }
      const voice = await readProjectVoice(db, projectId);
      const style = {
        projectName: project.name,
        projectUrl: projects.pageUrl(project),
        ...(body.tone ? { tone: body.tone } : {}),
        voice,
      };
      // GitHub's answers are cached: asked again below for the commits the story tells.
      const { xHandles } = await creditsOf(userId, project.repositoryName, wholes);
      const story = await composeStory(deps.ai, wholes.map(withoutCommitControls), {
        ...style,
        extraCredits: credits,
        xHandles,
      });
      if (!story) throw notWorthSharing(storyMessages.nothingToTell);
      const told = story.told.map((sha) => wholes.find((w) => w.sha === sha)!);
      const { contributors } = await creditsOf(userId, project.repositoryName, told);
      const target = body.target ?? 'x';
      // A Mastodon post fits the instance the user connected, as it will when they post it there.
      const limit = target === 'mastodon' ? await seams.mastodonLimitOf(userId) : undefined;
      const { update, post } = await keepStory(userId, project, story, told, {
        style,
        contributors,
        why: 'story',
        target,
        limit,
      });
      const thread = storyPostFor(story, target, limit);
      return { update, post, thread, left_out: [...skipped, ...story.leftOut] };
    },
  };
}

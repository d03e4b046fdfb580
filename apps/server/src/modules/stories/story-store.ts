import {
  MAX_UPDATE_CONTENT_LENGTH,
  MAX_UPDATE_TITLE_LENGTH,
  updateBodySchema,
  type Post,
  type PostTarget,
  type ProjectVoice,
  type Update,
  type UpdateContributor,
  type WritingTone,
} from '@shiplog/contract';
import type { AppDeps } from '../../deps';
import { composedTargetOf, storyPostFor, toneOf, type CommitFacts } from '../../integrations/ai';
import type { Story } from '../../integrations/ai/compose/story/compose-story';
import { cutAt } from '../../integrations/ai/write-text';
import { holdsForReview, readReviewRule } from '../../domain/review-rule';
import { applyLevel } from '../../domain/shiplog-controls';
import { atLeast } from '../../domain/significance';
import { commitSources } from '../../domain/update-sources';
import { createUpdatesService } from '../updates/updates.service';
import { controlsOfCommit } from '../posts/commit-controls';
import { scoreOf } from '../posts/generation-rules';
import type { PostProject } from '../posts/post-projects';
import { createPostsService } from '../posts/posts.service';

export interface StoryStyle {
  projectName: string;
  projectUrl?: string | undefined;
  tone?: WritingTone;
  voice: ProjectVoice | undefined;
}

/**
 * A written story kept as one update and one X post: the update follows the project's review
 * rule by its most significant commit (the reason names it), with the commits it tells of as
 * its sources and who made them; the post is the X thread, or the LinkedIn or Discord post.
 */
export function createStoryStore(deps: AppDeps) {
  const updatesService = createUpdatesService(deps);
  const postsService = createPostsService(deps);

  return async function keepStory(
    userId: string,
    project: PostProject,
    story: Story,
    told: CommitFacts[],
    {
      style,
      contributors,
      why,
      target = 'x',
      limit,
    }: {
      style: StoryStyle;
      contributors: UpdateContributor[];
      why: string;
      target?: PostTarget;
      /** A derived network's limit, when not its own (the user's Mastodon instance's). */
      limit?: number | undefined;
    },
  ): Promise<{ update: Update; post: Post }> {
    const judged = told
      .map((c) => applyLevel(scoreOf(c), controlsOfCommit(c).level))
      .flatMap((s) => ('skip' in s ? [] : [s]))
      .reduce((a, b) =>
        atLeast(b.significance, a.significance) && b.significance !== a.significance ? b : a,
      );
    const lead = told[0]!;
    const rule = await readReviewRule(deps.database.db, project.id);
    const input = updateBodySchema.parse({
      status: holdsForReview(rule, judged.significance) ? 'draft' : 'published',
      type: 'commit',
      title: cutAt(story.title, MAX_UPDATE_TITLE_LENGTH),
      content: cutAt(story.content, MAX_UPDATE_CONTENT_LENGTH),
      commit_hash: lead.sha,
      commit_message: cutAt(lead.message, MAX_UPDATE_CONTENT_LENGTH),
      is_major_update: judged.significance === 'major',
    });
    const update = await updatesService.create(project.id, userId, input, {
      decision: {
        significance: judged.significance,
        reason: `${why} of ${told.length} commits, the most significant: ${judged.reasons.join('; ')}`,
      },
      sources: commitSources(deps.config.GITHUB_URL, project.repositoryName, told),
      contributors,
    });
    const post = await postsService.store({
      userId,
      projectId: project.id,
      commitId: null,
      commitSha: null,
      repositoryName: project.repositoryName,
      content: storyPostFor(story, target, limit).join('\n\n'),
      writer: deps.ai.provider === 'builtin' ? 'builtin' : deps.ai.provider,
      tone: toneOf({ kind: 'post', commits: [], target: composedTargetOf(target), ...style }),
      target,
    });
    return { update, post };
  };
}

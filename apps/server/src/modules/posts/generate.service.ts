import type { z } from 'zod';
import {
  MAX_POST_LENGTH,
  type generateFromCommitBodySchema,
  type generatePostBodySchema,
  type Post,
  type PostTarget,
} from '@shiplog/contract';
import type { AppDeps } from '../../deps';
import {
  composedTargetOf,
  toneOf,
  writeForTarget,
  type CommitFacts,
  type WriteRequest,
  type WritingTone,
} from '../../integrations/ai';
import type { GithubClient } from '../../integrations/github';
import type { FeatureContext } from '../feature-context';
import type { PostProject } from './post-projects';
import { createPostsService } from './posts.service';
import { createWritingInputs } from './writing-inputs';
import { readProjectVoice } from '../../domain/project-voice';
import { generationOf, notWorthSharing, repoShortName, type Generation } from './generation-rules';
import { controlsOfCommit, withoutCommitControls } from './commit-controls';

type FromCommitInput = z.output<typeof generateFromCommitBodySchema>;
type ForProjectInput = z.output<typeof generatePostBodySchema>;

/** Turns a commit into a post with the AI writer; nothing is stored unless it wrote. */
export function createGenerateService(
  deps: AppDeps,
  github: GithubClient,
  seams: Pick<FeatureContext, 'mastodonLimitOf'>,
) {
  const { ai } = deps;
  const { commitsService, projects, recent, wholeCommit } = createWritingInputs(deps, github);
  const postsService = createPostsService(deps);

  /** Writes the post and stores it with its commit and project. */
  async function generatePost(
    userId: string,
    project: PostProject | null,
    commit: CommitFacts & { id: string | null },
    style: { tone?: WritingTone | undefined; target: PostTarget; post_id?: string | undefined } & Generation,
  ): Promise<Post> {
    const { id: commitId, ...given } = commit;
    // Regenerate: the post it writes again must be the user's own (before the writer is asked).
    // Without one named, the commit's post for this network, if any, is written again: one
    // commit has one post per network, its earlier wordings kept as history.
    const regenerated = style.post_id
      ? await postsService.find(userId, style.post_id)
      : await postsService.findFor(userId, {
          commitSha: given.sha,
          repositoryName: given.repository,
          target: style.target,
          projectId: project?.id ?? null,
        });
    const whole = await wholeCommit(userId, given);
    const skip = controlsOfCommit(whole).level;
    if (skip?.word === 'skip' && !style.force) throw notWorthSharing(`${skip.because} leaves it out`);
    const facts = withoutCommitControls(whole);
    const request: WriteRequest = {
      kind: 'post',
      projectName: project?.name ?? repoShortName(facts.repository),
      projectUrl: projects.pageUrl(project),
      commits: [facts],
      ...(style.tone ? { tone: style.tone } : {}),
      target: composedTargetOf(style.target),
      ...generationOf(style),
      recentTexts: await recent.posts(userId, project?.id ?? null),
      ...(project ? { voice: await readProjectVoice(deps.database.db, project.id) } : {}),
    };
    // A Mastodon post fits the instance the user connected, as it will when they post it there.
    const limit = style.target === 'mastodon' ? await seams.mastodonLimitOf(userId) : undefined;
    const written = await writeForTarget(ai, request, style.target, MAX_POST_LENGTH, limit);
    if (written.declined) throw notWorthSharing(written.reason);
    const how = {
      content: written.content,
      writer: written.writer,
      tone: toneOf(request),
      target: style.target,
    };
    if (regenerated) return postsService.rewrite(userId, regenerated.id, how);
    return postsService.store({
      userId,
      projectId: project?.id ?? null,
      commitId,
      commitSha: facts.sha,
      repositoryName: facts.repository,
      content: written.content,
      writer: written.writer,
      tone: toneOf(request),
      target: style.target,
    });
  }

  return {
    /** POST /api/posts/generate: from one of the user's stored commits (someone else's is 404). */
    async fromCommit(userId: string, body: FromCommitInput): Promise<Post> {
      const commit = await commitsService.find(userId, body.commit_id);
      const project = await projects.ofCommit(userId, commit);
      const facts = {
        id: commit.id,
        sha: commit.sha,
        message: commit.message,
        author: commit.authorName || undefined,
        repository: commit.repositoryName,
      };
      return generatePost(userId, project, facts, body);
    },

    /** POST /api/ai/generate-post: the commit facts come from the body, the repository from the project. */
    async forProject(userId: string, body: ForProjectInput): Promise<Post> {
      const project = await projects.owned(body.project_id, userId);
      const stored = await commitsService.findBySha(userId, project.repositoryName, body.commit_sha);
      const facts = {
        id: stored?.id ?? null,
        sha: stored?.sha ?? body.commit_sha,
        message: body.commit_message,
        author: body.author || undefined,
        repository: project.repositoryName,
      };
      return generatePost(userId, project, facts, body);
    },
  };
}

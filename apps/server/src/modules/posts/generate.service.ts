import type { z } from 'zod';
import {
  MAX_POST_LENGTH,
  MAX_UPDATE_CONTENT_LENGTH,
  MAX_UPDATE_TITLE_LENGTH,
  updateBodySchema,
  type generateFromCommitBodySchema,
  type generatePostBodySchema,
  type generateUpdateBodySchema,
  type Post,
  type Update,
} from '@shiplog/contract';
import type { AppDeps } from '../../deps';
import type { CommitFacts, PostTarget, WritingTone } from '../../integrations/ai';
import type { GithubClient } from '../../integrations/github';
import { createUpdatesService } from '../updates/updates.service';
import { createCommitsService } from './commits.service';
import { createPostProjects, type PostProject } from './post-projects';
import { createPostsService } from './posts.service';
import { cutAt, writeText } from '../../integrations/ai/write-text';
import { AppError } from '../../lib/app-error';

type FromCommitInput = z.output<typeof generateFromCommitBodySchema>;
type ForProjectInput = z.output<typeof generatePostBodySchema>;
type UpdateInput = z.output<typeof generateUpdateBodySchema>;

/** Updates are read on the project page: the long-form target suits them. */
const UPDATE_TARGET: PostTarget = 'linkedin';

const repoShortName = (fullName: string) => fullName.split('/').pop() ?? fullName;
const firstLine = (message: string) => message.trim().split('\n')[0]!.trim();

/** Turns commits into posts and updates with the AI writer; nothing is stored unless it wrote. */
export function createGenerateService(deps: AppDeps, github: GithubClient) {
  const { ai } = deps;
  const commitsService = createCommitsService(deps, github);
  const postsService = createPostsService(deps);
  const updatesService = createUpdatesService(deps);
  const projects = createPostProjects(deps.database.db, deps.config.PUBLIC_URL);

  /** Writes the post and stores it with its commit and project. */
  async function generatePost(
    userId: string,
    project: PostProject | null,
    commit: CommitFacts & { id: string | null },
    style: { tone: WritingTone; target: PostTarget },
  ): Promise<Post> {
    const { id: commitId, ...facts } = commit;
    const written = await writeText(
      ai,
      {
        kind: 'post',
        projectName: project?.name ?? repoShortName(facts.repository),
        projectUrl: projects.pageUrl(project),
        commits: [facts],
        tone: style.tone,
        target: style.target,
      },
      MAX_POST_LENGTH,
    );
    // The contract has no 422 code yet: a declined commit answers 400 with the writer's reason.
    if (written.declined) throw new AppError('BAD_REQUEST', written.reason);
    return postsService.store({
      userId,
      projectId: project?.id ?? null,
      commitId,
      commitSha: facts.sha,
      repositoryName: facts.repository,
      content: written.content,
      writer: written.writer,
      tone: style.tone,
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

    /** POST /api/projects/{id}/updates/generate: a commit update, created by the updates module's rules. */
    async update(userId: string, projectId: string, body: UpdateInput): Promise<Update> {
      const project = await projects.owned(projectId, userId);
      const commit = await commitsService.resolve(userId, project.repositoryName, body.commit_sha);
      const written = await writeText(
        ai,
        {
          kind: 'update',
          projectName: project.name,
          projectUrl: projects.pageUrl(project),
          commits: [{ ...commit, author: commit.author || undefined, repository: project.repositoryName }],
          tone: body.tone,
          target: UPDATE_TARGET,
        },
        MAX_UPDATE_CONTENT_LENGTH,
      );
      if (written.declined) throw new AppError('BAD_REQUEST', written.reason);
      const title = body.custom_title || written.title || firstLine(commit.message);
      const input = updateBodySchema.parse({
        type: 'commit',
        title: cutAt(title, MAX_UPDATE_TITLE_LENGTH),
        content: written.content,
        commit_hash: commit.sha,
        commit_message: cutAt(commit.message, MAX_UPDATE_CONTENT_LENGTH),
      });
      return updatesService.create(projectId, userId, input);
    },
  };
}

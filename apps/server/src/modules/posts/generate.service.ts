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
import {
  toneOf,
  type CommitFacts,
  type PostTarget,
  type WriteRequest,
  type WritingTone,
} from '../../integrations/ai';
import type { GithubClient } from '../../integrations/github';
import { findAnnouncement, isOut, rewriteAnnouncement, updateExists } from '../updates/commit-announcement';
import { toUpdate } from '../updates/update-query';
import { createUpdatesService } from '../updates/updates.service';
import { createCommitsService } from './commits.service';
import { createWholeCommit } from './whole-commit';
import { createContributors } from './contributors';
import { createPostProjects, type PostProject } from './post-projects';
import { createPostsService } from './posts.service';
import { createRecentTexts } from './recent-texts';
import { cutAt, writeText } from '../../integrations/ai/write-text';
import { holdsForReview, readReviewRule } from '../auto-updates/review-rule';
import { readProjectVoice } from '../../domain/project-voice';
import {
  firstLine,
  generationOf,
  notWorthSharing,
  repoShortName,
  scoreOf,
  type Generation,
} from './generation-rules';
import { controlsOfCommit, withoutCommitControls } from './commit-controls';
import { applyLevel } from '../auto-updates/shiplog-controls';
import { writeWithChangelog } from '../../integrations/ai/changelog-sentences';
import { commitSources } from '../../domain/update-sources';

type FromCommitInput = z.output<typeof generateFromCommitBodySchema>;
type ForProjectInput = z.output<typeof generatePostBodySchema>;
type UpdateInput = z.output<typeof generateUpdateBodySchema>;

/** Updates are read on the project page: the long-form target suits them. */
const UPDATE_TARGET: PostTarget = 'linkedin';

/** Turns commits into posts and updates with the AI writer; nothing is stored unless it wrote. */
export function createGenerateService(deps: AppDeps, github: GithubClient) {
  const { ai } = deps;
  const commitsService = createCommitsService(deps, github);
  const postsService = createPostsService(deps);
  const updatesService = createUpdatesService(deps);
  const projects = createPostProjects(deps.database.db, deps.config.PUBLIC_URL);
  const recent = createRecentTexts(deps.database.db);

  const wholeCommit = createWholeCommit(deps, github);
  const creditsOf = createContributors(deps, github);

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
      target: style.target,
      ...generationOf(style),
      recentTexts: await recent.posts(userId, project?.id ?? null),
      ...(project ? { voice: await readProjectVoice(deps.database.db, project.id) } : {}),
    };
    const written = await writeText(ai, request, MAX_POST_LENGTH);
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

    /**
     * POST /api/projects/{id}/updates/generate: a commit update, created by the updates module's
     * rules. One commit, one update: when the commit already has one, 409 UPDATE_EXISTS names it
     * (before anything is written), unless `replace` writes that draft or scheduled one again or
     * `force` adds another.
     */
    async update(userId: string, projectId: string, body: UpdateInput): Promise<Update> {
      const project = await projects.owned(projectId, userId);
      const resolved = await commitsService.resolve(userId, project.repositoryName, body.commit_sha);
      const existing = await findAnnouncement(deps.database.db, projectId, [resolved.sha]);
      const replacing = existing && body.replace && !isOut(existing) ? existing : null;
      if (existing && !replacing && !body.force)
        throw updateExists(existing, project, deps.config.PUBLIC_URL);
      const whole = await wholeCommit(userId, {
        ...resolved,
        author: resolved.author || undefined,
        repository: project.repositoryName,
      });
      // `Shiplog:` lines and `shiplog:` labels override the rules; "Write anyway" overrides a skip.
      const said = controlsOfCommit(whole);
      const judged = applyLevel(scoreOf(whole), said.level);
      if ('skip' in judged && !body.force) throw notWorthSharing(judged.skip);
      const scored = 'skip' in judged ? scoreOf(whole) : judged;
      const commit = withoutCommitControls(whole);
      const changelogs = said.changelog ? [{ sha: commit.sha, sentence: said.changelog }] : [];
      const written = body.content
        ? { declined: false as const, title: '', content: body.content, writer: 'owner' }
        : await writeWithChangelog(
            ai,
            {
              kind: 'update',
              projectName: project.name,
              projectUrl: projects.pageUrl(project),
              commits: [commit],
              ...(body.tone ? { tone: body.tone } : {}),
              target: UPDATE_TARGET,
              ...generationOf(body),
              recentTexts: await recent.updates(projectId),
              voice: await readProjectVoice(deps.database.db, projectId),
            },
            changelogs,
            MAX_UPDATE_CONTENT_LENGTH,
          );
      if (written.declined) throw notWorthSharing(written.reason);
      const title = cutAt(
        body.custom_title || written.title || firstLine(commit.message),
        MAX_UPDATE_TITLE_LENGTH,
      );
      if (replacing) {
        const row = await rewriteAnnouncement(deps.database.db, replacing, {
          title,
          content: written.content,
        });
        deps.afterProjectWrite(projectId);
        return toUpdate(row, { owner: true });
      }
      const rule = await readReviewRule(deps.database.db, projectId);
      const input = updateBodySchema.parse({
        status: holdsForReview(rule, scored.significance) ? 'draft' : 'published',
        type: 'commit',
        title,
        content: written.content,
        commit_hash: commit.sha,
        commit_message: cutAt(whole.message, MAX_UPDATE_CONTENT_LENGTH),
        is_major_update: scored.significance === 'major',
      });
      return updatesService.create(projectId, userId, input, {
        announces: existing ? null : commit.sha.toLowerCase(),
        decision: { significance: scored.significance, reason: scored.reasons.join('; ') },
        sources: commitSources(deps.config.GITHUB_URL, project.repositoryName, [whole]),
        contributors: (await creditsOf(userId, project.repositoryName, [whole])).contributors,
      });
    },
  };
}

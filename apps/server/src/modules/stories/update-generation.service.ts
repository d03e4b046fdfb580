import type { z } from 'zod';
import {
  MAX_UPDATE_CONTENT_LENGTH,
  MAX_UPDATE_TITLE_LENGTH,
  updateBodySchema,
  type generateUpdateBodySchema,
  type Update,
} from '@shiplog/contract';
import type { AppDeps } from '../../deps';
import type { PostTarget } from '../../integrations/ai';
import { writeWithChangelog } from '../../integrations/ai/changelog-sentences';
import { cutAt } from '../../integrations/ai/write-text';
import type { GithubClient } from '../../integrations/github';
import { readProjectVoice } from '../../domain/project-voice';
import { holdsForReview, readReviewRule } from '../../domain/review-rule';
import { applyLevel } from '../../domain/shiplog-controls';
import { commitSources } from '../../domain/update-sources';
import { controlsOfCommit, withoutCommitControls } from '../posts/commit-controls';
import { createContributors } from '../posts/contributors';
import { firstLine, generationOf, notWorthSharing, scoreOf } from '../posts/generation-rules';
import { createWritingInputs } from '../posts/writing-inputs';
import { findAnnouncement, isOut, rewriteAnnouncement, updateExists } from '../updates/commit-announcement';
import { toUpdate } from '../updates/update-query';
import { createUpdatesService } from '../updates/updates.service';

type UpdateInput = z.output<typeof generateUpdateBodySchema>;

/** Updates are read on the project page: the long-form target suits them. */
const UPDATE_TARGET: PostTarget = 'linkedin';

/** A commit update written by the AI writer from one commit; nothing is stored unless it wrote. */
export function createUpdateGenerationService(deps: AppDeps, github: GithubClient) {
  const { ai } = deps;
  const { commitsService, projects, recent, wholeCommit } = createWritingInputs(deps, github);
  const updatesService = createUpdatesService(deps);
  const creditsOf = createContributors(deps, github);

  /**
   * POST /api/projects/{id}/updates/generate: a commit update, created by the updates module's
   * rules. One commit, one update: when the commit already has one, 409 UPDATE_EXISTS names it
   * (before anything is written), unless `replace` writes that draft or scheduled one again or
   * `force` adds another.
   */
  async function update(userId: string, projectId: string, body: UpdateInput): Promise<Update> {
    const project = await projects.owned(projectId, userId);
    const resolved = await commitsService.resolve(userId, project.repositoryName, body.commit_sha);
    const existing = await findAnnouncement(deps.database.db, projectId, [resolved.sha]);
    const replacing = existing && body.replace && !isOut(existing) ? existing : null;
    if (existing && !replacing && !body.force) throw updateExists(existing, project, deps.config.PUBLIC_URL);
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
  }

  return { update };
}

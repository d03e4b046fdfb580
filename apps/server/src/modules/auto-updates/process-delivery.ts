import { candidateContributors } from './auto-update-contributors';
import type { AppDeps } from '../../deps';
import { kickUpdateNotifications } from '../../queue/notification-kicks';
import { composeUpdate, shasOf } from './auto-update-content';
import { collectsForStory, filteredOut } from './auto-update-filters';
import { collectForStory } from './story-collection';
import { readAutoUpdateSettings } from './auto-update-settings.service';
import { readDelivery } from './candidate';
import { sourcesOf } from './auto-update-sources';
import {
  findUpdateOfCommit,
  findUpdateOfRelease,
  releaseIdOf,
  insertAutoUpdate,
  loadDelivery,
  recordResult,
  type StoredDelivery,
} from './delivery-store';
import { describeScore, scoreSignificance } from '../../domain/significance';
import { holdsForReview, reviewRuleWords } from '../../domain/review-rule';
import { readProjectVoice } from '../../domain/project-voice';
import { applyLevel } from '../../domain/shiplog-controls';

export interface ProcessOptions {
  /** The queue will not try again: a failure now is recorded as the delivery's result. */
  lastTry: boolean;
}

const alreadyReleased = 'this release already has its update (delivered again, or published again)';
const alreadyTold =
  'this commit already has its update (a merged pull request arrives as the merge and as its push)';

/** Short and free of internals: what the owner reads as the delivery's error. */
const failureDetail = (error: unknown) =>
  `could not write the update: ${error instanceof Error ? error.message : String(error)}`.slice(0, 500);

/**
 * Turns one stored delivery into an automatic update, or records why not: reads the payload
 * into a candidate, scores its significance, applies the project's settings, writes the
 * update and lets subscribers hear of it. A delivery already decided is left alone, and its
 * update exists once however many workers run it. Writer failures reject (the queue retries);
 * on the last try the delivery is marked failed.
 */
export async function processDelivery(
  deps: AppDeps,
  deliveryId: string,
  { lastTry }: ProcessOptions,
): Promise<void> {
  const db = deps.database.db;
  const delivery = await loadDelivery(db, deliveryId);
  if (!delivery) {
    deps.logger.info({ deliveryId }, 'webhook delivery is gone (pruned, or its project deleted)');
    return;
  }
  if (delivery.result !== 'queued') return;
  try {
    await decide(deps, delivery);
  } catch (err) {
    if (!lastTry) throw err;
    await recordResult(db, delivery.id, 'failed', failureDetail(err));
    throw err;
  }
}

async function decide(deps: AppDeps, delivery: StoredDelivery): Promise<void> {
  const db = deps.database.db;
  const reading = readDelivery(delivery.event, delivery.payload);
  if ('invalid' in reading) return recordResult(db, delivery.id, 'failed', reading.invalid);
  if ('skip' in reading) return recordResult(db, delivery.id, 'skipped', reading.skip);

  const { candidate } = reading;
  // A `Shiplog:` trailer or line, or a `shiplog:` label, overrides the rules (and says so).
  const scored = applyLevel(
    scoreSignificance(candidate.facts),
    candidate.source === 'release' ? null : candidate.controls.level,
  );
  if ('skip' in scored) return recordResult(db, delivery.id, 'skipped', scored.skip);
  const settings = await readAutoUpdateSettings(db, delivery.projectId);
  const skipped = filteredOut(settings, candidate.source, scored.significance);
  if (
    skipped &&
    candidate.source !== 'release' &&
    collectsForStory(settings, candidate.source, scored.significance)
  ) {
    await collectForStory(db, delivery.projectId, candidate);
    return recordResult(
      db,
      delivery.id,
      'skipped',
      `${skipped}: kept for the weekly story (${describeScore(scored)})`,
    );
  }
  if (skipped) return recordResult(db, delivery.id, 'skipped', `${skipped} (${describeScore(scored)})`);

  const told = await findUpdateOfCommit(db, delivery, shasOf(candidate));
  if (told) return recordResult(db, delivery.id, 'skipped', alreadyTold, told);
  const released = await findUpdateOfRelease(db, delivery, releaseIdOf(candidate));
  if (released) return recordResult(db, delivery.id, 'skipped', alreadyReleased, released);

  const content = await composeUpdate(candidate, deps.ai, {
    projectName: delivery.projectName,
    tone: settings.tone,
    voice: await readProjectVoice(db, delivery.projectId),
  });
  if ('declined' in content)
    return recordResult(db, delivery.id, 'skipped', `nothing worth sharing: ${content.declined}`);
  // The project's rule decides whether it goes out now or waits in the owner's drafts.
  const isDraft = holdsForReview(delivery.reviewRule, scored.significance);
  const update = await insertAutoUpdate(deps, delivery, candidate, scored, content, {
    isDraft,
    sources: sourcesOf(candidate, deps.config.GITHUB_URL),
    contributors: candidateContributors(candidate, deps.config.GITHUB_URL),
  });
  if (!update.created && !update.sameDelivery)
    return recordResult(
      db,
      delivery.id,
      'skipped',
      releaseIdOf(candidate) ? alreadyReleased : alreadyTold,
      update.id,
    );
  const held = isDraft ? `, held as a draft for review (${reviewRuleWords(delivery.reviewRule)})` : '';
  const detail = `${scored.significance} ${candidate.source} passed the filters${held} (${describeScore(scored)})`;
  await recordResult(db, delivery.id, 'created', detail, update.id);
  if (update.created && !isDraft) await kickUpdateNotifications(deps);
}

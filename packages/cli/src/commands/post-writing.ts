import {
  postEndpoints,
  postTargetLabels,
  type GeneratePostBody,
  type Post,
  type PostTarget,
} from '@shiplog/contract';
import type { ApiClient } from '../api';

/** Writing may take the AI provider's 30 s and a retry. */
export const GENERATION_TIMEOUT_MS = 90_000;

/** 'X', 'X and Discord', 'X, LinkedIn and Discord' */
export function targetList(targets: readonly PostTarget[]): string {
  const labels = targets.map((target) => postTargetLabels[target]);
  return labels.length < 2 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}

/**
 * A post of the commit for each target, in their order. The first is written alone: when the
 * writer declines the commit it declines it for every target, so nothing more is asked; the
 * others are then written side by side.
 */
export async function writePosts(
  api: ApiClient,
  body: Omit<GeneratePostBody, 'target'>,
  targets: readonly PostTarget[],
): Promise<Post[]> {
  const write = async (target: PostTarget) =>
    (await api.call(postEndpoints.generateProjectPost, { body: { ...body, target } }, GENERATION_TIMEOUT_MS))
      .post;
  const [first, ...rest] = targets;
  if (!first) return [];
  const head = await write(first);
  return [head, ...(await Promise.all(rest.map(write)))];
}

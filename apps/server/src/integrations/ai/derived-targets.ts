import {
  BLUESKY_MAX_LENGTH,
  MASTODON_DEFAULT_MAX_LENGTH,
  blueskyLength,
  linksOf,
  mastodonLength,
  type PostTarget as AnyTarget,
} from '@shiplog/contract';
import { fitTextKeepingLink } from './compose/fit-text';
import type { AiWriter, PostTarget, WriteRequest, WriterAnswer } from './types';
import { writeText } from './write-text';

/**
 * Networks the writer does not compose for: a post for each is the text of the target it
 * derives from, in plain text and fitted to the network's limit as the network counts it
 * (whole sentences where they fit, its link kept at the end). Bluesky takes X's short post
 * (300 graphemes, links at their full length); Mastodon takes Discord's fuller one (500
 * characters, or the limit of the instance the user connected; every link 23).
 */
export const derivedTargets = {
  bluesky: { from: 'x', limit: BLUESKY_MAX_LENGTH, measure: blueskyLength },
  mastodon: { from: 'discord', limit: MASTODON_DEFAULT_MAX_LENGTH, measure: mastodonLength },
} as const satisfies Record<
  Exclude<AnyTarget, PostTarget>,
  { from: PostTarget; limit: number; measure: (text: string) => number }
>;

export type DerivedTarget = keyof typeof derivedTargets;

export const isDerivedTarget = (target: AnyTarget): target is DerivedTarget => target in derivedTargets;

/** The target the writer composes a post for `target` as. */
export const composedTargetOf = (target: AnyTarget): PostTarget =>
  isDerivedTarget(target) ? derivedTargets[target].from : target;

/** Markdown as a network that shows plain text reads it: no bold marks, bullets for dashes, bare links. */
function plainOf(text: string): string {
  return text
    .replace(/\*\*(.+?)\*\*/g, '$1')
    .replace(/^- /gm, '• ')
    .replace(/<(https?:\/\/[^\s>]+)>/g, '$1');
}

/** A text composed for another target as a post for `target`, within `limit` (the network's by default). */
export function fitForTarget(
  target: DerivedTarget,
  text: string,
  limit: number = derivedTargets[target].limit,
) {
  const plain = plainOf(text.trim());
  return fitTextKeepingLink(plain, limit, derivedTargets[target].measure, linksOf(plain).at(-1));
}

/**
 * `writeText` for any target a post may have: the writer is asked for `request` (composed for
 * `composedTargetOf(target)`), and a derived target's post is fitted from its answer, within
 * `limit` when given (the user's Mastodon instance's), else the network's.
 */
export async function writeForTarget(
  ai: AiWriter,
  request: WriteRequest,
  target: AnyTarget,
  maxLength: number,
  limit?: number,
): Promise<WriterAnswer> {
  const written = await writeText(ai, { ...request, target: composedTargetOf(target) }, maxLength);
  if (written.declined || !isDerivedTarget(target)) return written;
  return { ...written, content: fitForTarget(target, written.content, limit) };
}

/**
 * A story's post for `target`: X's thread in parts, the others one post (derived ones from
 * Discord's, within `limit` when given, else the network's).
 */
export function storyPostFor(
  story: { thread: string[]; posts: Record<Exclude<PostTarget, 'x'>, string> },
  target: AnyTarget,
  limit?: number,
): string[] {
  if (target === 'x') return story.thread;
  if (isDerivedTarget(target)) return [fitForTarget(target, story.posts.discord, limit)];
  return [story.posts[target]];
}

/**
 * The AI writer: turns commit facts into a social post or a project update. One interface,
 * chosen by AI_PROVIDER: `builtin` (deterministic, no network, the default),
 * `openai`, `anthropic`, `openai-compatible` (through the Vercel AI SDK).
 *
 * The built-in writer is a pipeline of stages, each a folder importing only the ones before it:
 *   clean/       the commit without noise, and whether it is worth sharing at all
 *   understand/  what it says, read with an NLP library: the change, its scope, its details
 *   compose/     the text for a target (X, LinkedIn, Discord, an update) in a tone and voice
 *   check/       the rubric a text must pass before it is returned (frames, counts, noise…)
 * builtin-writer.ts runs them; sdk/ gives a provider the cleaned facts and checks its answer.
 */
export type * from './types';
export { createAiWriter, type CreateAiWriterOptions } from './create-writer';
export { toneOf } from './compose/voice/tone';
export { composedTargetOf, storyPostFor, writeForTarget } from './derived-targets';
export { botNames } from './clean/word-lists';
export {
  cleanCommit,
  notWorthSharing,
  type CleanCommit,
  type CommitType,
  type SkipDecision,
  type SkipKind,
} from './clean/clean-commit';
export { X_MAX_LENGTH, X_URL_LENGTH, xLength } from '@shiplog/contract';

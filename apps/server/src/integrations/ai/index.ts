/**
 * The AI writer: turns commit facts into a social post or a project update. One interface,
 * chosen by AI_PROVIDER (DESIGN §4): `builtin` (deterministic, no network, the default),
 * `openai`, `anthropic`, `openai-compatible` (through the Vercel AI SDK).
 */

export type PostTarget = 'x' | 'linkedin' | 'discord';
export type WritingTone = 'technical' | 'professional' | 'casual';

export interface ChangedFile {
  filename: string;
  additions?: number;
  deletions?: number;
}

/** What a commit says about itself; the writer states nothing beyond these facts. */
export interface CommitFacts {
  sha: string;
  message: string;
  author?: string;
  /** owner/repo */
  repository: string;
  files?: ChangedFile[];
  additions?: number;
  deletions?: number;
}

export interface WriteRequest {
  /** A social post, or the body (and title) of a project update. */
  kind: 'post' | 'update';
  projectName: string;
  /** The project's public page, linked from posts (counts 23 characters on X). */
  projectUrl?: string;
  /** One commit, or several (a push summarised as one update). */
  commits: CommitFacts[];
  tone: WritingTone;
  target: PostTarget;
}

export interface WrittenText {
  /** For updates: a short title. */
  title: string;
  content: string;
  /** Who wrote it: 'builtin', or '<provider>:<model>'; the UI labels built-in posts. */
  writer: string;
}

export interface AiWriter {
  /** 'builtin', 'openai', 'anthropic' or 'openai-compatible'. */
  readonly provider: string;
  /** Rejects with an AppError (502/503/504-ish) when the provider fails; never returns half a text. */
  write(request: WriteRequest): Promise<WrittenText>;
}

export { createAiWriter, type CreateAiWriterOptions } from './create-writer';
export { X_MAX_LENGTH, X_URL_LENGTH, xLength } from '@shiplog/contract';

import type { ProjectVoice } from '@shiplog/contract';

/**
 * The AI writer: turns commit facts into a social post or a project update. One interface,
 * chosen by AI_PROVIDER: `builtin` (deterministic, no network, the default),
 * `openai`, `anthropic`, `openai-compatible` (through the Vercel AI SDK).
 */

export type PostTarget = 'x' | 'linkedin' | 'discord';
export type WritingTone = 'technical' | 'professional' | 'casual';

export interface ChangedFile {
  filename: string;
  additions?: number;
  deletions?: number;
}

/** The pull request a merge (or squash merge) commit came from. */
export interface PullRequestFacts {
  number: number;
  title: string;
  body?: string;
  /** Its labels' names (read for `shiplog:` labels; the writer does not use them). */
  labels?: string[];
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
  /** For merges and squash merges: the pull request's title and description. */
  pullRequest?: PullRequestFacts;
}

export interface WriteRequest {
  /** A social post, or the body (and title) of a project update. */
  kind: 'post' | 'update';
  projectName: string;
  /** The project's public page, linked from posts (counts 23 characters on X). */
  projectUrl?: string;
  /** One commit, or several (a push summarised as one update). */
  commits: CommitFacts[];
  /** How it should sound; without it, the project's default tone (`voice.tone`), else professional. */
  tone?: WritingTone;
  target: PostTarget;
  /** "Write anyway": write even when the writer would decline. */
  force?: boolean;
  /** Regenerate: a different variant for each number (0 = first). */
  variant?: number;
  /** The project's recent posts/updates, so openers and closers are not repeated. */
  recentTexts?: string[];
  /**
   * The project's voice (project settings → Voice): its default tone, phrases the text never
   * holds, the hashtags (posts for X and LinkedIn) and sign-off added to it, and the owner's
   * example posts, imitated for their style and never used as facts.
   */
  voice?: ProjectVoice;
}

/** Where a text's facts come from: a pull request or issue of the repository. */
export interface Source {
  label: string;
  url: string;
}

export interface WrittenText {
  declined?: false;
  /** For updates: a short title. */
  title: string;
  content: string;
  /** Who wrote it: 'builtin', or '<provider>:<model>'; the UI labels built-in posts. */
  writer: string;
  /** The pull requests and issues the commits name (links, never in the text of a post). */
  sources?: Source[];
  /** Co-authors of the commits. */
  credits?: string[];
}

/** The writer found nothing worth sharing, and says why. */
export interface DeclinedText {
  declined: true;
  /** Why, in words for the person who asked ("A work-in-progress commit with no description…"). */
  reason: string;
  writer: string;
  /** Never set: lets `answer.content` be read before checking `declined`. */
  title?: undefined;
  content?: undefined;
}

export type WriterAnswer = WrittenText | DeclinedText;

export interface AiWriter {
  /** 'builtin', 'openai', 'anthropic' or 'openai-compatible'. */
  readonly provider: string;
  /**
   * A text, or a decline when the commits have nothing worth sharing (unless `force`). Rejects
   * with an AppError (502/503/504-ish) when the provider fails; never returns half a text.
   */
  write(request: WriteRequest): Promise<WriterAnswer>;
}

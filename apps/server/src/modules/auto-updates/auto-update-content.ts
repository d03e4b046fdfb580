import {
  MAX_UPDATE_CONTENT_LENGTH,
  MAX_UPDATE_TITLE_LENGTH,
  type AutoUpdateTone,
  type ProjectVoice,
} from '@shiplog/contract';
import type { AiWriter } from '../../integrations/ai';
import { cutAt } from '../../integrations/ai/write-text';
import { writeWithChangelog } from '../../integrations/ai/changelog-sentences';
import type { Candidate } from './candidate';
import { plainReleaseNotes } from './release-notes';

/** The columns of an automatic update that depend on what it is about. */
export interface UpdateContent {
  type: 'commit' | 'release';
  title: string;
  content: string;
  commitSha: string | null;
  /** The message of `commitSha` itself, so every chip pairs a sha with its own message. */
  commitMessage: string | null;
  /** A push of several commits: each sha with its own first line, oldest first. */
  commits: { sha: string; message: string }[] | null;
}

const firstLine = (message: string) => message.trim().split('\n')[0]!.trim();
const SHA = /^[0-9a-f]{7,40}$/i;

/**
 * Pushes and merges are written by the AI writer in the chosen tone and the project's voice (a
 * push of several commits as one update about all of them); releases keep GitHub's name and
 * notes, as plain text (the owner's own words, so the voice does not touch them). Rejects when the writer fails, so the delivery is tried again; answers `{ declined }`
 * with the writer's reason when the change has nothing worth sharing.
 */
export async function composeUpdate(
  candidate: Candidate,
  ai: AiWriter,
  style: { projectName: string; tone: AutoUpdateTone; voice?: ProjectVoice },
): Promise<UpdateContent | { declined: string }> {
  if (candidate.source === 'release') {
    return {
      type: 'release',
      title: cutAt(candidate.title, MAX_UPDATE_TITLE_LENGTH),
      content: plainReleaseNotes(candidate.notes),
      commitSha: null,
      commitMessage: null,
      commits: null,
    };
  }
  const { commits } = candidate;
  const written = await writeWithChangelog(
    ai,
    {
      kind: 'update',
      projectName: style.projectName,
      commits,
      tone: style.tone,
      target: 'linkedin',
      ...(style.voice ? { voice: style.voice } : {}),
    },
    candidate.controls.changelogs,
    MAX_UPDATE_CONTENT_LENGTH,
  );
  if (written.declined) return { declined: written.reason };
  const head = commits[commits.length - 1]!;
  const commitSha = headCommit(candidate);
  const several = candidate.source === 'push' && commits.length > 1;
  const title = written.title || candidate.title || firstLine(head.message);
  return {
    type: 'commit',
    title: cutAt(title, MAX_UPDATE_TITLE_LENGTH),
    content: written.content,
    commitSha,
    commitMessage: cutAt(head.message.trim(), MAX_UPDATE_CONTENT_LENGTH),
    commits: several
      ? shasOf(candidate).map((sha, i) => ({ sha, message: firstLine(commits[i]!.message) }))
      : null,
  };
}

/** Every commit a push or merge update tells of (lowercase), oldest first; none for a release. */
export function shasOf(candidate: Candidate): string[] {
  if (candidate.source === 'release') return [];
  return candidate.commits.map((c) => c.sha.toLowerCase());
}

/** The commit a push or merge update is about (the push's last commit, the merge commit). */
export function headCommit(candidate: Candidate): string | null {
  if (candidate.source === 'release') return null;
  const head = candidate.commits[candidate.commits.length - 1];
  return head && SHA.test(head.sha) ? head.sha.toLowerCase() : null;
}

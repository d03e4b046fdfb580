import type { PostTarget } from '../index';
import type { ToneTemplates } from '../texts';
import type { ParsedCommit } from './parse-commit';
import { capitalize, countedFiles, countedLines, fill, firstSentence, listNames, pick } from './phrasing';

/** The sentences a post about one commit can be made of; layouts choose and order them. */
export interface PostParts {
  opener: string;
  core: string;
  breakingNote?: string;
  pullRequest?: string;
  bodyLead?: string;
  files?: string;
  lines?: string;
  reference?: string;
  closer?: string;
  linkLine?: string;
  url?: string;
  hashtags?: string;
  paragraphs: string[];
}

export interface PartsInput {
  commit: ParsedCommit;
  tone: ToneTemplates;
  projectName: string;
  projectUrl?: string;
  target: PostTarget;
}

const sentence = (text: string) => (/[.!?…:)”"]$/.test(text) ? text : `${text}.`);
const code = (text: string, target: PostTarget) => (target === 'discord' ? `\`${text}\`` : text);

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\d][\p{L}\d._-]+/gu) ?? [];

/** A body sentence that mostly repeats the subject ("Bumps vite from 5.0 to 5.1.") adds nothing. */
function repeats(sentence: string, subject: string): boolean {
  const said = new Set(wordsOf(subject));
  const words = wordsOf(sentence);
  return words.length > 0 && words.filter((w) => said.has(w)).length / words.length >= 0.6;
}

/** Where a small fix happened: as the subject says, else its one file, scope or project. */
function smallWhere(commit: ParsedCommit, projectName: string): string {
  const only = commit.files.length === 1 ? commit.files[0]!.filename : undefined;
  return commit.small?.where ?? only ?? commit.scope ?? projectName;
}

/** The part of a post that says what changed, in this tone. */
export function coreSentence(commit: ParsedCommit, tone: ToneTemplates, projectName: string): string {
  const seed = commit.sha;
  if (commit.small) {
    const where = smallWhere(commit, projectName);
    return fill(pick(tone.small, seed, 'small')!, { thing: commit.small.thing, where });
  }
  if (commit.did) return fill(pick(tone.did, seed, 'did')!, { did: commit.did });
  return fill(pick(tone.headline, seed, 'headline')!, { headline: commit.headline });
}

export function buildParts({ commit, tone, projectName, projectUrl, target }: PartsInput): PostParts {
  const seed = commit.sha;
  const choose = (options: string[], slot: string, values: Record<string, string> = {}) => {
    const template = pick(options, seed, slot);
    return template === undefined ? undefined : fill(template, values);
  };
  const names = commit.files.map((f) => code(f.filename, target));
  const { additions, deletions } = commit;
  const lead = firstSentence(commit.paragraphs[0]);
  const leadAddsSomething = lead && !repeats(lead, `${commit.headline} ${commit.did ?? ''}`);
  return {
    opener: choose(tone.openers[commit.kind], 'opener', { project: projectName })!,
    core: coreSentence(commit, tone, projectName),
    breakingNote: commit.breakingNote
      ? choose(tone.breakingNote, 'breaking', { note: sentence(commit.breakingNote) })
      : undefined,
    pullRequest: commit.pullRequest
      ? choose(tone.pullRequest, 'pr', { pr: commit.pullRequest.number, branch: commit.pullRequest.branch })
      : undefined,
    bodyLead: lead && leadAddsSomething ? sentence(lead) : undefined,
    files: names.length
      ? choose(tone.files, 'files', { files: listNames(names), count: countedFiles(names.length) })
      : undefined,
    lines:
      additions !== undefined && deletions !== undefined
        ? choose(tone.lines, 'lines', {
            additions: String(additions),
            deletions: String(deletions),
            addedLines: countedLines(additions),
          })
        : undefined,
    reference: commit.tag
      ? choose(tone.reference, 'reference', {
          tag: code(commit.tag, target),
          sha: code(commit.short, target),
        })
      : choose(tone.bareReference, 'reference', { sha: code(commit.short, target) }),
    closer: choose(tone.closers, 'closer'),
    linkLine: projectUrl ? choose(tone.link, 'link', { url: projectUrl }) : undefined,
    url: projectUrl,
    hashtags: tone.hashtags || undefined,
    paragraphs: commit.paragraphs,
  };
}

/** The first letter of a text upper-cased (a lower-case core that ends up first). */
export const startText = (text: string) => capitalize(text.trimStart());

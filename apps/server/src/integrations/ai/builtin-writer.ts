import type { AiWriter, Source, WriteRequest, WriterAnswer, WritingTone } from './types';
import { cleanCommit, type CleanCommit } from './clean/clean-commit';
import { declineReasons } from './clean/decline-reasons';
import { understand, type Understanding } from './understand/understanding';
import { postsOf, updateOf } from './compose/one-commit';
import { severalPosts, severalUpdate } from './compose/several';
import { chooseText } from './compose/variety';
import { shortTitle } from './compose/title';
import { joinWords } from './compose/words';
import { preferWithoutAvoided } from './compose/voice/avoid';
import { applyVoice, voiceTitle } from './compose/voice/apply-voice';
import { styleOfExamples } from './compose/voice/examples-style';
import { toneOf } from './compose/voice/tone';
import { checkText } from './check/rubric';

/**
 * The built-in writer, as a pipeline: clean each commit (and decline what has nothing worth
 * sharing), understand what it says, compose the texts a target and tone allow, and keep the
 * first that passes the rubric's check. No network, deterministic: the commit's sha and the
 * variant pick among the texts.
 */

/** Links to the pull requests and issues the commits name. */
export function sourcesOf(commits: CleanCommit[]): Source[] {
  const seen = new Set<string>();
  return commits.flatMap((c) =>
    /^[\w.-]+\/[\w.-]+$/.test(c.repository)
      ? c.refs
          .map((n) => ({ label: `#${n}`, url: `https://github.com/${c.repository}/pull/${n}` }))
          .filter((s) => !seen.has(s.url) && seen.add(s.url))
      : [],
  );
}

/** The update body's last line: `Source: [#412](https://github.com/o/r/pull/412)`. */
export function sourceLine(sources: Source[]): string | undefined {
  if (!sources.length) return undefined;
  const label = sources.length === 1 ? joinWords.source : joinWords.sources;
  return `${label}: ${sources.map((s) => `[${s.label}](${s.url})`).join(', ')}`;
}

/** Why nothing was written: the commit's reason, or the first one for several commits. */
export function declineReasonOf(commits: CleanCommit[]): string {
  const first = commits.find((c) => c.skip)?.skip?.reason ?? declineReasons.empty;
  return commits.length === 1 ? first : declineReasons.several.replace('{first}', first);
}

/**
 * The project's name spelled as the project spells it, wherever a text says it otherwise;
 * a cased spelling the commit itself uses ("Flask docs" in a commit of flask) is left as it is.
 */
export function spellProject(text: string, project: string, message = ''): string {
  if ([...project].length < 3) return text;
  const escaped = project.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const name = new RegExp(`(?<![\\p{L}\\d/._-])${escaped}(?![\\p{L}\\d_(-]|\\.[\\p{L}\\d])`, 'giu');
  // A lower-case spelling in a commit ("make ky use…") is commit casing, not the owner's.
  const own = new Set((message.match(name) ?? []).filter((found) => found !== found.toLowerCase()));
  return text.replace(name, (found) => (own.has(found) ? found : project));
}

/** A request with its tone settled (its own, else the project's default). */
type ToneRequest = WriteRequest & { tone: WritingTone };

/** The emoji a casual post may open with, by kind of change (never inside a sentence). */
const CASUAL_EMOJI: Record<CleanCommit['type'], string> = {
  feat: '✨',
  fix: '🐛',
  perf: '⚡',
  docs: '📝',
  refactor: '🧹',
  test: '✅',
  build: '📦',
  ci: '🤖',
  chore: '🔧',
  style: '🎨',
  revert: '⏪',
  merge: '🔀',
  release: '🔖',
  other: '🛠️',
};

/** Candidates without a problem the check finds, when there are any; else all of them. */
function passing(candidates: { title?: string; content: string }[], request: WriteRequest) {
  const clean = candidates.filter((c) => checkText(c, request).length === 0);
  return clean.length ? clean : candidates;
}

function pickText(candidates: string[], request: ToneRequest, title?: string): string {
  const checked = passing(
    candidates.map((content) => ({ content, ...(title !== undefined ? { title } : {}) })),
    request,
  ).map((c) => c.content);
  return chooseText(
    preferWithoutAvoided(checked, request.voice?.avoid_phrases ?? []),
    request.variant,
    request.recentTexts,
  );
}

function post(stories: Understanding[], request: ToneRequest): string {
  const url = request.projectUrl;
  const style = styleOfExamples(request.voice?.examples ?? []);
  let candidates =
    stories.length === 1
      ? postsOf(stories[0]!, request.tone, request.target, url)
      : severalPosts(stories, request.tone, request.target, url);
  // Short examples keep an X post to its opening; LinkedIn and Discord keep their body.
  if (style?.short && request.target === 'x')
    candidates = candidates.map((c) =>
      c
        .split('\n\n')
        .filter((p, i) => i === 0 || p === url)
        .join('\n\n'),
    );
  // The casual tone opens with an emoji, unless the owner's examples open with their own or use none.
  const emoji =
    request.tone === 'casual' && (!style || (style.emoji && !style.leadEmoji))
      ? CASUAL_EMOJI[stories[0]!.commit.type]
      : undefined;
  if (emoji) candidates = candidates.map((c) => c.replace(/^(\*\*)?/, `$1${emoji} `));
  return pickText(candidates, request);
}

function update(stories: Understanding[], request: ToneRequest): { title: string; content: string } {
  const sources = sourceLine(sourcesOf(stories.map((s) => s.commit)));
  const written = stories.length === 1 ? updateOf(stories[0]!, sources) : severalUpdate(stories, sources);
  // A body the check finds wanting (it repeats the title, it holds noise) goes: the title says it.
  return checkText(written, request).length ? { title: written.title, content: sources ?? '' } : written;
}

/** The more telling commits first: features, fixes, performance, then the rest. */
const ORDER = ['feat', 'fix', 'perf', 'refactor', 'docs', 'other', 'test', 'build', 'chore', 'ci', 'style'];
const rank = (c: CleanCommit) =>
  c.breaking ? -1 : ORDER.indexOf(c.type) < 0 ? ORDER.length : ORDER.indexOf(c.type);

/**
 * The built-in writer: no network, deterministic (the commit's sha and the variant pick the
 * text), and it states only what the commit says. It declines commits with nothing worth
 * sharing (work in progress, merges, bumps, typo fixes…) unless asked to write anyway.
 */
export function writeBuiltin(given: WriteRequest): WriterAnswer {
  const request: ToneRequest = { ...given, tone: toneOf(given) };
  if (!request.commits.length) throw new Error('writeBuiltin needs at least one commit');
  const cleaned = request.commits.map(cleanCommit);
  const kept = request.force ? cleaned : cleaned.filter((c) => !c.skip);
  if (!kept.length) return { declined: true, reason: declineReasonOf(cleaned), writer: 'builtin' };
  const ordered = kept.length > 1 ? [...kept].sort((a, b) => rank(a) - rank(b)) : kept;
  const stories = ordered.map((c) => understand(c, request.projectName));
  const messages = request.commits.map((c) => c.message).join('\n');
  const spell = (text: string) => spellProject(text, request.projectName, messages);
  const sources = sourcesOf(kept);
  const credits = [...new Set(kept.flatMap((c) => c.credits))];
  const written =
    request.kind === 'update'
      ? update(stories, request)
      : {
          title: shortTitle(`${stories[0]!.commit.breaking ? 'Breaking: ' : ''}${stories[0]!.change.title}`),
          content: post(stories, request),
        };
  return {
    title: voiceTitle(spell(written.title), request),
    content: applyVoice(spell(written.content), request, { imitate: true }),
    writer: 'builtin',
    ...(sources.length ? { sources } : {}),
    ...(credits.length ? { credits } : {}),
  };
}

export function createBuiltinWriter(): AiWriter {
  return { provider: 'builtin', write: (request) => Promise.resolve(writeBuiltin(request)) };
}

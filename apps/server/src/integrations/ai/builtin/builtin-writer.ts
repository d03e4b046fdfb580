import type { AiWriter, Source, WriteRequest, WriterAnswer, WritingTone } from '../index';
import { cleanCommit, type CleanCommit } from '../clean-commit';
import { declineReasons, joinWords, templates } from '../texts';
import { layoutDiscord, layoutLinkedin, layoutUpdate, layoutX, plainText, type TextParts } from './layouts';
import { severalHeads, severalPost, severalUpdate } from './several';
import { tellCommit, type Story } from './story';
import { updateTitle } from './update-title';
import { chooseText } from './variety';
import { preferWithoutAvoided } from '../voice/avoid';
import { applyVoice, voiceTitle } from '../voice/apply-voice';
import { styleOfExamples } from '../voice/examples-style';
import { toneOf } from '../voice/tone';

const layouts = { x: layoutX, linkedin: layoutLinkedin, discord: layoutDiscord };

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
 * a spelling the commit itself uses ("Flask docs" in a commit of flask) is left as it is.
 */
export function spellProject(text: string, project: string, message = ''): string {
  if ([...project].length < 3) return text;
  const escaped = project.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const name = new RegExp(`(?<![\\p{L}\\d/._-])${escaped}(?![\\p{L}\\d_-]|\\.[\\p{L}\\d])`, 'giu');
  const own = new Set(message.match(name) ?? []);
  return text.replace(name, (found) => (own.has(found) ? found : project));
}

/** A request with its tone settled (its own, else the project's default). */
type ToneRequest = WriteRequest & { tone: WritingTone };

/** One of the candidates, preferring those without a phrase the project avoids. */
const pick = (candidates: string[], seed: string, request: ToneRequest) =>
  chooseText(
    preferWithoutAvoided(candidates, request.voice?.avoid_phrases ?? []),
    seed,
    request.variant,
    request.recentTexts,
  );

function writeOne(story: Story, request: ToneRequest): { title: string; content: string } {
  const { commit } = story;
  // Short examples: the first sentence only, as the owner's own posts are.
  const short = styleOfExamples(request.voice?.examples ?? [])?.short ?? false;
  const shapes = story.cores.length ? story.cores : [`${story.line}.`];
  const title = updateTitle([story]);
  const technical = request.tone === 'technical';
  const candidates = shapes.map((core, i) => {
    const parts: TextParts = {
      core,
      breaking: story.breaking,
      detail: short ? undefined : story.detail,
      paragraphs: short ? [] : story.paragraphs,
      facts: story.facts.length && !short ? story.facts[i % story.facts.length] : undefined,
      url: request.projectUrl,
    };
    if (request.kind === 'update') {
      // The title says what changed; the body adds the commit's own words, or says it again
      // as a whole sentence, with where it happened, the facts and the sources.
      const titled = (text: string) => text.replace(/[.!]$/, '').toLowerCase() === story.line.toLowerCase();
      const restated = titled(core) ? (shapes.find((s) => !titled(s)) ?? core) : core;
      const lead = parts.paragraphs.length ? parts.paragraphs : [restated];
      const facts = short ? undefined : (parts.facts ?? (story.paragraphs.length ? undefined : story.area));
      return layoutUpdate(lead, { ...parts, facts, url: undefined }, sourceLine(sourcesOf([commit])));
    }
    if (request.target === 'x')
      return plainText(layoutX({ ...parts, facts: technical ? parts.facts : undefined }));
    const casualDiscord = request.target === 'discord' && request.tone === 'casual';
    return layouts[request.target]({ ...parts, facts: casualDiscord ? undefined : parts.facts });
  });
  const content = pick(candidates, commit.sha, request);
  return { title, content };
}

function writeSeveral(stories: Story[], request: ToneRequest): { title: string; content: string } {
  const input = {
    stories,
    tone: templates[request.tone],
    project: request.projectName,
    url: request.kind === 'post' ? request.projectUrl : undefined,
  };
  const seed = stories.map((s) => s.commit.sha).join(',');
  const title = updateTitle(stories);
  if (request.kind === 'update') {
    // The tone's own first line, then the list: the tone changes the wording, not the facts.
    const sources = sourceLine(sourcesOf(stories.map((s) => s.commit)));
    const candidates = severalHeads(input).map((head) => severalUpdate(input, sources, head));
    return { title, content: pick(candidates, seed, request) };
  }
  const candidates = severalHeads(input).map((head) => severalPost(input, head, request.target));
  return { title, content: pick(candidates, seed, request) };
}

/** The more telling commits first: features, fixes, performance, then the rest. */
const ORDER = ['feat', 'fix', 'perf', 'refactor', 'docs', 'other', 'test', 'build', 'chore', 'ci', 'style'];
const rank = (c: CleanCommit) =>
  c.breaking ? -1 : ORDER.indexOf(c.type) < 0 ? ORDER.length : ORDER.indexOf(c.type);

/**
 * The built-in writer: no network, deterministic (the commit's sha and the variant pick the
 * phrasing), and it states only what the commit says. It declines commits with nothing worth
 * sharing (work in progress, merges, bumps, typo fixes…) unless asked to write anyway.
 */
export function writeBuiltin(given: WriteRequest): WriterAnswer {
  const request: ToneRequest = { ...given, tone: toneOf(given) };
  if (!request.commits.length) throw new Error('writeBuiltin needs at least one commit');
  const cleaned = request.commits.map(cleanCommit);
  const kept = request.force ? cleaned : cleaned.filter((c) => !c.skip);
  if (!kept.length) return { declined: true, reason: declineReasonOf(cleaned), writer: 'builtin' };
  const ordered = kept.length > 1 ? [...kept].sort((a, b) => rank(a) - rank(b)) : kept;
  const tone = templates[request.tone];
  const stories = ordered.map((c) => tellCommit(c, tone, request.projectName));
  const { title, content } =
    stories.length === 1 ? writeOne(stories[0]!, request) : writeSeveral(stories, request);
  const messages = request.commits.map((c) => c.message).join('\n');
  const sources = sourcesOf(kept);
  const credits = [...new Set(kept.flatMap((c) => c.credits))];
  return {
    title: voiceTitle(spellProject(title, request.projectName, messages), request),
    content: applyVoice(spellProject(content, request.projectName, messages), request, { imitate: true }),
    writer: 'builtin',
    ...(sources.length ? { sources } : {}),
    ...(credits.length ? { credits } : {}),
  };
}

export function createBuiltinWriter(): AiWriter {
  return { provider: 'builtin', write: (request) => Promise.resolve(writeBuiltin(request)) };
}

import { fitText } from '../fit-text';
import { countChars, targetLimits, UPDATE_CONTENT_LIMIT } from '../limits';
import { xLength } from '@shiplog/contract';
import { startText, type PostParts } from './post-parts';

type Key = Exclude<keyof PostParts, 'paragraphs' | 'url' | 'linkLine'>;

/** X: one short paragraph and the link; parts are kept by importance while they fit. */
const X_ORDER: Key[] = [
  'opener',
  'core',
  'breakingNote',
  'pullRequest',
  'bodyLead',
  'files',
  'lines',
  'reference',
  'closer',
  'hashtags',
];
const X_PRIORITY: Key[] = [
  'opener',
  'breakingNote',
  'pullRequest',
  'bodyLead',
  'reference',
  'lines',
  'files',
  'closer',
  'hashtags',
];

export function layoutX(parts: PostParts): string {
  const limit = targetLimits.x;
  const tail = parts.url ? `\n\n${parts.url}` : '';
  const assemble = (keys: Set<Key>, core = parts.core) =>
    startText(
      X_ORDER.filter((k) => keys.has(k))
        .map((k) => (k === 'core' ? core : parts[k]))
        .join(' '),
    ) + tail;
  const kept = new Set<Key>(['core']);
  if (xLength(assemble(kept)) > limit) {
    const core = fitText(startText(parts.core), limit - xLength(tail), xLength, 1);
    return assemble(kept, core);
  }
  for (const key of X_PRIORITY) {
    if (!parts[key]) continue;
    kept.add(key);
    if (xLength(assemble(kept)) > limit) kept.delete(key);
  }
  return assemble(kept);
}

/** Blocks joined by empty lines, the body shortened (whole sentences) to fit the limit. */
function fitBlocks(
  before: (string | undefined)[],
  body: string,
  after: (string | undefined)[],
  limit: number,
) {
  const join = (middle: string) => [...before, middle, ...after].filter(Boolean).join('\n\n');
  if (countChars(join(body)) <= limit) return join(body);
  const room = limit - countChars(join('')) - 2;
  // A subject longer than the whole limit (a pasted log line) is cut too, at a word.
  return fitText(join(room > 40 ? fitText(body, room, countChars) : ''), limit, countChars);
}

const facts = (parts: PostParts) =>
  [parts.pullRequest, parts.files, parts.lines, parts.reference].filter(Boolean).join(' ') || undefined;

/** LinkedIn: the story in paragraphs, then the facts, a closing line, the link and a hashtag. */
export function layoutLinkedin(parts: PostParts): string {
  return fitBlocks(
    [startText(`${parts.opener} ${parts.core}`), parts.breakingNote],
    parts.paragraphs.join('\n\n'),
    [facts(parts), parts.closer, parts.linkLine, parts.hashtags],
    targetLimits.linkedin,
  );
}

const quote = (paragraphs: string[]) =>
  paragraphs
    .map((p) =>
      p
        .split('\n')
        .map((line) => `> ${line.replace(/^• /, '- ')}`)
        .join('\n'),
    )
    .join('\n>\n');

/** Discord: a bold opening, the body as a quote, facts with code spans, the link (embedded). */
export function layoutDiscord(parts: PostParts): string {
  return fitBlocks(
    [`**${startText(parts.opener)}** ${parts.core}`, parts.breakingNote && `⚠️ ${parts.breakingNote}`],
    quote(parts.paragraphs),
    [facts(parts), parts.closer, parts.url],
    targetLimits.discord,
  );
}

/**
 * A project update's body: what changed (the changelog line `summary`), the commit's own words,
 * then the facts. No link: it is on the project's page already.
 */
export function layoutUpdateContent(parts: PostParts, summary: string): string {
  return fitBlocks(
    [/[.!?…”]$/.test(summary) ? summary : `${summary}.`, parts.breakingNote],
    parts.paragraphs.join('\n\n'),
    [facts(parts)],
    UPDATE_CONTENT_LIMIT,
  );
}

import type { PostTarget } from '../index';
import { fitText } from '../fit-text';
import { countChars, targetLimits, UPDATE_CONTENT_LIMIT } from '../limits';
import { joinWords, type ToneTemplates } from '../texts';
import { xLength } from '@shiplog/contract';
import type { ParsedCommit } from './parse-commit';
import { countedCommits, fill, pick } from './phrasing';
import { commitLine } from './update-title';

export interface SummaryInput {
  commits: ParsedCommit[];
  tone: ToneTemplates;
  technical: boolean;
  projectName: string;
  projectUrl?: string;
}

/** Each commit in a line; technical posts keep the conventional tag and the short sha. */
function items(input: SummaryInput, withSha: boolean, target?: PostTarget): string[] {
  const code = (t: string) => (target === 'discord' ? `\`${t}\`` : t);
  return input.commits.map((c) => {
    const line = commitLine(c, input.projectName);
    const tagged = input.technical && c.tag ? `${code(c.tag)}: ${line}` : line;
    return withSha || input.technical ? `${tagged} (${code(c.short)})` : tagged;
  });
}

/** Lines kept from the top while the whole text fits; the rest said as "and more". */
function keepWhileFits(
  lines: string[],
  render: (kept: string[], more: boolean) => string,
  fits: (t: string) => boolean,
) {
  for (let n = lines.length; n > 0; n--) {
    const text = render(lines.slice(0, n), n < lines.length);
    if (fits(text)) return text;
  }
  return render([], true);
}

function intro(input: SummaryInput): string {
  const seed = input.commits.map((c) => c.sha).join(',');
  const template = pick(input.tone.summary, seed, 'summary')!;
  return fill(template, { project: input.projectName, count: countedCommits(input.commits.length) });
}

const closingParts = (input: SummaryInput) => {
  const seed = input.commits.map((c) => c.sha).join(',');
  const closer = pick(input.tone.closers, seed, 'closer');
  const link = input.projectUrl ? pick(input.tone.link, seed, 'link') : undefined;
  return { closer, linkLine: link && fill(link, { url: input.projectUrl }) };
};

/** A post about several commits, for one target. */
export function summarizePost(input: SummaryInput, target: PostTarget): string {
  const head = intro(input);
  const tail = input.projectUrl ? `\n\n${input.projectUrl}` : '';
  const more = joinWords.andMore;
  if (target === 'x') {
    const render = (kept: string[], rest: boolean) =>
      `${head}\n${[...kept, ...(rest ? [more] : [])].map((l) => `• ${l}`).join('\n')}${tail}`;
    const text = keepWhileFits(items(input, false), render, (t) => xLength(t) <= targetLimits.x);
    return xLength(text) <= targetLimits.x ? text : fitText(text, targetLimits.x, xLength);
  }
  const { closer, linkLine } = closingParts(input);
  const bullet = target === 'discord' ? '- ' : '• ';
  const render = (kept: string[], rest: boolean) => {
    const list = [...kept, ...(rest ? [more] : [])].map((l) => `${bullet}${l}`).join('\n');
    const top = target === 'discord' ? `**${head.replace(/:$/, '')}**` : head;
    const after = target === 'discord' ? [input.projectUrl] : [closer, linkLine, input.tone.hashtags];
    return [top, list, ...after].filter(Boolean).join('\n\n');
  };
  const limit = targetLimits[target];
  return keepWhileFits(items(input, target === 'discord', target), render, (t) => countChars(t) <= limit);
}

/** The body of an update about several commits: the intro and one line per commit. */
export function summarizeUpdate(input: SummaryInput): string {
  const notes = input.commits.map((c) => c.breakingNote).filter((n): n is string => !!n);
  const render = (kept: string[], rest: boolean) =>
    [
      intro(input),
      [...kept, ...(rest ? [joinWords.andMore] : [])].map((l) => `• ${l}`).join('\n'),
      ...notes.map((n) => fill(pick(input.tone.breakingNote, n, 'breaking')!, { note: n })),
    ].join('\n\n');
  return keepWhileFits(items(input, true), render, (t) => countChars(t) <= UPDATE_CONTENT_LIMIT);
}

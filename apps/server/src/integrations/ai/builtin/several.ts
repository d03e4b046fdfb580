import { xLength } from '@shiplog/contract';
import type { PostTarget } from '../index';
import { fitText } from '../fit-text';
import { countChars, targetLimits, UPDATE_CONTENT_LIMIT } from '../limits';
import { joinWords, updateTitles, type ToneTemplates } from '../texts';
import { areasPhrase, countedCommits, countedFiles, fill } from './phrasing';
import { startText, type Story } from './story';
import type { FileArea } from '../clean-commit';

export interface SeveralInput {
  stories: Story[];
  tone: ToneTemplates;
  project: string;
  url?: string | undefined;
}

/** Each commit as a line (no hashes: they are noise to readers). */
function items(input: SeveralInput): string[] {
  const lines = input.stories.map((s) =>
    s.commit.breaking ? fill(updateTitles.breaking, { change: s.line }) : s.line,
  );
  return [...new Set(lines)];
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

/** The first lines a text about several commits can open with, one per shape. */
export function severalHeads(input: SeveralInput): string[] {
  const emoji = input.tone.emoji.other;
  return input.tone.several.map((t) =>
    startText(
      fill(t, { project: input.project, count: countedCommits(input.stories.length), emoji }),
      input.project,
    ),
  );
}

/** A post about several commits, for one target, under the given first line. */
export function severalPost(input: SeveralInput, head: string, target: PostTarget): string {
  const tail = input.url ? `\n\n${input.url}` : '';
  const more = joinWords.andMore;
  if (target === 'x') {
    const render = (kept: string[], rest: boolean) =>
      `${head}\n${[...kept, ...(rest ? [more] : [])].map((l) => `• ${l}`).join('\n')}${tail}`;
    const text = keepWhileFits(items(input), render, (t) => xLength(t) <= targetLimits.x);
    return xLength(text) <= targetLimits.x ? text : fitText(text, targetLimits.x, xLength);
  }
  const discord = target === 'discord';
  const bullet = discord ? '- ' : '• ';
  const render = (kept: string[], rest: boolean) => {
    const list = [...kept, ...(rest ? [more] : [])].map((l) => `${bullet}${l}`).join('\n');
    const top = discord ? `**${head.replace(/:$/, '')}**` : head;
    return [top, list, input.url].filter(Boolean).join('\n\n');
  };
  const limit = targetLimits[target];
  return keepWhileFits(items(input), render, (t) => countChars(t) <= limit);
}

/** The files of all the commits, for the update's facts line. */
function allFiles(stories: Story[]): { total: number; areas: FileArea[] } {
  const names = new Set<string>();
  const areas = new Map<FileArea, number>();
  for (const s of stories) {
    for (const n of s.commit.files.names) names.add(n);
    for (const a of s.commit.files.areas) areas.set(a, (areas.get(a) ?? 0) + s.commit.files.byArea[a]);
  }
  return { total: names.size, areas: [...areas].sort((a, b) => b[1] - a[1]).map(([a]) => a) };
}

/** The body of an update about several commits: one line per commit, notes, facts, sources. */
export function severalUpdate(input: SeveralInput, sources?: string, head?: string): string {
  const notes = input.stories.map((s) => s.breaking).filter((n): n is string => !!n);
  const files = allFiles(input.stories);
  const facts =
    files.total && input.tone.files.length
      ? `${countedFiles(files.total)} ${joinWords.changedIn} ${areasPhrase(files.areas)}.`
      : undefined;
  const render = (kept: string[], rest: boolean) =>
    [
      head,
      [...kept, ...(rest ? [joinWords.andMore] : [])].map((l) => `• ${l}`).join('\n'),
      ...notes,
      facts,
      sources,
    ]
      .filter(Boolean)
      .join('\n\n');
  return keepWhileFits(items(input), render, (t) => countChars(t) <= UPDATE_CONTENT_LIMIT);
}

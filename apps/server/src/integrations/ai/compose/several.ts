import { xLength } from '@shiplog/contract';
import type { PostTarget, WritingTone } from '../types';
import type { Understanding } from '../understand/understanding';
import { changeSentence } from './angles';
import { fitText } from './fit-text';
import { countChars, targetLimits, UPDATE_CONTENT_LIMIT } from './limits';
import { severalTitle } from './title';
import { joinWords } from './words';

/** Each change as a list line, without a final period. */
const lineOf = (u: Understanding) =>
  `${u.commit.breaking ? 'Breaking: ' : ''}${(u.change.line ?? u.change.title).replace(/[.!]$/, '')}`;

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

/**
 * A post about several commits: the most telling change as a sentence, the others as a list.
 * Each variant leads with another of the changes.
 */
export function severalPosts(
  stories: Understanding[],
  tone: WritingTone,
  target: PostTarget,
  url?: string,
): string[] {
  return stories.slice(0, 3).map((lead, i) => {
    const others = [...new Set(stories.filter((_, j) => j !== i).map(lineOf))];
    const head = changeSentence(lead, tone);
    const mark = target === 'discord' ? '- ' : '• ';
    const top = target === 'discord' ? `**${head}**` : head;
    const render = (kept: string[], more: boolean) =>
      [top, [...kept, ...(more ? [joinWords.andMore] : [])].map((l) => `${mark}${l}`).join('\n'), url]
        .filter(Boolean)
        .join(target === 'x' ? '\n\n' : '\n\n');
    const limit = targetLimits[target];
    const measure = target === 'x' ? xLength : countChars;
    const text = keepWhileFits(others, render, (t) => measure(t) <= limit);
    return measure(text) <= limit ? text : fitText(text, limit, measure);
  });
}

/** An update about several commits: the first change as its title, each change a list line. */
export function severalUpdate(
  stories: Understanding[],
  sources?: string,
): { title: string; content: string } {
  const lines = [...new Set(stories.map(lineOf))];
  const notes = stories.map((s) => s.breaking).filter((n): n is string => !!n);
  const render = (kept: string[], more: boolean) =>
    [[...kept, ...(more ? [joinWords.andMore] : [])].map((l) => `- ${l}`).join('\n'), ...notes, sources]
      .filter(Boolean)
      .join('\n\n');
  const content = keepWhileFits(lines, render, (t) => countChars(t) <= UPDATE_CONTENT_LIMIT);
  return { title: severalTitle(stories[0]!.change.title), content };
}

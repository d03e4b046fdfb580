import type { PostTarget, WritingTone } from '../types';
import type { Understanding } from '../understand/understanding';
import { openingsOf, type Opening } from './angles';
import { fitBlocks, plainText } from './layouts';
import { xLength } from '@shiplog/contract';
import { countChars, targetLimits, UPDATE_CONTENT_LIMIT } from './limits';
import { fitText } from './fit-text';
import { shortTitle } from './title';

/** How much of the body each target shows: a few short paragraphs, not the whole log. */
const BODY_BUDGET = { linkedin: 1200, discord: 1000, update: 2500 };

const sentences = (u: Understanding, used: string[]) => u.details.sentences.filter((s) => !used.includes(s));

/** A post about one commit, opened one way, for one target. */
export function postOf(u: Understanding, opening: Opening, target: PostTarget, url?: string): string {
  const rest = sentences(u, opening.used);
  const items = u.details.items;
  if (target === 'x') {
    const tail = url ? `\n\n${url}` : '';
    let text = opening.lead;
    const limit = targetLimits.x;
    if (xLength(text + tail) > limit) return fitText(text, limit - xLength(tail), xLength, 1) + tail;
    const more = [u.breaking, rest[0], items.length && !rest.length ? undefined : undefined];
    for (const part of more) if (part && xLength(`${text} ${part}${tail}`) <= limit) text = `${text} ${part}`;
    if (!rest.length && items.length) {
      const list = items.slice(0, 3).map((i) => `• ${i}`);
      for (let n = list.length; n > 0; n--) {
        const withList = `${text}\n\n${list.slice(0, n).join('\n')}`;
        if (xLength(withList + tail) <= limit) {
          text = withList;
          break;
        }
      }
    }
    return plainText(text) + tail;
  }
  const discord = target === 'discord';
  const mark = discord ? '- ' : '• ';
  const body = [rest.join(' '), items.map((i) => `${mark}${i}`).join('\n')].filter(Boolean).join('\n\n');
  const fitted = body ? fitText(body, BODY_BUDGET[target], countChars, 0.5) : '';
  // Discord shows the change in bold: the sentence that says it, not a detail before it.
  const bold = (text: string) => `**${text.replace(/\*\*/g, '')}**`;
  const lead = !discord
    ? opening.lead
    : opening.angle === 'detail'
      ? `${opening.used[0]} ${bold(opening.lead.slice(opening.used[0]!.length).trim())}`
      : bold(opening.lead);
  return fitBlocks([lead, u.breaking], discord ? fitted : plainText(fitted), [url], targetLimits[target]);
}

/** Every post a commit can make for a target, one per opening. */
export function postsOf(u: Understanding, tone: WritingTone, target: PostTarget, url?: string): string[] {
  return openingsOf(u, tone).map((o) => postOf(u, o, target, url));
}

/**
 * An update about one commit: the title says the change; the body says what the commit's body
 * or pull request adds (its prose, its list as a Markdown list, a breaking note), or nothing.
 */
export function updateOf(u: Understanding, sources?: string): { title: string; content: string } {
  const title = shortTitle(`${u.commit.breaking ? 'Breaking: ' : ''}${u.change.title}`);
  const prose = u.details.sentences.join(' ');
  const list = u.details.items.map((i) => `- ${i}`).join('\n');
  const body = [prose, list, u.breaking].filter(Boolean).join('\n\n');
  const fitted = body ? fitText(body, BODY_BUDGET.update, countChars, 0.5) : '';
  const content = [fitted, sources].filter(Boolean).join('\n\n');
  return { title, content: countChars(content) <= UPDATE_CONTENT_LIMIT ? content : fitted };
}

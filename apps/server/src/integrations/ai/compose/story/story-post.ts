import type { PostTarget } from '../../types';
import { targetLimits } from '../limits';

/** One group of a story: its heading, emoji and lines (already sentences). */
export interface StoryGroup {
  heading: string;
  emoji: string;
  lines: string[];
}

/** The groups, each as `render` writes it, keeping the first `kept` lines in all. */
function groupsText(groups: StoryGroup[], kept: number, render: (g: StoryGroup, lines: string[]) => string) {
  let shown = 0;
  return groups.flatMap((g) => {
    const lines = g.lines.slice(0, Math.max(0, kept - shown));
    shown += lines.length;
    return lines.length ? [render(g, lines)] : [];
  });
}

/** The link, or how many changes did not fit and the link to the update that lists them. */
export function ending(link: string, untold: number): string {
  if (!untold) return link;
  const changes = `${untold} more ${untold === 1 ? 'change' : 'changes'}`;
  return link ? `The full update lists ${changes}: ${link}` : `The full update lists ${changes}.`;
}

const RENDER: Record<Exclude<PostTarget, 'x'>, (g: StoryGroup, lines: string[]) => string> = {
  linkedin: (g, lines) => [`${g.emoji} ${g.heading}`, ...lines.map((l) => `• ${l}`)].join('\n'),
  discord: (g, lines) => [`**${g.heading}**`, ...lines.map((l) => `- ${l}`)].join('\n'),
};

/**
 * A story as one LinkedIn or Discord post: the opener, the paragraph about the lead change, a
 * heading per group with its lines, the thanks and the link, within the target's length (3,000
 * and 2,000 characters): lines that do not fit give way to a sentence saying how many more
 * changes the update lists, beside its link. Discord gets Markdown headings and its link in
 * `<>` (no embed); LinkedIn plain text with emoji headings.
 */
export function storyPost(
  target: Exclude<PostTarget, 'x'>,
  opener: string,
  groups: StoryGroup[],
  thanks: string,
  url: string | undefined,
  /** A paragraph after the opener: the lead change's own words, or a single change's description. */
  about = '',
): string {
  const link = url ? (target === 'discord' ? `<${url}>` : url) : '';
  const head = target === 'discord' ? `**${opener}**` : opener;
  const total = groups.reduce((n, g) => n + g.lines.length, 0);
  for (let kept = total; kept >= 0; kept--) {
    const text = [
      head,
      about,
      ...groupsText(groups, kept, RENDER[target]),
      thanks,
      ending(link, total - kept),
    ]
      .filter(Boolean)
      .join('\n\n');
    if (text.length <= targetLimits[target]) return text;
  }
  return [head, about, thanks, link].filter(Boolean).join('\n\n').slice(0, targetLimits[target]);
}

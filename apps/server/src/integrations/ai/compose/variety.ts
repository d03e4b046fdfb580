const URL_LINE = /^https?:\/\/\S+$/;

/** The first words of a text, without emphasis, emoji or punctuation. */
export function opening(text: string, words = 2): string {
  const first = text
    .split('\n')
    .map((l) => l.trim())
    .find((l) => l && !URL_LINE.test(l));
  return (first ?? '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s'-]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, words)
    .join(' ');
}

/** The last sentence of a text (the link left out), as its first words. */
function closing(text: string): string {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !URL_LINE.test(l));
  const last = lines.at(-1) ?? '';
  const sentences = last.match(/[^.!?]+[.!?]*/g) ?? [last];
  return opening(sentences.at(-1) ?? '', 3);
}

/**
 * One of several texts, best first: `variant` steps through them (Regenerate), skipping texts
 * that open or close the way one of the project's recent texts does (while any is left), and
 * never the way the newest one (newest first) opens while another shape is left.
 */
export function chooseText(candidates: string[], variant = 0, recentTexts: string[] = []): string {
  const ordered = [...new Set(candidates)];
  if (ordered.length <= 1) return ordered[0] ?? '';
  const openers = new Set(recentTexts.map((t) => opening(t)).filter(Boolean));
  const closers = new Set(recentTexts.map((t) => closing(t)).filter(Boolean));
  const fresh = ordered.filter((t) => !openers.has(opening(t)) && !closers.has(closing(t)));
  // Every shape used lately: at least not the way the newest text (the one being regenerated) reads.
  const latest = recentTexts[0] ? opening(recentTexts[0]) : null;
  const unlikeLatest = ordered.filter((t) => opening(t) !== latest);
  const pool = fresh.length ? fresh : unlikeLatest.length ? unlikeLatest : ordered;
  return pool[Math.abs(Math.trunc(variant)) % pool.length]!;
}

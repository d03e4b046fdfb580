import type { WritingTone } from '../types';
import { capitalize } from '../understand/change';
import type { Understanding } from '../understand/understanding';
import { formsOf } from '../understand/grammar';

/**
 * The ways a text about one change can open, each a different structure rather than other
 * first words on the same sentence: the change itself, what users get from it, where it
 * happened, or the detail that explains it. Regenerate steps through the ones a commit has.
 */
export type Angle = 'change' | 'benefit' | 'scope' | 'detail';

export interface Opening {
  angle: Angle;
  /** The first sentence(s). */
  lead: string;
  /** Sentences of the body the lead already says (left out of the rest). */
  used: string[];
}

const CJK_END = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}）]$/u;
const sentence = (text: string) => {
  const t = text.trim();
  if (/[.!?…:。！？]$/.test(t)) return t;
  return CJK_END.test(t) ? `${t}。` : `${t}.`;
};

/** The change as a sentence in the tone: "We added…" (professional, casual), "Added…" (technical). */
export function changeSentence(u: Understanding, tone: WritingTone, alone = false): string {
  const { change } = u;
  // A post about this one change places it in the project when nothing narrower does.
  const placed = alone && u.placed && change.title === `We ${change.did}` ? u.placed : undefined;
  if (placed && (tone === 'professional' || change.title.startsWith('We '))) return sentence(`We ${placed}`);
  // The professional tone says what the team did ("We added…"); the others say the change as
  // its title does ("Added…", "HTTP checks now follow…").
  // "We made changesets use…" reads worse than "changesets now uses…".
  // "We let X be decreased…" reads worse than "X can now be decreased…".
  if (change.did && tone === 'professional' && !/^(made|stopped|let)\b/.test(change.did))
    return sentence(`We ${change.did}`);
  return sentence(change.title);
}

/** The openings a commit has, in a fixed order (the first is the default). */
export function openingsOf(u: Understanding, tone: WritingTone): Opening[] {
  const first = changeSentence(u, tone, true);
  const out: Opening[] = [{ angle: 'change', lead: first, used: [] }];
  const { change, details, scope } = u;
  if (details.gain) {
    const gain = capitalize(
      details.gain.replace(/^(about|around|roughly|up to|~)\s/i, (m) => m.toLowerCase()),
    );
    if (!first.toLowerCase().includes(details.gain.toLowerCase()))
      out.push({ angle: 'benefit', lead: `${sentence(gain)} ${first}`, used: [] });
    else if (change.now) out.push({ angle: 'benefit', lead: sentence(change.now), used: [] });
  } else if (change.now && change.did && !/^(made|stopped)\b/.test(change.did)) {
    const other = first === sentence(change.now) ? sentence(`We ${change.did}`) : sentence(change.now);
    out.push({ angle: 'benefit', lead: other, used: [] });
  }
  const detail = details.sentences[0];
  // A detail that points back at the change ("Currently only X supports this.") cannot come before it.
  // Nor one that points at something said before it early on ("We fix this by…", "…these indexes…").
  const leansBack =
    /^(this|that|these|those|it|they|both|also)\b|\b(this|that|these|those|it|them)[.!]?$|^(\S+\s+){0,5}(this|these|those|them)\b/i;
  // Nor can a condition ("If set, responses are read…"): an opening says the change.
  const condition = /^(if|when|whenever|unless|once|in case|as long as|only if)\b/i;
  const detailed =
    !!detail && [...detail].length <= 140 && !leansBack.test(detail) && !condition.test(detail);
  // Led by its place only when there is no detail to lead with: "Editor: added…" and "We added…
  // in the editor" are one wording.
  if (scope && !scope.thing.startsWith('`') && !detailed) {
    const place = capitalize(scope.thing.replace(/^the /, ''));
    const rest = (change.did ?? change.line ?? change.title)
      .replace(new RegExp(`\\s+${scope.at} ${scope.thing.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`), '')
      .replace(/^\p{Lu}/u, (c) => c.toLowerCase());
    // Only for what the team did: "Rate-limit middleware: removed…", never "…: made it follow…".
    if (change.did && !/^(made|let|stopped)\b/.test(change.did))
      out.push({ angle: 'scope', lead: sentence(`${place}: we ${rest}`), used: [] });
  }
  if (detailed) out.push({ angle: 'detail', lead: `${detail} ${first}`, used: [detail!] });
  // Without anything else to lead with, how it behaves said plainly ("Ky no longer throws…" →
  // "Ky doesn't throw… anymore"), or the change in the present perfect ("We've added…").
  const plainly = change.now && plainNow(change.now);
  if (out.length === 1 && plainly && plainly !== change.now)
    out.push({ angle: 'change', lead: sentence(plainly), used: [] });
  else if (out.length === 1 && change.did && !(change.now && /^(made|stopped)\b/.test(change.did))) {
    // Placed in the project as the first opening is ("We've added a caret key to Alacritty").
    const did = first.startsWith(`We ${u.placed}`) ? u.placed! : change.did;
    const [verb = '', ...rest] = did.split(' ');
    out.push({
      angle: 'change',
      lead: sentence(`We've ${[formsOf(verb).participle, ...rest].join(' ')}`),
      used: [],
    });
  }
  return out;
}

/** "X now shows Y" → "X shows Y"; "X no longer shows Y" → "X doesn't show Y anymore". */
function plainNow(now: string): string {
  const negated = /^(.+?) no longer (\S+)(.*)$/.exec(now);
  if (negated) {
    const [, who = '', verb = '', rest = ''] = negated;
    const base = formsOf(verb).base;
    const aux = base === verb ? "don't" : "doesn't";
    if (/^(is|are)$/.test(verb)) return `${who} ${verb}n't${rest} anymore`;
    return `${who} ${aux} ${base}${rest} anymore`;
  }
  return now.replace(/^(\S+(?: \S+){0,5}?) now (?=\S)/, '$1 ');
}

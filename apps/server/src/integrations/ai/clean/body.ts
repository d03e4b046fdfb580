import { stripNoise, takeRefs, tidyGaps } from './noise';
import { capitalizeSubject, readSubject } from './subject';
import { isVague } from './vague';

/** A commit body made readable: trailers, templates and tool output out, lines joined, lists kept. */
export interface CleanBody {
  /** Paragraphs; a list paragraph holds one item a line, each starting with "- ". */
  paragraphs: string[];
  /** The text of a `BREAKING CHANGE:` footer. */
  breakingNote?: string;
  refs: number[];
  /** Names from `Co-authored-by:` trailers. */
  credits: string[];
}

const KNOWN_TRAILER =
  /^(signed-off-by|co-authored-by|reviewed-by|reviewed-on|acked-by|tested-by|reported-by|suggested-by|helped-by|requested-by|approved-by|change-id|cc|bug|issue|refs?|closes|fixes|resolves|see-also|link|pr|pr-url|differential revision|pull request resolved|ghstack-source-id|piperorigin-revid|git-svn-id|reviewers|subscribers|tags|jira|ticket|task|release-note|changelog|auto-submit|commit-queue|owners-override)\s*:/i;
const GENERIC_TRAILER = /^[A-Za-z][\w]*(?:-[\w]+)*:\s+\S/;
const CO_AUTHOR = /^co-authored-by\s*:\s*([^<]+?)\s*(?:<[^>]*>)?\s*$/i;
const BREAKING = /^BREAKING[ -]CHANGES?\s*:\s*(.*)$/i;
const SKIP_LINE =
  /^(this reverts commit [0-9a-f]+\.?|\(cherry picked from commit [0-9a-f]+\)|\/?cc\b.*|@\w[\w-]*\s+(rebase|recreate|merge|squash|cancel|close|ignore|reopen|show)\b.*|[A-Z][A-Z_]+=\S.*|\S+\s+\|\s+\d+\s*[+-]*|\d+ files? changed.*|(https?:\/\/\S+\s*)+|!\[[^\]]*\]\([^)]*\)\s*)$/i;
const CHECKBOX = /^\s*[-*+]\s*\[[ xX]\]/;
const BULLET = /^\s*(?:[-*•+]|\d+[.)])\s+/;
/** A heading: Markdown's, a line in bold, or a list item that is only bold ("- **PR Description**"). */
const HEADING = /^\s*(?:[-*+]\s+)?(?:#{1,6}\s+(.+?)\s*#*|\*\*([^*]+)\*\*:?|__([^_]+)__:?)\s*$/;
const LABEL =
  /^(summary|description|motivation|context|changes|what|why|how|details|test plan|testing|problem|solution)\s*:\s*(.*)$/i;
/** Labels that state the bug a fix ends ("Problem: …"): what shipped is the solution, said after it. */
const PROBLEM_LABEL = /^(problem|issue|bug|cause|root cause|the problem|the issue)$/i;
/** A label that says what shipped ("Solution: …"): the prose before it, since the last heading, was the problem. */
const SOLUTION_LABEL = /^(solution|the solution)$/i;
/** PR-template sections that say nothing about the change itself. */
const DROPPED_SECTION =
  /^(test(ing)?( plan| instructions| steps| notes)?|how (to|was this|has this been|i) test(ed)?.*|qa( steps| notes)?|checklist.*|pr checklist|pre-merge checklist|screen ?shots?.*|videos?|demo|recordings?|before\s*(\/|and|&)\s*after|notes? (to|for) (the )?reviewers?|reviewers?|related( issues?| prs?| pull requests?| tickets?)?|linked issues?|issues?|tickets?|jira|type of change|types? of changes?|references?|additional (context|notes|info(rmation)?)|other (information|notes)|todo|to ?dos?|dependencies|changelog( entry)?|release notes?|does this (pr|change) introduce.*|what kind of change.*|is this a breaking change.*|conflicts?|dependabot commands.*|commits|updated-dependencies.*|please\b.*|before (submitting|merging|opening)\b.*|.*\b(pr|pull request) (fulfils|fulfills|meets|follows)\b.*)\s*:?\??$/i;
const END_OF_CONTENT = /^(updated-dependencies:.*|---\s*updated-dependencies.*)$/i;
const EMPTY_ANSWER = /^(n\/?a|none|no|nope|nothing|-+|\.+|tbd|todo)\.?$/i;

/** Markdown links and images as their text, emphasis and HTML gone, noise stripped. */
function plain(line: string): string {
  return stripNoise(
    line
      // HTML tags go; a placeholder in a path or command ("/status/<name>") stays.
      .replace(
        /(?<![/\w])<\/?(?:a|abbr|b|br|code|del|details|div|em|h[1-6]|hr|i|img|kbd|li|ol|p|pre|span|strong|sub|summary|sup|table|tbody|td|th|thead|tr|u|ul|picture|source|video)\b[^>]*>/gi,
        ' ',
      )
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '')
      .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
      // Emphasis goes outside code only: `__proto__` and `**/*.ts` are what they say.
      .split(/(`[^`]*`)/)
      .map((part, i) =>
        i % 2
          ? part
          : part
              .replace(/\*\*(.+?)\*\*|(?<!\w)__(.+?)__(?!\w)/g, '$1$2')
              .replace(/(^|\s)[*_](\S(?:.*?\S)?)[*_](?=\s|[.,;:!?]|$)/g, '$1$2'),
      )
      .join(''),
  );
}

/** Long HTML and code blocks out before the body is read line by line. */
function withoutBlocks(body: string): string {
  return body
    .replace(/\r\n?/g, '\n')
    .replace(/<!--[\s\S]*?(-->|$)/g, '')
    .replace(/<details>[\s\S]*?(<\/details>|$)/gi, '')
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?(\n\1[^\n]*|$)/gm, '')
    .replace(/^\s*<\/?(p|div|br|hr|img|sub|sup|table|tr|td)[^>]*>\s*$/gim, '');
}

/** A list item that says something, cleaned like a subject line; undefined for junk. */
function listItem(text: string, repository?: string): string | undefined {
  const subject = readSubject(text, repository);
  const said = tidyGaps(plain(subject.text));
  const words = wordCount(said);
  if (subject.type === 'wip' || isVague(said) || words < 2) return undefined;
  if (/^(update|create|delete|add|rename|upload)\s+\S+\.\w+$/i.test(said)) return undefined;
  const small = words <= 4;
  if (
    small &&
    /\b(typos?|lint|fmt|format(ting)?|prettier|whitespace|review|feedback|nits?|comments?|merge|rebase|cleanup|tweaks?)\b/i.test(
      said,
    )
  )
    return undefined;
  // "test: cover the feed" in a squash merge's list is about tests, and says so.
  const tests = subject.type && /^tests?$/.test(subject.type) && !/\b(tests?|specs?|testing)\b/i.test(said);
  return `- ${capitalizeSubject(said)}${tests ? ' in the tests' : ''}`;
}

/** Plain sentences: mostly letters, more than a couple of words. */
function isProse(text: string): boolean {
  const letters = (text.match(/\p{L}/gu) ?? []).length;
  const visible = text.replace(/\s/g, '').length;
  return visible > 0 && letters / visible >= 0.55 && !isVague(text) && !EMPTY_ANSWER.test(text);
}

/** A paragraph's prose cleaned; a colon that ends it ("…for two reasons:") stays, for the reader to judge. */
function prose(text: string): string {
  const said = plain(text);
  return /:\s*$/.test(text) && said && !said.endsWith(':') ? `${said}:` : said;
}

const CJK_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]/u;

/** Words of a text: Chinese and Japanese, written without spaces, count a word per two characters. */
function wordCount(text: string): number {
  const cjk = [...text].filter((c) => CJK_CHAR.test(c)).length;
  return text.split(/\s+/).filter(Boolean).length + Math.floor(cjk / 2);
}

/** A hard-wrapped line joined to the one before it: a space between words, none inside Chinese or Japanese text. */
function joinLine(before: string, line: string): string {
  const next = line.trim();
  const cjk = CJK_CHAR.test(before.trimEnd().slice(-1)) && CJK_CHAR.test(next.charAt(0));
  return cjk ? `${before.trimEnd()}${next}` : `${before} ${next}`;
}

/**
 * A paragraph's lines as one text each (a wrapped list item goes on, indented or not, until a
 * blank line: Markdown's lazy lines), cleaned only once joined: the end of a hard-wrapped line
 * ("…satisfying version," or "…the name of") is not the end of the sentence.
 */
function joinParagraph(lines: string[], repository?: string): [string, string] {
  const parts: { item: boolean; text: string }[] = [];
  for (const line of lines) {
    if (BULLET.test(line)) parts.push({ item: true, text: line.replace(BULLET, '') });
    else if (parts.length) parts[parts.length - 1]!.text = joinLine(parts[parts.length - 1]!.text, line);
    else parts.push({ item: false, text: line.trim() });
  }
  // A dropped item's wrapped lines go with it.
  const list = parts.filter((p) => p.item).map((p) => listItem(p.text.replace(/\s+/g, ' '), repository));
  const said = parts.filter((p) => !p.item).map((p) => prose(p.text.replace(/\s+/g, ' ')));
  // Prose and the list it introduces are two paragraphs: each is kept or dropped on its own.
  return [said.filter(isProse).join(' '), list.filter((l): l is string => !!l).join('\n')];
}

/** Reads the lines after a commit's subject. */
export function cleanBody(body: string, repository?: string): CleanBody {
  const paragraphs: string[] = [];
  const notes: string[] = [];
  const credits: string[] = [];
  const refs: number[] = [];
  let current: string[] = [];
  let inBreaking = false;
  let skipping = false;
  /** Where the paragraphs under the last heading start. */
  let sectionStart = 0;
  /** Inside a checklist item: its wrapped lines ("Code has been formatted (see\n[here](…))") go with it. */
  let inCheckbox = false;
  const add = (text: string) => {
    if (!text) return;
    // Bullets of a squash merge, one per paragraph, make one list.
    const last = paragraphs.at(-1);
    if (last && /^- /.test(last) && /^- /.test(text) && !/^(?!- )/m.test(`${last}\n${text}`))
      paragraphs[paragraphs.length - 1] = `${last}\n${text}`;
    else paragraphs.push(text);
  };
  const flush = () => {
    const [prose, list] = joinParagraph(current, repository);
    current = [];
    add(prose);
    add(list);
  };
  for (const raw of withoutBlocks(body).split('\n')) {
    const line = raw.trimEnd();
    const trimmed = line.trim();
    if (END_OF_CONTENT.test(trimmed)) break;
    const coAuthor = CO_AUTHOR.exec(trimmed);
    if (coAuthor) {
      credits.push(coAuthor[1]!.trim());
      continue;
    }
    const heading = HEADING.exec(line);
    const label = heading ? undefined : LABEL.exec(trimmed);
    if (heading || label) {
      const name = (heading ? (heading[1] ?? heading[2] ?? heading[3]) : label?.[1]) ?? '';
      // "Solution: …" after the bug was told: the bug's prose goes, the solution says what shipped.
      if (label && SOLUTION_LABEL.test(name)) {
        current = [];
        for (let i = paragraphs.length - 1; i >= sectionStart; i--)
          if (!paragraphs[i]!.startsWith('- ')) paragraphs.splice(i, 1);
      }
      flush();
      sectionStart = paragraphs.length;
      skipping = DROPPED_SECTION.test(name.replace(/[#*_:]/g, '').trim()) || PROBLEM_LABEL.test(name);
      inCheckbox = false;
      inBreaking = /^breaking changes?\??$/i.test(name.trim());
      if (label && !skipping && label[2]) current.push(label[2]);
      continue;
    }
    if (skipping) continue;
    const breaking = BREAKING.exec(trimmed);
    if (breaking) {
      flush();
      inBreaking = true;
      if (breaking[1]) notes.push(plain(breaking[1]));
      continue;
    }
    if (CHECKBOX.test(line)) inCheckbox = true;
    else if (!trimmed || BULLET.test(line)) inCheckbox = false;
    else if (inCheckbox) continue;
    if (!trimmed || /^[-=*_]{3,}$/.test(trimmed)) {
      if (inBreaking && notes.length) inBreaking = false;
      flush();
      continue;
    }
    if (KNOWN_TRAILER.test(trimmed) || SKIP_LINE.test(trimmed) || CHECKBOX.test(line)) {
      refs.push(...takeRefs(trimmed, repository).refs);
      continue;
    }
    const { text, refs: found } = takeRefs(line, repository, true);
    refs.push(...found);
    // "Fixes #12", "See #40": a line that is only its reference (the words around it counted before
    // a pointing "from" goes: "behavior from #3240." is the end of a sentence).
    const words = line.replace(/(?:[\w.-]+\/[\w.-]+)?#\d+|\bGH-\d+|https?:\/\/\S+/g, ' ');
    if (found.length && !/\p{L}{2,}.*\s\p{L}{2,}/u.test(words.replace(BULLET, ''))) continue;
    // "Fixes #12 (see issue for root cause explanation)": an aside about the reference, left alone.
    if (found.length && /^\([^()]*\)[.!]?$/.test(text.replace(BULLET, '').trim())) continue;
    if (inBreaking) {
      if (!EMPTY_ANSWER.test(trimmed.replace(BULLET, ''))) notes.push(plain(text.replace(BULLET, '')));
    } else current.push(found.length ? text.replace(/^(?=\S)/, line.match(/^\s*/)![0]) : line);
  }
  flush();
  // A last paragraph of `Key: value` lines is a block of trailers.
  const last = paragraphs.at(-1);
  if (last && last.split('\n').every((l) => GENERIC_TRAILER.test(l) && !/\s\S+\s\S+\s\S+\s/.test(l)))
    paragraphs.pop();
  const breakingNote = notes.join(' ').trim();
  return { paragraphs, ...(breakingNote ? { breakingNote } : {}), refs, credits };
}

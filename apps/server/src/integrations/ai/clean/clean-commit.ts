import { expandShorthand } from './shorthand';
import type { CommitFacts } from '../types';
import { botNames } from './word-lists';
import { cleanBody } from './body';
import { onlyIn, summarizeFiles, type FilesSummary } from './files';
import type { CleanCommit, CommitType, SkipDecision } from './clean-types';
import { decideSkip } from './junk';
import { uniqueNumbers } from './noise';
import { capitalizeSubject, readSubject, TYPE_ALIASES } from './subject';
import { isMash, isVague } from './vague';
import { baseOf } from './verb-base';

export type { FileArea, FilesSummary } from './files';

export type { CleanCommit, CommitType, SkipDecision, SkipKind } from './clean-types';

const MERGE_PR = /^Merge pull request #(\d+) from \S+/i;
const MERGED_IN = /^Merged in \S+ \(pull request #(\d+)\)/i;
const MERGE_BRANCH =
  /^Merge (?:(?:remote-tracking )?branch(?:es)? .+|tag .+|commit .+|(?:\S+ )?(?:into|of) \S+|\S+ into \S+|\S+)$/i;
const REVERT =
  /^(?:partial(?:ly)?\s+)?Revert(?:ed|s)?\s*:?\s*["“](.+)["”](?:\s*\(#\d+\))*\s*\.?$|^(?:partial(?:ly)?\s+)?Revert(?:ed|s)?(?:\s*:|\s+(?!["“]))\s*(.+)$/i;
const VERSION = /^v?\d+(\.\d+){1,3}([-+.][\w.]+)?$/;

/** GitHub's squash merges list each squashed commit as "* subject"; so do hand-made squashes. */
function squashLog(body: string, line: string): boolean {
  const items = body.split(/\r?\n/).filter((l) => /^\s*[*-]\s+\S/.test(l));
  if (!items.length) return false;
  const starred = items.filter((l) => /^\s*\*\s/.test(l)).length;
  const prefixed = items.filter((l) => /^\s*[*-]\s+(\S+\s)?[a-z]+(\([^)]*\))?!?:\s/i.test(l)).length;
  // GitHub lists each squashed commit with "* "; a description's own list uses "- " under them.
  const github = /\(#\d+\)\s*$/.test(line) && (starred === items.length || starred >= 2);
  return prefixed * 2 >= items.length || github;
}

/**
 * GitHub's squash log of a pull request opened by the commit its title repeats: the later
 * "fix:" commits mend that work in review ("* fix: skip assertion for other databases", "* fix:
 * styles"), steps of the work rather than further changes. They go.
 */
function withoutReviewFixes(body: string, line: string, repository: string): string {
  const lines = body.split(/\r?\n/);
  const first = lines.findIndex((l) => /^\*\s+\S/.test(l));
  if (first < 0) return body;
  const said = (text: string) => readSubject(text, repository).text.toLowerCase();
  if (said(lines[first]!.replace(/^\*\s+/, '')) !== said(line)) return body;
  return lines.filter((l, i) => i <= first || !/^\*\s+fix(\([^)]*\))?!?:\s/i.test(l)).join('\n');
}

/** The type a cleaned subject and its files point to (conventional type first). */
function typeOf(
  declared: string | undefined,
  subject: string,
  files: FilesSummary,
  deps: boolean,
): CommitType {
  const byFiles = (): CommitType | undefined => {
    if (onlyIn(files, 'tests')) return 'test';
    if (onlyIn(files, 'docs')) return 'docs';
    if (onlyIn(files, 'ci')) return 'ci';
    if (onlyIn(files, 'lockfile')) return 'build';
    return undefined;
  };
  const type = declared && declared !== 'wip' ? TYPE_ALIASES[declared] : undefined;
  if (type === 'merge' || type === 'revert' || type === 'release' || type === 'fix' || type === 'ci')
    return type;
  if (type === 'style' || type === 'docs' || type === 'test' || type === 'build' || type === 'chore')
    return deps ? 'build' : type;
  const files_ = byFiles();
  if (files_) return files_;
  if (type) return type as CommitType;
  if (deps) return 'build';
  if (VERSION.test(subject)) return 'release';
  const [firstWord = '', second = ''] = subject.toLowerCase().split(/\s+/);
  const base = baseOf(firstWord);
  const is = (list: string) => list.split(' ').includes(base);
  if (is('add write cover') && /^(unit |e2e |more |missing )?(tests?|specs?)\b/.test(second)) return 'test';
  if (
    is('add write cover fix update improve extend') &&
    /\b(tests?|specs?|test cases?|test coverage)$/i.test(subject)
  )
    return 'test';
  if (is('fix resolve correct repair prevent avoid patch hotfix')) return 'fix';
  if (is('add implement introduce support enable allow create let expose new'))
    return files.total && !files.byArea.source ? 'other' : 'feat';
  if (
    is(
      'refactor extract simplify rename move restructure reorganize organize clean cleanup tidy split consolidate decouple inline dedupe deduplicate unify centralize',
    )
  )
    return 'refactor';
  if (is('document explain describe clarify')) return 'docs';
  if (is('optimize optimise speed memoize batch debounce throttle')) return 'perf';
  if (is('format reformat lint')) return 'style';
  return 'other';
}

/** A pull request title that only names its branch ("Next merge 2022 04 01", "Merge beta into main"). */
function namesBranch(title: string, first: string): boolean {
  const branch = /from (\S+)/.exec(first)?.[1]?.split('/').slice(1).join('/') ?? '';
  const words = (t: string) => t.toLowerCase().match(/[a-z]+|\d+/g) ?? [];
  const known = new Set([
    ...words(branch),
    'merge',
    'into',
    'from',
    'main',
    'master',
    'develop',
    'dev',
    'branch',
  ]);
  return (
    /^merge\b/i.test(title.trim()) || (words(title).length > 0 && words(title).every((w) => known.has(w)))
  );
}

/** What a security fix is called: an advisory id or the kind of hole it closes. */
const SECURITY =
  /\b(CVE-\d{4}-\d+|GHSA(?:-[a-z0-9]{4}){3}|security|vulnerab\w*|prototype pollution|XSS|cross-site|CSRF|SSRF|(?:SQL|command|header) injection|path traversal|ReDoS|denial of service)\b/i;

/**
 * "CVE-2024-3121: prototype pollution in the query parser" names the hole, not the fix: said as
 * the fix ("Fix prototype pollution in the query parser (CVE-2024-3121)"). A line that already
 * opens with a verb is kept.
 */
function securityLine(line: string): string {
  const named =
    /^((?:CVE-\d{4}-\d+|GHSA(?:-[a-z0-9]{4}){3})(?:\s*,\s*(?:CVE-\d{4}-\d+|GHSA(?:-[a-z0-9]{4}){3}))*)\s*[:\-–—]\s*(.+)$/i.exec(
      line,
    );
  if (!named) return line;
  const what = named[2]!.trim().replace(/[.]$/, '');
  const opensWithVerb =
    /^(fix|fixes|fixed|patch|patches|patched|prevent|prevents|close|closes|guard|block|escape|sanitize|reject|stop|harden|mitigate|address)\b/i.test(
      what,
    );
  return opensWithVerb
    ? `${what} (${named[1]})`
    : `Fix ${what.charAt(0).toLowerCase()}${what.slice(1)} (${named[1]})`;
}

/** "Feature/mysql": a branch name standing in for a subject. */
const BRANCHY = /^([A-Za-z][\w-]*)\/[\w./-]+(?: [\w-]+){0,3}$/;

interface Source {
  /** The line the subject is read from ('' for a merge that says nothing). */
  line: string;
  body: string;
  merge?: CleanCommit['merge'];
  /** The commit's first line as written. */
  first: string;
}

/** The subject and body a commit is written from: the pull request's when it is a merge. */
function source(facts: CommitFacts): Source {
  const lines = facts.message.replace(/\r\n?/g, '\n').trim().split('\n');
  const at = lines.findIndex((l) => l.trim());
  const first = at >= 0 ? lines[at]!.trim() : '';
  let rest = lines.slice(at + 1);
  const pr = facts.pullRequest;
  const mergedPr = MERGE_PR.exec(first) ?? MERGED_IN.exec(first);
  if (mergedPr) {
    const number = Number(mergedPr[1]);
    const from = / from (\S+)/.exec(first)?.[1];
    if (pr?.title.trim())
      return {
        line: pr.title,
        body: pr.body ?? rest.join('\n'),
        merge: { kind: 'pull-request' as const, number, ...(from ? { from } : {}) },
        first,
      };
    const titleAt = rest.findIndex((l) => l.trim());
    const title = titleAt >= 0 ? rest[titleAt]!.trim() : '';
    rest = titleAt >= 0 ? rest.slice(titleAt + 1) : [];
    const line = title && !namesBranch(title, first) ? title : '';
    return {
      line,
      body: line ? rest.join('\n') : '',
      merge: { kind: 'pull-request' as const, number, ...(from ? { from } : {}) },
      first,
    };
  }
  if (/^Merge\b/i.test(first) && MERGE_BRANCH.test(first) && !/^Merge (pull|request)\b/i.test(first)) {
    if (pr?.title.trim())
      return { line: pr.title, body: pr.body ?? '', merge: { kind: 'pull-request' as const }, first };
    const names =
      /^Merge (?:remote-tracking )?branch(?:es)? '?([^'\s]+)'?(?: of \S+)?(?: into '?([^'\s]+)'?)?/i.exec(
        first,
      );
    const merge = {
      kind: 'branch' as const,
      ...(names?.[1] ? { from: names[1] } : {}),
      ...(names?.[2] ? { into: names[2] } : {}),
    };
    // A merge with a description of its own ("Stop writing tokens to the log", and why): that
    // description is the news. Conflict lists and lists of merged commits are not one.
    const ownAt = rest.findIndex((l) => l.trim());
    const own = ownAt >= 0 ? rest[ownAt]!.trim() : '';
    if (own && !/^(#|\*|-|\d+\.|conflicts:|merged?\b|\s)/i.test(own) && own.split(/\s+/).length >= 3)
      return { line: securityLine(own), body: rest.slice(ownAt + 1).join('\n'), merge, first };
    // A merge listing what it brings, one item a security fix: that fix is the news.
    const items = rest.map((l) => /^\s*(?:[-*+]|\d+\.)\s+(.+)$/.exec(l)?.[1]?.trim()).filter(Boolean);
    const fix = items.find((item) => SECURITY.test(item!));
    if (fix) {
      const others = items.filter((item) => item !== fix).map((item) => `- ${item}`);
      return { line: securityLine(fix), body: others.join('\n'), merge, first };
    }
    return { line: '', body: '', merge, first };
  }
  if (pr?.title.trim()) {
    // A squash merge: the pull request says it better when the commit's own words are thin.
    const own = readSubject(first, facts.repository).text;
    const body = pr.body?.trim() ? pr.body : rest.join('\n');
    return {
      line: isVague(own) || !own ? pr.title : first,
      body: `${body}\n\n${rest.filter((l) => /^co-authored-by:/i.test(l.trim())).join('\n')}`,
      first,
    };
  }
  return { line: first, body: rest.join('\n'), first };
}

/**
 * The subject with its shorthand spelled out, unless that would push it past what an update
 * title holds (a title cut inside "both a development dependency and …" reads worse than "dev dep").
 */
function spelledOut(text: string): string {
  const long = expandShorthand(text);
  return [...long].length <= 72 || long.length === text.length ? long : text;
}

/**
 * A commit as both writers read it: the subject without prefixes, references, CI switches or
 * emoji; the body without trailers, templates, tool output or junk list items; references,
 * co-authors, files by area, size, type, and whether it is worth sharing at all.
 */
export function cleanCommit(facts: CommitFacts): CleanCommit {
  const from = source(facts);
  // "Added X to the docs.  Flask now runs from the" – a subject line that runs on: its first sentence.
  const sentence = /^(.{12,}?[a-z)`'"][.!?])\s+\S/.exec(from.line);
  if (sentence) from.line = sentence[1]!;
  const revert = REVERT.exec(from.line);
  const subject = readSubject(revert ? (revert[1] ?? revert[2])! : from.line, facts.repository);
  const body = cleanBody(
    squashLog(from.body, from.line) ? withoutReviewFixes(from.body, from.line, facts.repository) : from.body,
    facts.repository,
  );
  const files = summarizeFiles(facts.files ?? []);
  const fileLines = (facts.files ?? []).reduce(
    (sum, f) => ({
      add: sum.add + (f.additions ?? 0),
      del: sum.del + (f.deletions ?? 0),
      known: sum.known || f.additions !== undefined,
    }),
    { add: 0, del: 0, known: false },
  );
  const additions = facts.additions ?? (fileLines.known ? fileLines.add : undefined);
  const deletions = facts.deletions ?? (fileLines.known ? fileLines.del : undefined);
  let text = subject.text;
  let paragraphs = body.paragraphs;
  let declared = subject.type;
  const branchy = BRANCHY.exec(text);
  // "More fixes" over a list of what they are: the list's first item says what changed.
  const vagueOverList =
    !!text &&
    !branchy &&
    /\p{L}{3,}/u.test(text) &&
    !isMash(text) &&
    isVague(text) &&
    !!paragraphs[0]?.startsWith('- ');
  if (branchy || vagueOverList) {
    // A squash merge titled after its branch: its first list item says what it does.
    if (branchy) declared ??= TYPE_ALIASES[branchy[1]!.toLowerCase()] ? branchy[1]!.toLowerCase() : undefined;
    const items = paragraphs[0]?.startsWith('- ') ? paragraphs[0].split('\n') : [];
    text = items[0]
      ? items[0].slice(2).replace(/[.;]$/, '')
      : text.slice(text.indexOf('/') + 1).replace(/[-_/]+/g, ' ');
    if (items[0]) paragraphs = [items.slice(1).join('\n'), ...paragraphs.slice(1)].filter(Boolean);
  }
  // "Security fix" says that there is one, not what it fixes: the body's first sentence does.
  const bareSecurity =
    /^(?:fix(?:es|ed)?\s+)?security(?:\s+(?:fix(?:es)?|patch(?:es)?|update|issue))?$/i.test(text.trim());
  if ((!text && !from.merge) || bareSecurity)
    text = bareSecurity && !SECURITY.test(paragraphs[0] ?? '') ? text : '';
  if (!text && (!from.merge || bareSecurity) && paragraphs[0] && !paragraphs[0].startsWith('- ')) {
    // "Fixes #12" with a body: the body's first sentence says what changed.
    const sentence = /^.+?[.!?](?=\s|$)/.exec(paragraphs[0])?.[0] ?? paragraphs[0];
    text = sentence.replace(/[.!?]+$/, '');
    const left = paragraphs[0].slice(sentence.length).trim();
    paragraphs = left ? [left, ...paragraphs.slice(1)] : paragraphs.slice(1);
  }
  const deps = subject.deps;
  const type: CommitType = revert
    ? 'revert'
    : from.merge?.kind === 'branch' && !text
      ? 'merge'
      : typeOf(declared, text, files, deps);
  const cleaned: CleanCommit = {
    sha: facts.sha,
    repository: facts.repository,
    ...(facts.author ? { author: facts.author } : {}),
    type,
    ...(subject.scope ? { scope: subject.scope } : {}),
    breaking: subject.bang || !!body.breakingNote,
    ...(body.breakingNote ? { breakingNote: body.breakingNote } : {}),
    subject: capitalizeSubject(spelledOut(text)),
    body: paragraphs.map(expandShorthand),
    refs: uniqueNumbers([
      ...(from.merge?.number ? [from.merge.number] : []),
      ...(facts.pullRequest ? [facts.pullRequest.number] : []),
      ...subject.refs,
      ...body.refs,
    ]),
    credits: [...new Set(body.credits)].filter(
      (name) => !botNames.test(name) && !/copilot|claude|chatgpt|cursor/i.test(name),
    ),
    files,
    ...(additions !== undefined && deletions !== undefined ? { size: additions + deletions } : {}),
    ...(additions !== undefined ? { additions } : {}),
    ...(deletions !== undefined ? { deletions } : {}),
    deps,
    wip: subject.type === 'wip' || /^\W*(wip|work in progress)\W*$/i.test(from.first),
    squashed: squashLog(from.body, from.line),
    typeDeclared: !!subject.type && subject.type !== 'wip' && !!TYPE_ALIASES[subject.type] && !branchy,
    ...(from.merge ? { merge: from.merge } : {}),
    ...(revert ? { revertOf: subject.text } : {}),
    original: from.first,
  };
  const skip = decideSkip(cleaned);
  return skip ? { ...cleaned, skip } : cleaned;
}

/** Whether a cleaned commit has nothing worth sharing, and why. */
export function notWorthSharing(cleaned: CleanCommit): SkipDecision | undefined {
  return decideSkip(cleaned);
}

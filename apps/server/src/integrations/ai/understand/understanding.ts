import type { CleanCommit } from '../clean/clean-commit';
import { readChange, capitalize, type Change } from './change';
import { readDetails, type Details } from './details';
import { articledDid, articledNow } from './articles';
import { formsOf, is, singular, wordsOf } from './grammar';
import { inEnglish } from './noun-phrases';
import { scopeOf, type Scope } from './scope';
import { inProject } from './in-project';
import { spelledAsFiles } from './file-scope';
import { onlyIn } from '../clean/files';

/** What one commit says, understood: the change, where it happened, and what else it tells. */
export interface Understanding {
  commit: CleanCommit;
  change: Change;
  scope?: Scope;
  details: Details;
  /** The `BREAKING CHANGE` note as a sentence. */
  breaking?: string;
  /** What the team did, placed in the project when nothing narrower places it ("added X to React Router"). */
  placed?: string;
}

const sentence = (text: string) => (/[.!?…:]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/** A change a person wrote about anyway (a revert, a release, a bare merge): said as what it is. */
function specialChange(commit: CleanCommit): Change | undefined {
  const { subject, merge, type } = commit;
  if (type === 'revert') {
    // The reverted subject without its conventional prefix ("sec: security patch…").
    const what = (commit.revertOf ?? subject).replace(/^[a-z]+(\([^)]*\))?!?:\s*/i, '');
    const did = `reverted “${what}”`;
    return { title: capitalize(did), did };
  }
  if (/^v?\d+(\.\d+)+\S*$/.test(subject)) return { title: `Released ${subject}`, did: `released ${subject}` };
  if (!subject && merge) {
    const from = merge.from ? ` ${merge.from}${merge.into ? ` into ${merge.into}` : ''}` : ' a pull request';
    return { title: `Merged${from}`, did: `merged${from}` };
  }
  if (!subject) return { title: 'Work in progress' };
  return undefined;
}

/** The change with its scope: "Removed the X-Powered-By header in the rate-limit middleware". */
function scoped(change: Change, scope: Scope | undefined): Change {
  if (!scope) return change;
  const where = `${scope.at} ${scope.thing}`;
  const name = scope.thing.replace(/^the /, '').toLowerCase();
  // "a Georgian locale" in `locales`: the line says the place already, in the singular or plural.
  const word = name.replace(/`/g, '');
  const stem = /^[a-z]+$/.test(word) ? singular(word) : '';
  const has = (text: string) =>
    text.toLowerCase().includes(name) ||
    (stem.length > 3 && new RegExp(`(?<![\\w-])${stem}s?(?![\\w-])`, 'i').test(text.replace(/`[^`]*`/g, '')));
  // Before a closing aside, which stays last: "cached compiled routes in the router (about 30% faster)".
  const add = (text: string | undefined) =>
    text && !has(text) ? text.replace(/(?=\s+\([^()]*\)$)|$/, ` ${where}`) : text;
  // "X now does Y" says its own subject: the scope only when that subject is not the place itself.
  if (change.now && !change.did) {
    const about = capitalize(scope.thing);
    // A subject in code ("`ips` now shows…") names its place already.
    if (change.now.startsWith(about) || /^`/.test(change.now) || !/^(the |`)/.test(scope.thing))
      return change;
    return { ...change, title: add(change.title)!, now: add(change.now)! };
  }
  return {
    title: add(change.title)!,
    ...(change.did ? { did: add(change.did)! } : {}),
    ...(change.now ? { now: change.now } : {}),
  };
}

/**
 * The change said with its subject, as a title or a post's first sentence says it: how the
 * software behaves now ("HTTP checks now follow…") rather than "made/stopped X…", else what the
 * team did ("We added…"); a subjectless "Added…" is kept only as a list line.
 */
function withSubject(given: Change): Change {
  const plain = given.did && given.title === capitalize(given.did);
  const did = given.did && articledDid(given.did);
  const now = given.now && articledNow(given.now);
  const title = plain && did ? capitalize(did) : given.title === given.now && now ? now : given.title;
  const change: Change = { title, ...(did ? { did } : {}), ...(now ? { now } : {}) };
  if (now && (!did || /^(made|stopped)\b/.test(did))) return english({ ...change, title: now, line: title });
  if (did && plain) return english({ ...change, title: `We ${did}`, line: title });
  return english(change);
}

/** Every wording of a change with the articles and the "that" English needs. */
function english(change: Change): Change {
  const fix = inEnglish;
  return {
    title: fix(change.title),
    ...(change.line ? { line: fix(change.line) } : {}),
    ...(change.did ? { did: fix(change.did) } : {}),
    ...(change.now ? { now: fix(change.now) } : {}),
  };
}

/** Body sentences and list items said in the past when written as orders ("Update the docs"). */
function inTense(given: string, actor: string, asItem = false): string {
  // "To do that, change the X command…": the order after a lead-in, in the past like any other.
  const lead =
    /^((?:to do (?:that|this|so)|for (?:that|this)|to fix (?:that|this|it)|instead|then),\s+)([A-Z]?[a-z].*)$/i.exec(
      given,
    );
  if (lead && !asItem) {
    const rest = `${lead[2]!.charAt(0).toUpperCase()}${lead[2]!.slice(1)}`;
    const said = inTense(rest, actor);
    if (said === rest) return given;
    // "…; we make X the default": the clause after it in the same tense.
    const past = said.replace(/([;,] we )([a-z]+)\b/g, (all, before: string, verb: string) => {
      const w = wordsOf(`we ${verb}`)[1];
      return is(w, 'Verb') && is(w, 'Infinitive') && !is(w, 'PastTense')
        ? `${before}${formsOf(verb).past}`
        : all;
    });
    return `${lead[1]}${past.replace(/^We\b/, 'we')}`;
  }
  // "We show the a warning": one determiner, the second the author meant.
  const text = given.replace(/\b(?:the|a|an) (the|a|an)\b/gi, '$1');
  const words = wordsOf(text);
  const first = words[0];
  const modal = words.slice(1, 6).some((w) => /^(should|must)$/i.test(w.text));
  // "Cherrypick selections are now cleared…": a subject of nouns before its own verb, no order.
  const finite = words.findIndex(
    (w, i) =>
      i >= 1 && i <= 3 && /^(is|are|was|were|has|have|had|will|would|can|could|get|gets)$/i.test(w.text),
  );
  const stated =
    finite > 0 &&
    words
      .slice(0, finite)
      .every((w) => /^[\p{L}-]+$/u.test(w.text) && !is(w, 'Pronoun') && !is(w, 'Determiner'));
  // "Delete now sends xterm escapes": a name (a key, a command) with its own verb after "now".
  const named =
    /^(now|also|still|always|never|only)$/i.test(words[1]?.text ?? '') &&
    /^[a-z]+s$/.test(words[2]?.text ?? '') &&
    is(
      wordsOf(
        words
          .slice(2)
          .map((w) => w.text)
          .join(' '),
        'it',
      )[0],
      'Verb',
    );
  const order =
    !stated &&
    !named &&
    first &&
    /^[A-Z][a-z]+$/.test(first.text) &&
    is(wordsOf(text, 'we')[0], 'Verb') &&
    !is(first, 'PastTense') &&
    !is(first, 'Gerund') &&
    !/s$/.test(first.text);
  // "Aligns the package names with…": a sentence whose subject the author left in the title.
  const third =
    !asItem &&
    !!first &&
    /^[A-Z][a-z]+s$/.test(first.text) &&
    is(wordsOf(text, 'it')[0], 'Verb') &&
    is(wordsOf(text, 'it')[0], 'PresentTense') &&
    // "Tests that encoded…", "Bails kept for…": a noun with its own verb after it.
    !is(wordsOf(text, 'it')[1], 'Verb') &&
    !/^(that|which|who|are|were|is|was)$/i.test(words[1]?.text ?? '') &&
    // "Retries for silent hosts now wait…": a plural noun whose verb follows "now" further on.
    !/^\S+(?:\s+\S+){0,6}?\s+(now|no longer|still|always|never)\s+[a-z]+/i.test(text) &&
    // "Badges now expire…": a plural noun whose verb follows.
    !wordsOf(text, 'the')
      .slice(1, 4)
      .some((w) => (is(w, 'PresentTense') || is(w, 'Copula') || is(w, 'Modal')) && !is(w, 'Gerund'));
  if (third) return `It ${text.charAt(0).toLowerCase()}${text.slice(1)}`;
  if (!order && !modal) return text;
  const bare = text.replace(/[.!]$/, '');
  // With its subject, like the title: "Mounted auth middleware…" is a fragment, "We mounted…" is not.
  const read = withSubject(readChange(bare, 'other', actor));
  const said = asItem ? (read.line ?? read.title) : read.title;
  return /[.!]$/.test(text) ? `${said}.` : said;
}

/**
 * The subject as users read it: the tests (and bare "docs") it also added left out ("Support insert-many in
 * SQLite, add more tests"), and a second order after a comma joined with "and" ("Fix memory
 * leak, clean up body streams" → "…and clean up body streams"), so it takes one tense.
 */
const TESTS_TOO =
  /,?\s*(?:,|;|\+|&|\band\b)\s*(?:add|adds|added|update|updates|updated|fix|fixes|fixed|improve|improved)\s+(?:(?:more|some|the|a|unit|e2e|regression|missing|new|matching)\s+)*(?:(?:tests?|specs?|coverage)\b[^,;.]*|(?:docs|documentation)(?=\s*(?:[,;.]|$)))/i;

/** "…stale metadata cannot pin older versions, and adds matching regression tests." → without the tests. */
const withoutTests = (sentence: string) => sentence.replace(TESTS_TOO, '');

function userFacing(subject: string): string {
  const withoutTests = subject.replace(new RegExp(`${TESTS_TOO.source}$`, 'i'), '');
  // "add DRZL; fix Prisma Zod Generator placement": two orders, a comma's or a semicolon's apart.
  const found = /[,;] /.exec(withoutTests);
  const at = found?.index ?? -1;
  if (at < 0 || /[,;] /.test(withoutTests.slice(at + 2))) return withoutTests || subject;
  const after = withoutTests.slice(at + 2);
  const opensWithVerb = (text: string) => {
    const w = wordsOf(text, 'we')[0];
    return is(w, 'Verb') && !is(w, 'Gerund') && !is(w, 'PastTense') && /^[a-z]+$/i.test(w!.text);
  };
  return opensWithVerb(withoutTests) && opensWithVerb(after)
    ? `${withoutTests.slice(0, at)} and ${after}`
    : withoutTests;
}

/** A commit, understood. `project` names what behaves when nothing narrower does. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

export function understand(commit: CleanCommit, project: string): Understanding {
  // A subject in another language is said as its author wrote it, without English around it.
  const scope =
    CJK.test(commit.subject) || !/\p{Script=Latin}/u.test(commit.subject) ? undefined : scopeOf(commit);
  const actor = scope && scope.at === 'in' ? capitalize(scope.thing) : project;
  const special = specialChange(commit);
  const change = withSubject(
    special ??
      scoped(
        readChange(userFacing(spelledAsFiles(commit.subject, commit.files.names)), commit.type, actor),
        scope,
      ),
  );
  const said = `${commit.subject} ${change.title} ${commit.revertOf ?? ''}`;
  const details = readDetails(commit, said);
  const understood: Understanding = {
    commit,
    change,
    ...(scope ? { scope } : {}),
    details: {
      ...details,
      sentences: details.sentences.map((s) => inTense(withoutTests(s), actor)),
      items: details.items.map((s) => inTense(s, actor, true)),
    },
  };
  // A change to the docs alone is not placed in the project ("added more alerting docs to PagePulse").
  const docsOnly = onlyIn(commit.files, 'docs') || commit.type === 'docs';
  // Nor one whose body names the project already ("pnpm now checks packages…").
  const named = [...understood.details.sentences, ...understood.details.items].some((t) =>
    t.toLowerCase().includes(project.toLowerCase()),
  );
  const placed =
    !scope && !special && !docsOnly && !named && change.did ? inProject(change.did, project) : undefined;
  if (placed) understood.placed = placed;
  if (commit.breaking) {
    understood.breaking = commit.breakingNote
      ? `Breaking change: ${sentence(commit.breakingNote)}`
      : 'Breaking change.';
  }
  return understood;
}

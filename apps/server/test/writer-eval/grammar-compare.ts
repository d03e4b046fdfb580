/**
 * `npx tsx apps/server/test/writer-eval/grammar-compare.ts`: compares two NLP libraries on the
 * grammar the writer needs from a commit subject (docs/decisions/writer-grammar.md):
 *
 * 1. Development-set subjects whose first word the author wrote in the past tense ("Added …",
 *    "Fixed …"): is the word tagged as a verb, and does its base form conjugate back to the
 *    author's own past tense? (The author's word is the ground truth.)
 * 2. Hand-labelled subjects (invented, of the kinds the writer got wrong): is the first word a
 *    verb or a noun, and is the past tense right?
 */
import { readFileSync } from 'node:fs';
import nlp from 'compromise';
import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import { cleanCommit } from '../../src/integrations/ai';

const wink = winkNLP(model);
const its = wink.its;

interface Library {
  name: string;
  /** Whether the subject's first word is a verb, as the library tags the subject. */
  firstIsVerb(subject: string): boolean;
  /** The past tense of the first word read as a verb (undefined: the library cannot say). */
  pastOf(word: string): string | undefined;
}

const compromise: Library = {
  name: 'compromise 14.17.0',
  firstIsVerb: (s) => nlp(s).terms().json()[0]?.terms[0]?.tags.includes('Verb') ?? false,
  pastOf: (word) => {
    // A past participle alone reads as an adjective ("fixed"): after "we" it is a verb.
    const base = nlp(`we ${word}`).verbs().toInfinitive().text() || word;
    return (nlp(base).verbs().conjugate()[0] as { PastTense?: string } | undefined)?.PastTense;
  },
};

/** wink-nlp tags and lemmatises but does not inflect: the past tense needs rules of our own. */
const regularPast = (base: string) =>
  base.endsWith('e') ? `${base}d` : /[^aeiou]y$/.test(base) ? `${base.slice(0, -1)}ied` : `${base}ed`;
const winkLib: Library = {
  name: 'wink-nlp 2.4.0 + wink-eng-lite-web-model 1.8.1',
  firstIsVerb: (s) => {
    const pos = wink.readDoc(s).tokens().out(its.pos) as string[];
    return pos[0] === 'VERB' || pos[0] === 'AUX';
  },
  pastOf: (word) => {
    const lemma =
      (
        wink
          .readDoc(word)
          .tokens()
          .out(its.lemma as typeof its.pos) as string[]
      )[0] ?? word;
    return regularPast(lemma.toLowerCase());
  },
};

/** Invented subjects, labelled by hand: the first word's role and, for verbs, its past tense. */
const LABELLED: { subject: string; verb: boolean; past?: string }[] = [
  { subject: 'lead time in reports', verb: false },
  { subject: 'cache key for anonymous users', verb: false },
  { subject: 'sort order of tags on the archive page', verb: false },
  { subject: 'drop shadow on cards in dark mode', verb: false },
  { subject: 'settings page ux improvement', verb: false },
  { subject: 'crash when saving an empty draft', verb: false },
  { subject: 'build output paths on Windows', verb: false },
  { subject: 'check box alignment in the filter panel', verb: false },
  { subject: 'retry logic for uploads', verb: false },
  { subject: 'dark mode for the editor', verb: false },
  { subject: 'support for Bun', verb: false },
  { subject: 'status page themes', verb: false },
  { subject: 'follow 301/302 redirects in HTTP checks', verb: true, past: 'followed' },
  { subject: 'Let the client retry on 503', verb: true, past: 'let' },
  { subject: 'handle null names in the importer', verb: true, past: 'handled' },
  { subject: 'return 404 for unknown routes', verb: true, past: 'returned' },
  { subject: 'Fix the cache key and add a retry', verb: true, past: 'fixed' },
  { subject: 'add a dark theme to the docs site', verb: true, past: 'added' },
  { subject: 'remove the X-Powered-By header in the rate-limit middleware', verb: true, past: 'removed' },
  { subject: 'speed up markdown parsing', verb: true, past: 'sped' },
  { subject: 'write the sitemap on build', verb: true, past: 'wrote' },
  { subject: 'split the settings form into tabs', verb: true, past: 'split' },
  { subject: 'keep query parameters on redirects', verb: true, past: 'kept' },
  { subject: 'show the lead time in weekly reports', verb: true, past: 'showed' },
  { subject: 'make uploads resumable', verb: true, past: 'made' },
  { subject: 'set a timeout on webhook requests', verb: true, past: 'set' },
  { subject: 'rebuild the search index nightly', verb: true, past: 'rebuilt' },
  { subject: 'bring back the compact layout', verb: true, past: 'brought' },
  { subject: 'teach the parser about tables', verb: true, past: 'taught' },
  { subject: 'run migrations before the server starts', verb: true, past: 'ran' },
];

interface DevSubject {
  subject: string;
  word: string;
}

function devPastSubjects(): DevSubject[] {
  const corpus = JSON.parse(
    readFileSync(new URL('../fixtures/commit-corpus.json', import.meta.url), 'utf8'),
  ) as { sha: string; message: string; repo: string }[];
  const out: DevSubject[] = [];
  for (const entry of corpus) {
    const c = cleanCommit({ sha: entry.sha, message: entry.message, repository: entry.repo });
    const word = /^([A-Z]?[a-z]+)\b/.exec(c.subject)?.[1];
    if (word && /(ed|ilt|ent|ot|ove|ew|ade|ept|ound|ought|ung)$/.test(word.toLowerCase())) {
      const lower = word.toLowerCase();
      // The author's past tenses: regular -ed words and the irregular ones the set holds.
      if (/ed$/.test(lower) || ['built', 'made', 'kept', 'found', 'brought', 'wrote'].includes(lower))
        out.push({ subject: c.subject, word: lower });
    }
  }
  return out.filter((s) => !['need', 'speed', 'feed', 'embed', 'seed'].includes(s.word));
}

function measure(lib: Library) {
  const dev = devPastSubjects();
  const devTagged = dev.filter((s) => lib.firstIsVerb(s.subject)).length;
  const devRoundTrip = dev.filter((s) => lib.pastOf(s.word) === s.word).length;
  const labelledRole = LABELLED.filter((l) => lib.firstIsVerb(l.subject) === l.verb).length;
  const verbs = LABELLED.filter((l) => l.verb);
  const labelledPast = verbs.filter((l) => {
    const word = l.subject.split(' ')[0]!.toLowerCase();
    return lib.pastOf(word) === l.past;
  }).length;
  return { dev: dev.length, devTagged, devRoundTrip, labelledRole, labelledPast, verbs: verbs.length };
}

for (const lib of [compromise, winkLib]) {
  const m = measure(lib);
  console.log(lib.name);
  console.log(`  dev-set past-tense subjects tagged as verbs:    ${m.devTagged}/${m.dev}`);
  console.log(`  dev-set past tenses rebuilt from the base:      ${m.devRoundTrip}/${m.dev}`);
  console.log(`  labelled subjects, first word's role right:     ${m.labelledRole}/${LABELLED.length}`);
  console.log(`  labelled verbs, past tense right:               ${m.labelledPast}/${m.verbs}`);
}

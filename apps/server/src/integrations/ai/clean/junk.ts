import type { CleanCommit, SkipDecision, SkipKind } from './clean-types';
import { declineReasons } from './decline-reasons';
import { botNames } from './word-lists';
import { onlyIn } from './files';
import { isMash, isVague, onlyHowItGoes, wordsOf } from './vague';

const RELEASE =
  /^(v?\d+(\.\d+){1,3}([-+.][\w.-]+)?( (pre-?)?release)?|->\s*v?\d[\w.-]*|(prepare|preparing|prep)\b.*\brelease\b.*|bump(ed)? (the )?version|(new |bump |bumped |prepare |preparing |cut |tag |publish |published )?(release|version|versions)\b.*|version packages.*|releasing\b.*|bump(ed)? (the )?(package |app |project )?version.*|(update|updated|set) (the )?version.*|\d+\.\d+(\.\d+)?( release)?)$/i;
const DEPENDENCIES = [
  /^(bump|bumps|bumped|upgrade|upgrades|upgraded|update|updates|updated|downgrade|downgraded)\s+(the\s+)?[\w@/.-]+(\s+(dependency|package|module|crate|gem|image|action|requirement))?\s+from\s+\S+\s+to\s+\S+/i,
  /^(update|updated|upgrade|bump|pin|unpin)\s+(dependency|dev dependency|module|rust crate|go module|package|gem|docker image|docker tag|github action|action|npm package|helm release|terraform)\s+\S+/i,
  /^(bump|bumps|bumped|upgrade|upgraded|update|updated|refresh|refreshed|regenerate|pin|unpin|sync)\s+(all\s+)?(the\s+)?(npm\s+|dev\s+|js\s+|python\s+|go\s+|rust\s+|node\s+|ruby\s+|third[- ]party\s+)?(dependencies|deps|dev-?dependencies|packages|lockfiles?|lock ?files?|node_modules|requirements|gems|crates|modules|pins)\b/i,
  /\b(dependabot|renovate|greenkeeper)\b/i,
  /^(bump|bumps|bumped)\s+[\w@/.-]+(\s+(to|from)\s+v?\d\S*)*$/i,
  /^(upgrade|update|migrate|move|switch)\s+to\s+[\w.@/-]+\s+v?\d+(\.[\dx]+)*$/i,
  /^(update|updated|upgrade|upgraded|bump|bumped)\s+[@\w./-]+\s+(v?[\d.]+\s*)?(to|→|->)\s+(version\s+)?v?\d+(\.[\dx]+)*(-[\w.]+)?(\s+(stable|lts|release|beta|alpha|rc|\(\w+\)))?(\s+in\s+\S+)?$/i,
  /^(?!.*\b(should|must|not|never|when|if|instead|unless)\b)(update|updated|upgrade|upgraded|bump|bumped)\b[^.]{0,80}\b(dependencies|deps|dev-?dependencies|devdeps)\b/i,
  /^[@\w./-]+\s+(v?\d+(\.[\dx]+)+|[<>=^~]+\s*\d[\d.x]*(\s*[<>=]+\s*\d[\d.x]*)?)(\s+dep(endency)?)?$/i,
];
/** Configuration of the development tools, not of the project itself. */
const DEV_TOOLING =
  /(^|\/)(\.(git|npm|docker|eslint|prettier|stylelint|vercel)ignore|\.editorconfig|\.gitattributes|\.npmrc|\.nvmrc|\.node-version|\.tool-versions|\.prettierrc[\w.]*|\.eslintrc[\w.]*|\.stylelintrc[\w.]*|\.babelrc[\w.]*|(eslint|prettier|babel|jest|vitest|vite|rollup|webpack|tsup|lint-staged|commitlint|stylelint)\.config\.[\w.]+|tsconfig[\w.-]*\.json|jsconfig\.json|renovate\.json5?|\.husky\/.*|\.vscode\/.*|\.idea\/.*|\.devcontainer\/.*|\.changeset\/config\.json)$/i;
const INDENTS =
  /\b(tabs|spaces)\b.*\b(instead of|to|for|over)\b.*\b(tabs|spaces|indent\w*)\b|\b(indents?|indentation|whitespaces?)\b|\b(duplicate|duplicated|extra|missing|trailing|unnecessary|redundant|stray)\s+(semicolons?|commas?|spaces?|newlines?|parenthes[ie]s|brackets?|blank lines?|empty lines?)\b/i;
/** Verbs that say the program now behaves differently ("accept trailing commas"), not how the code looks. */
const BEHAVIOUR =
  /\b(accept|allow|support|handle|parse|permit|reject|ignore|preserve|keep|tolerate|warn)\w*\b|\b(when|while|before|after)\s+[a-z]+ing\b/i;
/** Types that announce a change users meet: never "formatting" by their wording alone. */
const USER_FACING = new Set(['feat', 'fix', 'perf']);
const GENERIC_OBJECTS = new Set(
  'tests test docs doc readme build ci code stuff things bugs bug issues issue errors warnings it this typo typos lint deps dependencies files file styles style comments comment config changes everything project app repo site website page pr branch merge'.split(
    ' ',
  ),
);
const FORMATTING =
  /^((re)?format(ted|ting)?|lint(ing|ed)?|fix (the )?(lint(ing)?|linter|eslint|clippy|formatting|format|style|code style|whitespace|indentation|indent)( errors?| warnings?| issues?)?|run (prettier|black|isort|gofmt|rustfmt|cargo fmt|eslint( --fix)?|lint|linter|formatter|pre-commit)|apply (prettier|formatting|black|formatter|lint( fixes)?|code style)|prettier( --write)?|code style|style fixes|(remove |strip |fix )?(trailing )?whitespaces?|indentation|cargo fmt|go ?fmt|clang-format|rustfmt|sort(ed)? imports|organi[sz]e imports|make (the )?linter happy|appease (the )?linter|satisfy (the )?linter)(\s|$)/i;
const NEWLINE =
  /^(add |fix )?(missing )?(eof |final |trailing )?newlines?( at (the )?end of (the )?files?)?$/i;
const TYPO =
  /\b(typos?|spelling|misspel\w*|grammar|wording|punctuation)\b|错别字|笔误|拼写|措辞|誤字|誤植|脱字|表記揺れ|表記ゆれ/i;
const WEB_DEFAULT =
  /^((update|create|delete|add|rename|upload)\s+([\w./-]+\.[\w-]+|[\w./-]*\/[\w./-]*|README|LICEN[CS]E|Dockerfile|Makefile|CODEOWNERS|Gemfile|Procfile)|add files via upload|apply suggestions? from code review|apply suggestion from @?\S+|update (the )?(readme|docs?|documentation|changelog|license|contributing)|(merge|sync|pull|rebase)( with)? (main|master|develop|dev|upstream|origin\/\S+))$/i;
const INITIAL =
  /^(initial commit|initial import|first commit|init|initial|initialize (the )?(project|repo|repository)|initial version|hello world|start(ed)? (the )?project)$/i;
/** A submodule's pointer moved, or one added or removed ("Update the ext submodule"), not a change about submodules. */
const SUBMODULE =
  /^((update|upgrade|bump|sync|pull|advance|move|point|add|remove|delete|drop)[a-z]*\s+(the\s+|all\s+)?([\w./@-]+\s+)?sub-?modules?\b|sub-?modules?\s+(update|bump|sync|pointer)s?\b)/i;
const TRANSLATIONS =
  /\b(crowdin|transifex|weblate|lokalise|pontoon)\b|^(new|update[ds]?|sync(ed)?|pull(ed)?|import(ed)?)\s+(\w+\s+)?(translations?|locales?|i18n strings)\b/i;
const CONTRIBUTOR =
  /^add(s|ed)?\b.{0,40}\b(as|to)\s+(a\s+|the\s+)?(contributors?|maintainers?|authors?|collaborators?)\b/i;
const CLEANUP =
  /^(remove[ds]?|delete[ds]?|drop(ped|s)?|clean(ed)? ?up|tidy)\b.*\b(unused|unnecessary|unneeded|dead|redundant|obsolete|out-of-date|outdated|stale|leftover|commented[- ]out|debug(ging)?|console\.log|print statements?)\b/i;
const EDIT_FIRST = new Set(
  'edit edits edited update updates updated updating tweak tweaks tweaked sync synced rebuild rebuilt regenerate regenerated modify modified change changed changes refresh refreshed more misc some'.split(
    ' ',
  ),
);
const EDIT_ONLY = new Set('edit edits edited tweak tweaks tweaked'.split(' '));
const VAGUE_LAST = new Set('tweaks edits changes updates fixes cleanup stuff things improvements'.split(' '));
const REVIEW =
  /^(address(ed|es)?|apply|applied|incorporate[ds]?|resolve[ds]?|fix(ed|es)?)\s+(\w+['’]s\s+|the\s+|some\s+|all\s+|more\s+|pr\s+|code\s+)?(review\s+)?(feedback|comments?|suggestions?|reviews?|nits?|remarks)\b|^(fix(ed)?|resolv(e|ed|ing)|merge[ds]?)\s+(the\s+)?(merge\s+|git\s+)?conflicts?\b|^(fix(ed|es)?|repair(ed)?|correct(ed)?|amend(ed)?)\s+(the\s+)?((broken|bad|last|previous|prior|earlier)\s+)+commit\b|^(that|this|it|these|those)\b/i;
const VAGUE_PHRASE =
  /^\b(todos?|fixme|notes? to self)\b|\badd(ed)? (a )?todos?\b|^(minor|small|some|misc|various|more|little|tiny|few)\s+(more\s+)?(tweaks?|changes?|fixes|updates?|improvements?|cleanups?|edits?|refactors?)\b|\b(things|stuff)\b/i;
const CJK_EDIT = /^(修改|更新|调整|修正|编辑|修订|完善|更改|変更|編集|調整|微调|小修改)/;
const EXAMPLES = /(^|\/)(examples?|demos?|samples?|playground|sandbox)\//i;
const TOOL_SUBJECT =
  /\b(eslint|prettier|linter|lint|lint rules?|tslint|stylelint|editorconfig|lint-staged|husky|commitlint|tsconfig)\b/i;
const TOOLING =
  /^((add|update|edit|change|tweak|fix|remove|clean ?up)\s+)?\.?(gitignore|editorconfig|gitattributes|npmrc|nvmrc|prettierrc|eslintrc|prettierignore|eslintignore|dockerignore|vscode settings|husky|lint-staged|commitlint|pre-commit hooks?)\b/i;

/** Substance in the body: a paragraph of a few words, or a list of several items. */
function bodySays(c: CleanCommit): boolean {
  return c.body.some((p) =>
    p.startsWith('- ') ? p.split('\n').length >= 2 : wordsOf(p).length >= 6 && !isVague(p),
  );
}

/** What users gain, in a sentence of a person's own body ("… makes requests 20% faster", "fixes a leak"). */
const GAIN_WORDS =
  /\b(faster|quicker|smaller|lighter|fix(es|ed)?|now (supports?|handles?|works?|runs?)|adds? support|lets (you|users)|allows? (you|users)|so that (you|users)|vulnerab\w*|CVE-\d+|security)\b/i;

/** A bump whose author says in prose what it brings users (not a bot's list of release notes). */
function gainSaid(c: CleanCommit): boolean {
  return c.body.some(
    (p) => !p.startsWith('- ') && wordsOf(p).length >= 6 && !/https?:\/\//.test(p) && GAIN_WORDS.test(p),
  );
}

const decision = (kind: SkipKind, reason: string, values: Record<string, string> = {}): SkipDecision => ({
  kind,
  reason: reason.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? ''),
});

/** The subject as the person wrote it, short enough to quote. */
const quoted = (c: CleanCommit) => {
  const line = (c.merge ? c.subject || c.original : c.original).replace(/\s+/g, ' ').trim() || c.subject;
  return [...line].length > 70 ? `${[...line].slice(0, 67).join('').trimEnd()}…` : line;
};

/** Lines changed in the source, when the files tell; the whole size otherwise. */
function sourceLines(c: CleanCommit): number {
  return c.files.linesByArea.source ?? (c.files.total ? 0 : (c.size ?? 0));
}

function automated(c: CleanCommit): SkipDecision | undefined {
  const bot = c.author && botNames.exec(c.author);
  if (TRANSLATIONS.test(c.subject) || (c.author && TRANSLATIONS.test(c.author)))
    return decision('translations', declineReasons.translations);
  if (SUBMODULE.test(c.subject) && wordsOf(c.subject).length <= 6)
    return decision('dependencies', declineReasons.submodule);
  const said = DEPENDENCIES.some((d) => d.test(c.subject)) || botNames.test(c.original);
  const manifests =
    onlyIn(c.files, 'lockfile', 'config') &&
    (/^(update|upgrade|bump|pin)\b/i.test(c.subject) ||
      /\b(dev)?dependenc(y|ies)\b|\bdeps\b/i.test(c.subject));
  if ((said || manifests || (c.deps && sourceLines(c) <= 40)) && !(!bot && gainSaid(c)))
    return decision('dependencies', declineReasons.dependencies);
  if (bot && !bodySays(c)) return decision('dependencies', declineReasons.bot, { who: c.author! });
  return undefined;
}

const CHANGELOG_FILE =
  /(^|\/)(changelog|history|releases?|changes|news)([._-][^/]*)?$|(^|\/)(changelogs?|releases|\.changeset)\//i;

/** A version number in manifests, or only the changelog edited: release work. */
function versions(c: CleanCommit): SkipDecision | undefined {
  const { files } = c;
  const changelogOnly = files.names.every(
    (n) => CHANGELOG_FILE.test(n) && !/\.(ya?ml|json|toml|[jt]s)$/.test(n),
  );
  if (files.total && changelogOnly) return decision('release', declineReasons.changelog);
  if (/\b(changelog|release notes?)\b/i.test(c.subject) && onlyIn(files, 'docs'))
    return decision('release', declineReasons.changelog);
  const manifests = files.names.every(
    (n) =>
      CHANGELOG_FILE.test(n) ||
      /\.(json|toml|ya?ml|lock|cfg|gradle|xml)$|(^|\/)(go\.mod|Gemfile|Podfile)$/i.test(n),
  );
  // A dependency's bump whose author says what it brings is written (automated() let it through).
  const bumpWithGain = DEPENDENCIES.some((d) => d.test(c.subject)) && gainSaid(c);
  if (files.total && manifests && /\bv?\d+\.\d+(\.\d+)?\b/.test(c.subject) && !bumpWithGain)
    return decision('release', declineReasons.release);
  return undefined;
}

/** A release note the commit adds for its users (a changeset), whatever its type says. */
const releaseNote = (c: CleanCommit) =>
  c.files.names.some((n) => /(^|\/)\.changeset\/(?!readme)[^/]+\.md$/i.test(n));

/**
 * A revert users need to hear about: it takes back a security or bug fix, or its author
 * recorded it in the changelog. Other reverts take back something nobody has used yet.
 */
function revertWorthSharing(c: CleanCommit): boolean {
  const CHANGELOG = /(^|\/)(CHANGELOG|CHANGES|HISTORY|NEWS)(\.\w+)?$/i;
  return (
    /\b(sec|security|cve-\d+|vulnerabilit\w*|fix(es|ed)?|bug|regression)\b/i.test(
      `${c.revertOf ?? c.subject} ${c.original}`,
    ) || c.files.names.some((n) => CHANGELOG.test(n))
  );
}

function housekeeping(c: CleanCommit): SkipDecision | undefined {
  // A commit that adds a release note says, by its author's hand, that users will notice it.
  if (releaseNote(c) && (c.type === 'test' || c.type === 'refactor' || c.type === 'chore')) return undefined;
  const { files } = c;
  if (onlyIn(files, 'lockfile')) return decision('lockfile', declineReasons.lockfile);
  const words = wordsOf(c.subject).length;
  if (FORMATTING.test(c.subject) && words <= 3) return decision('formatting', declineReasons.formatting);
  if (c.type === 'ci' || onlyIn(files, 'ci')) return decision('ci', declineReasons.ci);
  if (
    c.type === 'style' ||
    NEWLINE.test(c.subject) ||
    // "Unify use of tab indent in non-test source files": an indent's place may take a few words more.
    (words <= (INDENTS.test(c.subject) ? 10 : 8) &&
      ((FORMATTING.test(c.subject) && !BEHAVIOUR.test(c.subject)) ||
        (INDENTS.test(c.subject) &&
          !files.byArea.docs &&
          !BEHAVIOUR.test(c.subject) &&
          !USER_FACING.has(c.type))))
  )
    return decision('formatting', declineReasons.formatting);
  if (TYPO.test(c.subject) && words <= 7 && (!bodySays(c) || (c.size ?? 0) <= 20 || onlyIn(files, 'docs')))
    return decision('typo', declineReasons.typo);
  if (
    c.type === 'test' ||
    onlyIn(files, 'tests') ||
    (files.byArea.tests > 0 && onlyIn(files, 'tests', 'ci', 'config'))
  )
    return decision('tests', declineReasons.tests);
  if (c.type === 'chore') return decision('tooling', declineReasons.chore, { subject: quoted(c) });
  if (
    TOOLING.test(c.subject) ||
    ((TOOL_SUBJECT.test(c.subject) || TOOL_SUBJECT.test(c.scope ?? '')) &&
      (!files.byArea.source ||
        (c.type !== 'feat' && c.type !== 'fix' && words <= 8) ||
        TOOL_SUBJECT.test(c.scope ?? ''))) ||
    (c.type === 'build' && !files.byArea.source) ||
    (files.total > 0 && files.names.every((n) => DEV_TOOLING.test(n)))
  )
    return decision('tooling', declineReasons.tooling);
  const verb = (c.subject.split(/\s/)[0] ?? '').toLowerCase();
  if (c.type === 'refactor' && (c.typeDeclared || /^refactor/.test(verb)) && !c.breaking)
    return decision('internal', declineReasons.refactor);
  if (
    c.type === 'refactor' &&
    /^(move|moving|moved|re-?organi[sz]|restructur|relocat)/i.test(verb) &&
    (c.size ?? 0) >= 40 &&
    Math.abs((c.additions ?? 0) - (c.deletions ?? 0)) <= (c.size ?? 0) * 0.05
  )
    return decision('internal', declineReasons.moved);
  if (CLEANUP.test(c.subject) && words <= 8 && (!bodySays(c) || (c.size ?? 0) <= 40))
    return decision('internal', declineReasons.cleanup);
  if (
    /\b(translations?|translated|translate|localized|localization)\b/i.test(c.subject) &&
    onlyIn(files, 'docs')
  )
    return decision('translations', declineReasons.docsTranslation);
  // "Adds myself as a contributor": a name in the package's or README's list of people.
  if (
    CONTRIBUTOR.test(c.subject) &&
    files.names.every((n) =>
      /(^|\/)(package\.json|readme[\w.]*|contributors[\w.]*|authors[\w.]*|\.all-contributorsrc)$/i.test(n),
    )
  )
    return decision('docs', declineReasons.contributors);
  const example = (n: string) => EXAMPLES.test(n);
  if (
    files.names.some(example) &&
    files.names.every((n) => example(n) || /\.(json|lock|ya?ml|toml)$/.test(n))
  )
    return decision('docs', declineReasons.examples);
  if ((onlyIn(files, 'docs') || c.type === 'docs') && c.size !== undefined && c.size <= 8)
    return decision('docs', declineReasons.smallDocs);
  return undefined;
}

/** Subjects that name a file or an area but not what changed in it: "edit let", "Meta tweaks". */
function vagueEdit(c: CleanCommit): boolean {
  const words = wordsOf(c.subject);
  if (VAGUE_PHRASE.test(c.subject)) return true;
  if (CJK_EDIT.test(c.subject) && [...c.subject.replace(/\p{ASCII}/gu, '')].length <= 6) return true;
  if (words.length <= 4 && EDIT_ONLY.has(words[0]!)) return true;
  return words.length === 2 && (EDIT_FIRST.has(words[0]!) || VAGUE_LAST.has(words[1]!));
}

/**
 * "Add URLStore.back" looks like a web edit's "Add <file>", but no file of the commit has that
 * name: it names what was added, not the file.
 */
function namesNoFileOfIt(c: CleanCommit): boolean {
  const named = /^(?:update|create|delete|add|rename|upload)\s+([\w./-]+\.[\w-]+)$/i.exec(c.subject)?.[1];
  if (!named || !c.files.names.length) return false;
  const file = named.toLowerCase();
  return !c.files.names.some((n) => {
    const name = n.toLowerCase();
    return name === file || name.endsWith(`/${file}`) || file.endsWith(`/${name.split('/').at(-1)}`);
  });
}

function saysNothing(c: CleanCommit): SkipDecision | undefined {
  if (bodySays(c)) return undefined;
  if (INITIAL.test(c.subject)) return decision('default-message', declineReasons.initial);
  if ((WEB_DEFAULT.test(c.subject) || WEB_DEFAULT.test(c.original.trim())) && !namesNoFileOfIt(c))
    return decision('default-message', declineReasons.defaultMessage, { subject: quoted(c) });
  const words = wordsOf(c.subject);
  const latin = /^[\p{Script=Latin}\p{N}\p{P}\p{S}\s]+$/u.test(c.subject);
  const generic = words.length === 2 && isVague(words[0]!) && GENERIC_OBJECTS.has(words[1]!);
  const oneWord = latin && words.length < 2 && /^[\p{L}]+$/u.test(c.subject.replace(/[\s.!]/g, ''));
  if (REVIEW.test(c.subject) && words.length <= 8)
    return decision('vague', declineReasons.vague, { subject: quoted(c) });
  if (isVague(c.subject) || oneWord || (latin && generic) || vagueEdit(c) || onlyHowItGoes(c.subject))
    return decision('vague', declineReasons.vague, { subject: quoted(c) });
  return undefined;
}

/**
 * Whether a commit has nothing worth sharing, and why (in words for the person who asked):
 * work in progress, mash, merges and reverts, releases and dependency bumps, lockfile-, CI-,
 * formatting- or typo-only changes, default messages, and subjects too vague to write about.
 */
export function decideSkip(c: CleanCommit): SkipDecision | undefined {
  if (c.wip)
    return c.subject && !isVague(c.subject)
      ? decision('wip', declineReasons.wipWithText, { subject: quoted(c) })
      : decision('wip', declineReasons.wip);
  if (c.merge && /^(dependabot|renovate)\//i.test(c.merge.from?.split('/').slice(1).join('/') ?? ''))
    return decision('dependencies', declineReasons.dependencies);
  if (c.merge && !c.subject)
    return decision(
      'merge',
      c.merge.kind === 'branch' ? declineReasons.mergeBranch : declineReasons.mergePullRequest,
    );
  if (c.type === 'revert' && !revertWorthSharing(c))
    return decision('revert', declineReasons.revert, {
      subject: c.revertOf && wordsOf(c.revertOf).length >= 2 ? c.revertOf : quoted(c),
    });
  if (!c.subject && !bodySays(c)) return decision('empty', declineReasons.empty);
  if (
    c.type === 'release' ||
    (RELEASE.test(c.subject) && (/\d/.test(c.subject) || /^version packages/i.test(c.subject))) ||
    /^(release|releases|publish|version|versions|changeset version)$/i.test(c.subject) ||
    (/\bversion\s+v?\d+\.\d+/i.test(c.subject) && wordsOf(c.subject).length <= 6)
  )
    return decision('release', declineReasons.release);
  if (c.subject && isMash(c.subject) && !bodySays(c))
    return decision('gibberish', declineReasons.gibberish, { subject: quoted(c) });
  return automated(c) ?? versions(c) ?? housekeeping(c) ?? saysNothing(c);
}

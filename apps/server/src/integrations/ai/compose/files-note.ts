import { areaOf } from '../clean/files';
import type { Understanding } from '../understand/understanding';

/**
 * For a commit that says no more than its subject, what its files tell a reader without
 * guessing: the component a one-file change lives in, the docs or type definitions changed
 * with it. Tests changed with it are not news, and neither are counts or a changeset ("it ships
 * in the next release" would close every post of a project that uses changesets alike). Undefined when the files tell nothing more.
 */

const NOT_READER_DOCS =
  /(^|\/)_*(fixtures?|tests?|specs?|examples?|__tests__)_*\/|(^|\/)(CHANGES|HISTORY|LICEN[CS]E|CONTRIBUTING|CODE_OF_CONDUCT|SECURITY|AUTHORS)[\w.-]*$|changelogs?\b|^\.changeset\//i;
const COMPONENT = /(?:^|\/)([A-Z][a-z]+(?:[A-Z][a-z]+)+)\.(tsx|jsx|vue|svelte)$/;

/** "ConfirmDialog.tsx" → "the confirm dialog", when one component holds the whole change. */
function componentOf(u: Understanding): string | undefined {
  const source = u.commit.files.names.filter((n) => areaOf(n) === 'source');
  const name = source.length === 1 ? COMPONENT.exec(source[0]!)?.[1] : undefined;
  if (!name) return undefined;
  const words = name.replace(/(?<=[a-z])(?=[A-Z])/g, ' ').toLowerCase();
  const said = `${u.commit.subject} ${u.change.title}`.toLowerCase();
  return said.includes(words) || said.includes(name.toLowerCase()) ? undefined : `the ${words}`;
}

export function filesNote(u: Understanding): string[] {
  const { type, files } = u.commit;
  if (!['feat', 'fix', 'perf', 'other'].includes(type) || !files.byArea.source) return [];
  const names = files.names;
  const fix = type === 'fix';
  const notes: string[] = [];
  const component = componentOf(u);
  if (component) notes.push(`${fix ? 'The fix' : 'The change'} is in ${component}.`);
  const docs = names.filter((n) => areaOf(n) === 'docs' && !NOT_READER_DOCS.test(n));
  const said = `${u.commit.subject} ${u.change.title}`;
  if (docs.length && !/\b(docs?|documentation|readme)\b/i.test(said)) {
    const readme = docs.every((n) => /(^|\/)readme(\.\w+)?$/i.test(n));
    const where = readme ? 'The readme' : 'The docs';
    notes.push(
      fix ? `${where} now say${readme ? 's' : ''} so too.` : `${where} cover${readme ? 's' : ''} it.`,
    );
  } else if (type === 'feat' && names.some((n) => /\.d\.ts$/.test(n)) && !/\btype(s|script)?\b/i.test(said))
    notes.push('The TypeScript definitions include it.');
  return notes.slice(0, 2);
}

import type { CleanCommit } from '../clean/clean-commit';
import { areaOf } from '../clean/files';
import { singular } from './grammar';

/**
 * Where a commit without a conventional scope happened, as its files tell it: every source file
 * under one folder of a kind ("transports", "commands", "drivers") and one name below it
 * (`lib/transports/xhr-polling.js` → "the xhr-polling transport", `pkg/cmd/pr/close/close.go` →
 * "the `pr close` command", `src/driver/oracle/OracleDriver.ts` → "the Oracle driver").
 */
export interface FilePlace {
  thing: string;
  /** The words a subject that names the place already says ("pr close", "oracle"). */
  name: string;
}

/** Folders named for the kind of thing they hold. */
export const KIND_FOLDER =
  /^(middlewares?|plugins?|commands?|cmds?|routes?|routers?|controllers?|components?|hooks?|adapters?|drivers?|providers?|parsers?|resolvers?|services?|handlers?|loaders?|transformers?|rules?|generators?|templates?|themes?|widgets?|pages?|screens?|views?|dialects?|connectors?|integrations?|extensions?|transports?|backends?|exporters?|importers?|formatters?|reporters?)$/i;

/** The kinds a user of the project knows by name (a command, a driver); controllers and services are the code's own. */
const USER_KIND =
  /^(middlewares?|plugins?|commands?|cmds?|adapters?|drivers?|rules?|templates?|themes?|dialects?|connectors?|integrations?|extensions?|transports?|backends?|exporters?|importers?|formatters?|reporters?)$/i;

/** A file that holds a folder's entry point rather than a named part. */
const ENTRY = /^(index|main|mod|init|__init__|lib|default|base|common|utils?|helpers?|types?)$/i;

const stem = (file: string) => file.replace(/\.[\w.]+$/, '');

/** The kind and name one file sits under, or undefined. */
function placeOf(path: string): { kind: string; words: string[] } | undefined {
  const parts = path.split('/');
  let at = -1;
  for (let i = parts.length - 2; i >= 0; i--)
    if (USER_KIND.test(parts[i]!.replace(/^_/, ''))) {
      at = i;
      break;
    }
  if (at < 0) return undefined;
  const kind = parts[at]!.replace(/^_/, '').toLowerCase();
  const rest = parts.slice(at + 1);
  const command = /^(commands?|cmds?)$/.test(kind);
  // Under a command folder, every folder names a word of the command ("pr/close"); elsewhere the first one.
  const dirs = rest.slice(0, -1);
  const words = dirs.length ? (command ? dirs : dirs.slice(0, 1)) : [stem(rest[0]!)];
  if (words.some((w) => ENTRY.test(w) || !/^[\w-]+$/.test(w))) return undefined;
  return { kind, words };
}

/** How the files spell a name ("OracleDriver.ts" spells "oracle" as "Oracle"). */
function spelled(name: string, paths: string[]): string {
  const key = name.toLowerCase();
  for (const path of paths)
    for (const part of path.split(/[/.]/)) {
      const found = part.match(/[A-Z]?[a-z0-9]+|[A-Z]+(?![a-z])/g) ?? [];
      const hit = found.find((w) => w.toLowerCase() === key && w !== key);
      if (hit && /^[A-Z]/.test(hit)) return hit;
    }
  return name;
}

export function filePlaceOf(commit: CleanCommit): FilePlace | undefined {
  const source = commit.files.names.filter((n) => areaOf(n) === 'source');
  if (!source.length) return undefined;
  const places = source.map(placeOf);
  const first = places[0];
  if (
    !first ||
    places.some((p) => !p || p.kind !== first.kind || p.words.join('/') !== first.words.join('/'))
  )
    return undefined;
  const kindWord = /^cmds?$/.test(first.kind) ? 'command' : singular(first.kind);
  // "local_commits_controller" under controllers: the name without its kind.
  const words = first.words.map((w) => w.replace(new RegExp(`[_-]${kindWord}s?$`, 'i'), ''));
  const name = words.join(' ').replace(/_/g, ' ');
  if (!name || name.toLowerCase() === kindWord) return undefined;
  if (/^commands?$/.test(kindWord)) return { thing: `the \`${name}\` command`, name };
  const said = words.length === 1 && !/[-_]/.test(words[0]!) ? spelled(words[0]!, source) : name;
  return { thing: `the ${said} ${kindWord}`, name };
}

/**
 * The subject with a part the files name under a folder of a kind spelled as the files spell it:
 * "add a check for oracle" with `src/driver/oracle/OracleDriver.ts` → "add a check for Oracle".
 */
export function spelledAsFiles(subject: string, paths: string[]): string {
  // "driver/oracle/OracleDriver.ts": a folder of a kind named in lower case, a file in it named in capitals.
  const names = new Map<string, string>();
  for (const path of paths) {
    const dirs = path.split('/');
    const at = dirs.length - 2;
    const [kind, folder, file] = [dirs[at - 1] ?? '', dirs[at] ?? '', dirs[at + 1] ?? ''];
    if (!USER_KIND.test(kind) || /^(commands?|cmds?)$/i.test(kind) || !/^[a-z]{3,}$/.test(folder)) continue;
    const capital = `${folder.charAt(0).toUpperCase()}${folder.slice(1)}`;
    if (file.startsWith(capital) && /^[A-Z]/.test(file.slice(capital.length))) names.set(folder, capital);
  }
  if (!names.size) return subject;
  return subject.replace(/(?<![\w`./-])[a-z]{3,}(?![\w`./-])/g, (word) => names.get(word) ?? word);
}

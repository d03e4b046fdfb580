import { readFileSync } from 'node:fs';

/**
 * Fewer, larger chunks for the pages readers land on. Split by which lazy pages share each
 * module, the app came out as ~120 chunks, and the project page asked for 69 of them: each
 * request costs the main thread about a millisecond on a laptop and several on a phone.
 *
 * - `app`: what the app's start (src/app/boot.tsx) imports, one chunk; every page loads it.
 * - `public`: what the public pages (a project and its updates, the public list, a user's
 *   profile) import beyond that, one chunk, unless a marketing page (the landing page has a size
 *   budget) or a lazy part of every page (the toaster, the menus) imports it too. The signed-in
 *   pages that share some of it load it whole.
 * - `icons-marketing` and `icons`: the icons (lucide-react) that neither the app's start nor only
 *   the public pages use, the marketing pages' in one chunk and the rest in another, each icon
 *   followed to the modules that import its name (not through the package's entry, which
 *   re-exports them all).
 * - `contract-{file}`: each contract file the pages import through the contract's index, a
 *   chunk of its own, as before (never inside a page's chunk, which another chunk would import);
 *   the files without schemas the public pages start with (`{feature}-basics.ts`), one chunk.
 *
 * Everything else is split as before. The entry's own imports and the lazily loaded modules stay
 * where they are: the entry must not wait for more, and each page keeps a chunk of its own (the
 * pre-render looks pages up by their chunk).
 */

/** What a chunk group's name function may ask of the module graph (Rolldown's ChunkingContext). */
export interface ModuleGraph {
  getModuleInfo(id: string): { importers: readonly string[]; dynamicImporters: readonly string[] } | null;
}

export const ENTRY = 'src/main.tsx';
export const APP_START = 'src/app/boot.tsx';
export const PUBLIC_PAGES = [
  'src/app/routes/project/project-route.tsx',
  'src/features/projects/pages/public-projects-page.tsx',
  'src/features/users/pages/user-profile-page.tsx',
];
/** The app's pages, each loaded lazily from here. */
const PAGE_LIST = 'src/app/routes/lazy-pages.ts';
const MARKETING = 'src/features/marketing/';
const MARKETING_PAGES = `${MARKETING}pages/`;
const CONTRACT = 'packages/contract/src/';
/**
 * Files that only pass exports on: importing one name from the contract's index does not bring
 * every contract file into the importer's chunk, so the search does not go through it.
 */
const BARRELS = [`${CONTRACT}index.ts`, 'lucide-react/dist/esm/icons/index.mjs'];
/**
 * lucide-react's entry re-exports every icon by name. Through it, every icon any page uses looked
 * loaded by the app's start (which imports a few), and all of them, about a hundred, went into the
 * app chunk on every page: the search goes from an icon to the modules that import its names.
 */
const ICONS_ENTRY = 'lucide-react/dist/esm/lucide-react.mjs';
/** A contract file without schemas that the public pages start with (messages, routes): all in one chunk. */
const BASICS = '-basics.ts';

const normalize = (id: string) => id.replaceAll('\\', '/');
const isModule = (id: string, end: string) => normalize(id).endsWith(`/${end}`);
const isBarrel = (id: string) => BARRELS.some((barrel) => isModule(id, barrel));

/** A module's source as it is on disk (the build's own modules and packages' files). */
export type ReadSource = (id: string) => string;
const readFromDisk: ReadSource = (id) => {
  try {
    return readFileSync(id.split('?')[0]!, 'utf8');
  } catch {
    return ''; // a virtual module
  }
};
/** A cache per way of reading sources (the build's, each test's), so one never sees another's files. */
function memo<T>() {
  const byRead = new WeakMap<ReadSource, Map<string, T>>();
  return (read: ReadSource, key: string, make: () => T): T => {
    const cache = byRead.get(read) ?? byRead.set(read, new Map()).get(read)!;
    if (!cache.has(key)) cache.set(key, make());
    return cache.get(key)!;
  };
}
const sources = memo<string>();
const sourceOf = (id: string, read: ReadSource) => sources(read, id, () => read(id));

/** `A, B as C, type D` → [A], [B, C], [D]: each name, then the name it is bound to when renamed. */
const specifiers = (list: string) =>
  list.split(',').map((part) =>
    part
      .trim()
      .replace(/^type\s+/, '')
      .split(/\s+as\s+/),
  );

/** The names the icons' entry exports each of its files under, by file (`icons/heart.mjs` → Heart, HeartIcon, …). */
const exportsOf = memo<Map<string, string[]>>();
function exportedNames(file: string, entry: string, read: ReadSource): string[] {
  const byFile = exportsOf(read, entry, () => {
    const found = new Map<string, string[]>();
    for (const [, list, from] of sourceOf(entry, read).matchAll(/export \{([^}]*)\} from '\.\/([^']+)'/g))
      found.set(
        from!,
        specifiers(list!).map((names) => names.at(-1)!),
      );
    return found;
  });
  return byFile.get(normalize(file).slice(normalize(entry).lastIndexOf('/') + 1)) ?? [];
}

/** The modules that import one of `file`'s names from lucide-react (through `entry`). */
function iconUsers(file: string, entry: string, graph: ModuleGraph, read: ReadSource): string[] {
  const names = new Set(exportedNames(file, entry, read));
  const imports = /import\s*\{([^}]*)\}\s*from\s*['"]lucide-react['"]/g;
  return (graph.getModuleInfo(entry)?.importers ?? []).filter((user) =>
    [...sourceOf(user, read).matchAll(imports)].some(([, list]) =>
      specifiers(list!).some(([name]) => names.has(name!)),
    ),
  );
}

/** A module loaded lazily (a page, a dialog): it keeps its own chunk. */
const isLazy = (id: string, graph: ModuleGraph) =>
  (graph.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0;

/**
 * The modules that load `id` through static imports, directly or not, and are loaded themselves
 * by the entry's script tag or lazily (the pages, dialogs and the app's start).
 */
function loadedBy(id: string, graph: ModuleGraph, read: ReadSource): Set<string> {
  const roots = new Set<string>();
  const seen = new Set<string>([id]);
  const queue = [id];
  while (queue.length > 0) {
    const current = queue.pop()!;
    if (isModule(current, ENTRY) || isLazy(current, graph)) roots.add(current);
    for (const importer of graph.getModuleInfo(current)?.importers ?? []) {
      const through = isModule(importer, ICONS_ENTRY)
        ? iconUsers(current, importer, graph, read)
        : [importer];
      for (const next of through) {
        if (seen.has(next) || isBarrel(next)) continue;
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return roots;
}

const has = (roots: Set<string>, end: string) => [...roots].some((root) => isModule(root, end));
const isPublicPage = (root: string) => PUBLIC_PAGES.some((page) => isModule(root, page));
/** A page of the app other than a marketing page. */
const isAppPage = (root: string, graph: ModuleGraph) =>
  !normalize(root).includes(`/${MARKETING_PAGES}`) &&
  (graph.getModuleInfo(root)?.dynamicImporters ?? []).some((importer) => isModule(importer, PAGE_LIST));

/** The chunk a module of the browser build goes to: a group's name, or null (split as usual). */
export function chunkGroupOf(id: string, graph: ModuleGraph, read: ReadSource = readFromDisk): string | null {
  if (isLazy(id, graph)) return null;
  const roots = loadedBy(id, graph, read);
  if (has(roots, ENTRY)) return null;
  const file = normalize(id);
  if (file.includes(`/${CONTRACT}`) && file.endsWith(BASICS)) return 'contract-basics';
  if (file.includes(`/${CONTRACT}`))
    return `contract-${file.slice(file.lastIndexOf('/') + 1).replace(/\.ts$/, '')}`;
  if (has(roots, APP_START)) return 'app';
  const all = [...roots];
  if (all.some(isPublicPage) && all.every((root) => isPublicPage(root) || isAppPage(root, graph)))
    return 'public';
  // Other icons: one chunk for the marketing pages' (the landing page has a size budget), one for
  // the rest, not a chunk for each icon that two pages share.
  if (file.includes('/node_modules/lucide-react/'))
    return all.some((root) => normalize(root).includes(`/${MARKETING}`)) ? 'icons-marketing' : 'icons';
  return null;
}

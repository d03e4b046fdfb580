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
const MARKETING_PAGES = 'src/features/marketing/pages/';
const CONTRACT = 'packages/contract/src/';
/**
 * Files that only pass exports on: importing one name from the contract's index does not bring
 * every contract file into the importer's chunk, so the search does not go through it.
 */
const BARRELS = [`${CONTRACT}index.ts`];
/** A contract file without schemas that the public pages start with (messages, routes): all in one chunk. */
const BASICS = '-basics.ts';

const normalize = (id: string) => id.replaceAll('\\', '/');
const isModule = (id: string, end: string) => normalize(id).endsWith(`/${end}`);
const isBarrel = (id: string) => BARRELS.some((barrel) => isModule(id, barrel));

/** A module loaded lazily (a page, a dialog): it keeps its own chunk. */
const isLazy = (id: string, graph: ModuleGraph) =>
  (graph.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0;

/**
 * The modules that load `id` through static imports, directly or not, and are loaded themselves
 * by the entry's script tag or lazily (the pages, dialogs and the app's start).
 */
function loadedBy(id: string, graph: ModuleGraph): Set<string> {
  const roots = new Set<string>();
  const seen = new Set<string>([id]);
  const queue = [id];
  while (queue.length > 0) {
    const current = queue.pop()!;
    if (isModule(current, ENTRY) || isLazy(current, graph)) roots.add(current);
    for (const importer of graph.getModuleInfo(current)?.importers ?? []) {
      if (seen.has(importer) || isBarrel(importer)) continue;
      seen.add(importer);
      queue.push(importer);
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
export function chunkGroupOf(id: string, graph: ModuleGraph): string | null {
  if (isLazy(id, graph)) return null;
  const roots = loadedBy(id, graph);
  if (has(roots, ENTRY)) return null;
  const file = normalize(id);
  if (file.includes(`/${CONTRACT}`) && file.endsWith(BASICS)) return 'contract-basics';
  if (file.includes(`/${CONTRACT}`))
    return `contract-${file.slice(file.lastIndexOf('/') + 1).replace(/\.ts$/, '')}`;
  if (has(roots, APP_START)) return 'app';
  const all = [...roots];
  if (all.some(isPublicPage) && all.every((root) => isPublicPage(root) || isAppPage(root, graph)))
    return 'public';
  return null;
}

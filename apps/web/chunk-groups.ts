/**
 * Fewer, larger chunks for the pages readers land on. Split by which lazy pages share each
 * module, the app came out as ~120 chunks, and the project page asked for 69 of them: each
 * request costs the main thread about a millisecond on a laptop and several on a phone.
 *
 * - `app`: what the app's start (src/app/boot.tsx) imports, one chunk; every page loads it.
 * - `public`: what the public pages (a project and its updates, the public list, a user's
 *   profile) import beyond that, one chunk.
 *
 * Everything else is split as before. The entry's own imports and the lazy pages themselves stay
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
/** The marketing pages (the landing page has a size budget): what they import stays out of `public`. */
export const MARKETING_PAGES = 'src/features/marketing/pages/';
/**
 * Files that only pass exports on: importing one name from the contract's index does not bring
 * every contract file into the importer's chunk, so the search does not go through it.
 */
const BARRELS = ['packages/contract/src/index.ts'];

const normalize = (id: string) => id.replaceAll('\\', '/');
const isModule = (id: string, end: string) => normalize(id).endsWith(`/${end}`);
const isMarketingPage = (id: string) => normalize(id).includes(`/${MARKETING_PAGES}`);

/** Whether a root (`roots`, or any module `isRoot` accepts) imports `id` statically, directly or not. */
function importedBy(id: string, roots: string[] | ((id: string) => boolean), graph: ModuleGraph): boolean {
  const isRoot = typeof roots === 'function' ? roots : (m: string) => roots.some((root) => isModule(m, root));
  const seen = new Set<string>([id]);
  const queue = [id];
  while (queue.length > 0) {
    const current = queue.pop()!;
    if (isRoot(current)) return true;
    for (const importer of graph.getModuleInfo(current)?.importers ?? []) {
      if (seen.has(importer) || BARRELS.some((barrel) => isModule(importer, barrel))) continue;
      seen.add(importer);
      queue.push(importer);
    }
  }
  return false;
}

/** A module loaded lazily (a page, a dialog): it keeps its own chunk. */
const isLazy = (id: string, graph: ModuleGraph) =>
  (graph.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0;

/** The group a module of the browser build goes to: `app`, `public`, or none (split as usual). */
export function chunkGroupOf(id: string, graph: ModuleGraph): 'app' | 'public' | null {
  if (isLazy(id, graph) || importedBy(id, [ENTRY], graph)) return null;
  if (importedBy(id, [APP_START], graph)) return 'app';
  if (importedBy(id, PUBLIC_PAGES, graph) && !importedBy(id, isMarketingPage, graph)) return 'public';
  return null;
}

import { describe, expect, it } from 'vitest';
import { chunkGroupOf, type ModuleGraph } from '../chunk-groups.ts';

const root = '/repo/apps/web/';
const contract = '/repo/packages/contract/src/';

/** A module graph from `importer → [static imports]` and `importer → [lazy imports]`. */
function graphOf(imports: Record<string, string[]>, lazy: Record<string, string[]> = {}): ModuleGraph {
  const info = new Map<string, { importers: string[]; dynamicImporters: string[] }>();
  const of = (id: string) => info.get(id) ?? info.set(id, { importers: [], dynamicImporters: [] }).get(id)!;
  for (const [from, tos] of Object.entries(imports)) for (const to of tos) of(to).importers.push(from);
  for (const [from, tos] of Object.entries(lazy)) for (const to of tos) of(to).dynamicImporters.push(from);
  return { getModuleInfo: (id) => info.get(id) ?? null };
}

const m = (path: string) => `${root}${path}`;
const main = m('src/main.tsx');
const boot = m('src/app/boot.tsx');
const router = m('src/app/router.tsx');
const pageList = m('src/app/routes/lazy-pages.ts');
const projectRoute = m('src/app/routes/project/project-route.tsx');
const home = m('src/features/marketing/pages/home-page.tsx');
const dashboard = m('src/features/posts/pages/dashboard-page.tsx');
const card = m('src/features/updates/components/update-card.tsx');
const heart = '/repo/node_modules/lucide-react/dist/esm/icons/heart.mjs';
const button = m('src/components/ui/button.tsx');
const constants = `${contract}constants.ts`;
const barrel = `${contract}index.ts`;
const updates = `${contract}updates.ts`;
const pages = `${contract}pages.ts`;

const graph = graphOf(
  {
    [main]: [constants],
    [boot]: [router, barrel, button],
    [router]: [constants, pageList],
    [barrel]: [updates, pages],
    [projectRoute]: [card, barrel, button, heart],
    [card]: [updates],
    [home]: [button],
    [dashboard]: [card],
  },
  { [main]: [boot], [pageList]: [projectRoute, home, dashboard] },
);

describe('chunk groups', () => {
  it("puts what the app's start imports in `app`, and what the public pages import in `public`", () => {
    expect(chunkGroupOf(router, graph)).toBe('app');
    expect(chunkGroupOf(button, graph)).toBe('app');
    expect(chunkGroupOf(heart, graph)).toBe('public');
    // The dashboard shows update cards too: it loads `public` with them.
    expect(chunkGroupOf(card, graph)).toBe('public');
  });

  it('keeps out of `public` what a lazy part of every page imports (it would load `public` everywhere)', () => {
    const toaster = m('src/components/ui/toaster.tsx');
    const sonner = '/repo/node_modules/sonner/dist/index.mjs';
    const providers = m('src/app/providers.tsx');
    const withToaster = graphOf(
      { [boot]: [providers], [toaster]: [sonner], [card]: [sonner], [projectRoute]: [card] },
      { [main]: [boot], [providers]: [toaster], [pageList]: [projectRoute] },
    );
    expect(chunkGroupOf(sonner, withToaster)).toBeNull();
    expect(chunkGroupOf(card, withToaster)).toBe('public');
  });

  it('leaves the entry, the lazy pages and what other pages import too as they were', () => {
    expect(chunkGroupOf(constants, graph)).toBeNull();
    expect(chunkGroupOf(boot, graph)).toBeNull();
    expect(chunkGroupOf(projectRoute, graph)).toBeNull();
    expect(chunkGroupOf(home, graph)).toBeNull();
    const library = '/repo/node_modules/some-library/index.mjs';
    const shared = graphOf(
      { [home]: [library], [projectRoute]: [library] },
      { [pageList]: [home, projectRoute] },
    );
    expect(chunkGroupOf(library, shared)).toBeNull();
  });

  it("follows an icon through lucide-react's entry to the modules that import its name", () => {
    const lucide = '/repo/node_modules/lucide-react/dist/esm/';
    const entry = `${lucide}lucide-react.mjs`;
    const icon = (name: string) => `${lucide}icons/${name}.mjs`;
    const header = m('src/app/layout/header.tsx');
    const sources: Record<string, string> = {
      [entry]: [
        "export { default as Menu, default as MenuIcon } from './icons/menu.mjs';",
        "export { default as Heart, default as LucideHeart } from './icons/heart.mjs';",
        "export { default as Sparkles } from './icons/sparkles.mjs';",
        "export { default as Bell } from './icons/bell.mjs';",
        "export { default as createLucideIcon } from './createLucideIcon.mjs';",
      ].join('\n'),
      [header]: "import { Menu, type LucideIcon } from 'lucide-react';",
      [projectRoute]: "import {\n  LucideHeart as Liked,\n  Sparkles,\n} from 'lucide-react';",
      [home]: "import { Sparkles } from 'lucide-react';",
      [dashboard]: "import { Bell } from 'lucide-react';",
    };
    const names = ['menu', 'heart', 'sparkles', 'bell'];
    const icons = graphOf(
      {
        [boot]: [header],
        [header]: [entry],
        [projectRoute]: [entry],
        [home]: [entry],
        [dashboard]: [entry],
        [entry]: [...names.map(icon), `${lucide}createLucideIcon.mjs`],
        ...Object.fromEntries(names.map((name) => [icon(name), [`${lucide}createLucideIcon.mjs`]])),
      },
      { [main]: [boot], [pageList]: [projectRoute, home, dashboard] },
    );
    const read = (id: string) => sources[id] ?? '';
    // Only what the app's start uses goes into `app` (and what draws every icon).
    expect(chunkGroupOf(icon('menu'), icons, read)).toBe('app');
    expect(chunkGroupOf(`${lucide}createLucideIcon.mjs`, icons, read)).toBe('app');
    expect(chunkGroupOf(icon('heart'), icons, read)).toBe('public');
    // A marketing page's icons in one small chunk (the landing page has a size budget), the rest in another.
    expect(chunkGroupOf(icon('sparkles'), icons, read)).toBe('icons-marketing');
    expect(chunkGroupOf(icon('bell'), icons, read)).toBe('icons');
  });

  it("gives each contract file imported through the contract's index a chunk of its own", () => {
    expect(chunkGroupOf(updates, graph)).toBe('contract-updates');
    expect(chunkGroupOf(pages, graph)).toBe('contract-pages');
  });

  it('puts the contract files without schemas that the public pages start with in one chunk', () => {
    const basics = `${contract}updates-basics.ts`;
    const withBasics = graphOf(
      { [barrel]: [updates], [updates]: [basics], [card]: [basics], [projectRoute]: [card] },
      { [main]: [boot], [pageList]: [projectRoute] },
    );
    expect(chunkGroupOf(basics, withBasics)).toBe('contract-basics');
    expect(chunkGroupOf(updates, withBasics)).toBe('contract-updates');
  });
});

import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { clientBuildOnly } from './build-env.ts';

/** The parts of a built chunk the budget reads (Rollup's and Rolldown's output chunks have them). */
export interface BudgetChunk {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  facadeModuleId?: string | null;
  imports?: string[];
  code?: string;
  /** The modules built into it (absolute paths). */
  moduleIds?: string[];
}

export interface SizeBudgetOptions {
  /** Most gzipped KiB the first page may load before it shows. */
  maxKiB: number;
  /** Route modules the first page loads at once (lazy pages), as the end of their file path. */
  routeModules?: string[];
  /** Prints the figure; `console.log` by default. */
  log?: (line: string) => void;
}

export interface InitialLoad {
  files: Array<{ fileName: string; gzipBytes: number }>;
  gzipBytes: number;
}

/** The chunks `fileNames` import statically, themselves included, as the browser loads them. */
export function chunkClosure(bundle: Record<string, BudgetChunk>, fileNames: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    for (const next of bundle[fileName]?.imports ?? []) visit(next);
  };
  fileNames.forEach(visit);
  return seen;
}

/** The chunk built from a module, by the end of its path (`src/…/home-page.tsx`). */
export function chunkOf(bundle: Record<string, BudgetChunk>, moduleEnd: string): BudgetChunk | undefined {
  return Object.values(bundle).find(
    (c) => c.type === 'chunk' && (c.facadeModuleId?.replaceAll('\\', '/').endsWith(moduleEnd) ?? false),
  );
}

/** Chunks the browser loads for the entry (modulepreloads included) and the given route modules. */
export function measureInitialLoad(
  bundle: Record<string, BudgetChunk>,
  routeModules: string[] = [],
): InitialLoad {
  const entries = Object.values(bundle).filter((c) => c.type === 'chunk' && c.isEntry);
  const missing = routeModules.filter((end) => !chunkOf(bundle, end));
  if (missing.length > 0) throw new Error(`size budget: no chunk for ${missing.join(', ')}`);
  const routes = routeModules.map((end) => chunkOf(bundle, end)!);
  const seen = chunkClosure(
    bundle,
    [...entries, ...routes].map((c) => c.fileName),
  );
  const files = [...seen].map((fileName) => ({
    fileName,
    gzipBytes: gzipSync(bundle[fileName]?.code ?? '', { level: 9 }).length,
  }));
  return { files, gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

/** Fails the build when the first page's JavaScript passes `maxKiB` gzipped; prints the figure. */
export function sizeBudget({ maxKiB, routeModules = [], log = console.log }: SizeBudgetOptions): Plugin {
  return {
    name: 'shiplog:size-budget',
    apply: clientBuildOnly,
    generateBundle(_options, bundle) {
      const load = measureInitialLoad(bundle as unknown as Record<string, BudgetChunk>, routeModules);
      const detail = load.files
        .sort((a, b) => b.gzipBytes - a.gzipBytes)
        .map(
          (f) => `  ${kib(f.gzipBytes).padStart(6)} KiB  ${String(f.gzipBytes).padStart(6)} B  ${f.fileName}`,
        );
      const summary = `initial JavaScript of / : ${kib(load.gzipBytes)} KiB gzipped, ${load.gzipBytes} of ${maxKiB * 1024} bytes (budget ${maxKiB} KiB)`;
      log([summary, ...detail].join('\n'));
      if (load.gzipBytes > maxKiB * 1024) this.error(`${summary}: over budget`);
    },
  };
}

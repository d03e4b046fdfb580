import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * The import boundaries of eslint.config.js, checked on made-up files: each import below is
 * linted as if written in the named file, and must (or must not) be reported. Targets are
 * real files found now, so the checks hold while files move.
 */

const root = fileURLToPath(new URL('..', import.meta.url));
const RULE = 'import-x/no-restricted-paths';
// Loading the config and the TypeScript projects takes seconds on a busy machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });
let eslint: ESLint;
beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  await eslint.lintText('export {};\n', { filePath: join(root, 'apps/server/src/probe.ts') });
});

/** The boundary messages for `import … from 'specifier'` in the file at `file` (from the root). */
async function boundaryProblems(file: string, specifier: string): Promise<string[]> {
  const code = `import * as target from '${specifier}';\n\nexport const probe = target;\n`;
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return result!.messages.filter((m) => m.ruleId === RULE || m.fatal).map((m) => m.message);
}

const isSource = (name: string) => /\.tsx?$/.test(name) && !/\.(test|d)\.tsx?$/.test(name);

/** The first source file (by name) below `dir`, relative to the root. */
function someFileIn(dir: string): string {
  const entries = readdirSync(join(root, dir), { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  );
  const file = entries.find((e) => e.isFile() && isSource(e.name));
  if (file) return `${dir}/${file.name}`;
  for (const sub of entries.filter((e) => e.isDirectory())) {
    const found = trySomeFileIn(`${dir}/${sub.name}`);
    if (found) return found;
  }
  throw new Error(`no source file in ${dir}`);
}
function trySomeFileIn(dir: string): string | null {
  try {
    return someFileIn(dir);
  } catch {
    return null;
  }
}

const withoutExtension = (file: string) => file.replace(/\.tsx?$/, '');
/** `target` as a relative import from `file` (both from the root). */
function relativeImport(file: string, target: string): string {
  const path = withoutExtension(relative(dirname(join(root, file)), join(root, target)));
  return path.startsWith('.') ? path : `./${path}`;
}

const server = 'apps/server/src';
const web = 'apps/web/src';

describe('server boundaries', () => {
  it('reports a module importing another module by a relative path', async () => {
    const importer = `${server}/modules/account/probe.ts`;
    const target = someFileIn(`${server}/modules/webhooks`);
    const problems = await boundaryProblems(importer, relativeImport(importer, target));
    expect(problems).toEqual([expect.stringContaining('modules/account must not import another module')]);
  });

  it('allows the module imports listed in eslint.config.js, and modules/index.ts composing modules', async () => {
    const importer = `${server}/modules/stories/probe.ts`;
    const updates = someFileIn(`${server}/modules/updates`);
    expect(await boundaryProblems(importer, relativeImport(importer, updates))).toEqual([]);
    const index = `${server}/modules/index.ts`;
    expect(await boundaryProblems(index, relativeImport(index, updates))).toEqual([]);
  });

  it('allows a module to import lib/, integrations/, the queue and its own files', async () => {
    const importer = `${server}/modules/updates/probe.ts`;
    for (const target of [
      someFileIn(`${server}/lib`),
      someFileIn(`${server}/integrations`),
      `${server}/queue/job-refs.ts`,
      someFileIn(`${server}/modules/updates`),
    ])
      expect(await boundaryProblems(importer, relativeImport(importer, target))).toEqual([]);
  });

  it('reports lib/, domain/ and integrations/ importing modules/', async () => {
    const target = someFileIn(`${server}/modules/updates`);
    for (const importer of [
      `${server}/lib/probe.ts`,
      `${server}/domain/probe.ts`,
      `${server}/integrations/mail/probe.ts`,
    ]) {
      const problems = await boundaryProblems(importer, relativeImport(importer, target));
      expect(problems).toEqual([expect.stringContaining('never import modules/')]);
    }
  });

  it('reports a service importing a job file; the runtime may', async () => {
    const job = someFileIn(`${server}/jobs`);
    const service = `${server}/modules/updates/probe.ts`;
    expect(await boundaryProblems(service, relativeImport(service, job))).toEqual([
      expect.stringContaining('Job files import services, never the reverse'),
    ]);
    const runtime = `${server}/runtime.ts`;
    expect(await boundaryProblems(runtime, relativeImport(runtime, job))).toEqual([]);
  });

  it('reports plugins/, db/ and queue/ importing modules/', async () => {
    const target = someFileIn(`${server}/modules/updates`);
    for (const layer of ['plugins', 'db', 'queue']) {
      const importer = `${server}/${layer}/probe.ts`;
      expect(await boundaryProblems(importer, relativeImport(importer, target))).toEqual([
        expect.stringContaining('they never import modules/'),
      ]);
    }
  });

  it("reports a stage of the writer importing a later stage; earlier stages and the writer's root may be imported", async () => {
    const ai = `${server}/integrations/ai`;
    const compose = someFileIn(`${ai}/compose`);
    for (const stage of ['clean', 'understand']) {
      const importer = `${ai}/${stage}/probe.ts`;
      expect(await boundaryProblems(importer, relativeImport(importer, compose))).toEqual([
        expect.stringContaining(`integrations/ai/${stage} is a stage of the writer`),
      ]);
    }
    const checker = `${ai}/check/probe.ts`;
    expect(await boundaryProblems(checker, relativeImport(checker, someFileIn(`${ai}/sdk`)))).toEqual([
      expect.stringContaining('integrations/ai/check is a stage of the writer'),
    ]);
    expect(await boundaryProblems(checker, relativeImport(checker, compose))).toEqual([]);
    const root = `${ai}/builtin-writer.ts`;
    expect(await boundaryProblems(root, relativeImport(root, someFileIn(`${ai}/check`)))).toEqual([]);
  });
});

describe('web boundaries', () => {
  const features = readdirSync(join(root, web, 'features'), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .filter((name) => trySomeFileIn(`${web}/features/${name}`))
    .sort();
  const [own, other] = features as [string, string];
  const importer = `${web}/features/${own}/components/probe.tsx`;
  const otherFile = () => someFileIn(`${web}/features/${other}`);
  const alias = (file: string) => `@/${withoutExtension(relative(web, file))}`;

  it('has two features to check with', () => {
    expect(features.length).toBeGreaterThanOrEqual(2);
  });

  it('reports a feature importing another one through the @/ alias', async () => {
    const problems = await boundaryProblems(importer, alias(otherFile()));
    expect(problems).toEqual([expect.stringContaining(`features/${own} must not import another feature`)]);
  });

  it('reports a feature importing another one by a relative path', async () => {
    const specifier = relativeImport(importer, otherFile());
    expect(specifier.startsWith('../../')).toBe(true);
    const problems = await boundaryProblems(importer, specifier);
    expect(problems).toEqual([expect.stringContaining(`features/${own} must not import another feature`)]);
  });

  it('reports a feature importing the app shell; its tests may render inside it', async () => {
    const shell = alias(someFileIn(`${web}/app`));
    expect(await boundaryProblems(importer, shell)).toEqual([
      expect.stringContaining('must not import another feature or the app shell'),
    ]);
    const test = `${web}/features/${own}/components/probe.test.tsx`;
    expect(await boundaryProblems(test, shell)).toEqual([]);
    expect(await boundaryProblems(test, alias(otherFile()))).toEqual([
      expect.stringContaining(`features/${own} must not import another feature`),
    ]);
  });

  it('allows a feature to import its own files and the shared lib/ and components/', async () => {
    for (const target of [
      someFileIn(`${web}/features/${own}`),
      someFileIn(`${web}/lib`),
      someFileIn(`${web}/components`),
    ]) {
      expect(await boundaryProblems(importer, alias(target))).toEqual([]);
      expect(await boundaryProblems(importer, relativeImport(importer, target))).toEqual([]);
    }
  });
});

/** A JavaScript module of the repository (the lint configuration and its helpers carry no types). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const importFromRoot = (file: string): Promise<any> => import(pathToFileURL(join(root, file)).href);

describe('the configuration itself', () => {
  it('resolves imports with every TypeScript project of the repository', async () => {
    const { resolverProjects } = (await importFromRoot('eslint.config.js')) as { resolverProjects: string[] };
    const workspaces = (
      JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { workspaces: string[] }
    ).workspaces;
    const projects = [...workspaces, 'test']
      .map((dir) => `${dir}/tsconfig.json`)
      .filter((tsconfig) => existsSync(join(root, tsconfig)));
    expect(projects.length).toBeGreaterThan(5);
    expect([...resolverProjects].sort()).toEqual(projects.sort());
  });

  it('exempts files from a boundary by pattern only, never by a file name', async () => {
    const config = (await importFromRoot('eslint.config.js')).default as {
      files?: string[];
      rules?: object;
    }[];
    const exemptions = config.filter((entry) => entry.files && entry.rules && RULE in entry.rules);
    expect(exemptions.length).toBeGreaterThan(0);
    for (const entry of exemptions) for (const pattern of entry.files!) expect(pattern).toMatch(/\*/);
  });

  it('fails on an allowed module import that no file makes', async () => {
    const { unusedModuleImports, assertModuleImportsUsed } = await importFromRoot(
      'scripts/lint/module-allowances.mjs',
    );
    const modulesDir = join(root, 'apps/server/src/modules');
    const used = { from: 'stories', to: 'updates', reason: 'written updates' };
    const stale = { from: 'account', to: 'webhooks', reason: 'not imported' };
    expect(unusedModuleImports(modulesDir, [used, stale])).toEqual([stale]);
    expect(() => assertModuleImportsUsed(modulesDir, [used, stale])).toThrow(
      'modules/account → modules/webhooks',
    );
    expect(() => assertModuleImportsUsed(modulesDir, [used])).not.toThrow();
  });
});

describe('web layers', () => {
  it('reports components/ and lib/ importing a feature or the app shell', async () => {
    const feature = someFileIn(`${web}/features`);
    const shell = someFileIn(`${web}/app`);
    for (const importer of [`${web}/components/probe.tsx`, `${web}/lib/probe.ts`])
      for (const target of [feature, shell]) {
        const expected = [expect.stringContaining('they never import a feature or the app shell')];
        expect(await boundaryProblems(importer, relativeImport(importer, target))).toEqual(expected);
        const alias = `@/${withoutExtension(relative(web, target))}`;
        expect(await boundaryProblems(importer, alias)).toEqual(expected);
      }
  });
});

describe('app boundaries', () => {
  it('reports an app importing another app, by path or by package name', async () => {
    const serverImporter = `${server}/probe.ts`;
    const webFile = someFileIn(`${web}/lib`);
    expect(await boundaryProblems(serverImporter, relativeImport(serverImporter, webFile))).toEqual([
      expect.stringContaining('nothing imports an app'),
    ]);
    const webImporter = `${web}/lib/probe.ts`;
    const serverFile = `apps/server/src/config.ts`;
    expect(await boundaryProblems(webImporter, relativeImport(webImporter, serverFile))).toEqual([
      expect.stringContaining('nothing imports an app'),
    ]);
    expect(await boundaryProblems(webImporter, '@shiplog/server/src/config')).toEqual([
      expect.stringContaining('nothing imports an app'),
    ]);
    expect(
      await boundaryProblems(
        serverImporter,
        `@shiplog/web/${withoutExtension(relative('apps/web', webFile))}`,
      ),
    ).toEqual([expect.stringContaining('nothing imports an app')]);
  });

  it('reports the contract package or the browser suite importing an app; the fakes are a package of their own', async () => {
    const contract = 'packages/contract/src/probe.ts';
    expect(await boundaryProblems(contract, relativeImport(contract, 'apps/server/src/config.ts'))).toEqual([
      expect.stringContaining('nothing imports an app'),
    ]);
    const e2e = 'e2e/tests/probe.test.ts';
    expect(await boundaryProblems(e2e, relativeImport(e2e, 'apps/server/src/config.ts'))).toEqual([
      expect.stringContaining('nothing imports an app'),
    ]);
    expect(await boundaryProblems(e2e, '@shiplog/fakes')).toEqual([]);
  });

  it('lets everything import the contract package', async () => {
    for (const importer of [`${server}/modules/updates/probe.ts`, `${web}/features/probe/probe.ts`])
      expect(await boundaryProblems(importer, '@shiplog/contract')).toEqual([]);
  });
});

// @ts-check
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { resolve as resolveTypeScript } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { assertModuleImportsUsed } from './scripts/lint/module-allowances.mjs';

/** The repository root: zones and tsconfig paths are resolved from here, whatever the cwd. */
const root = fileURLToPath(new URL('.', import.meta.url));

/** Folders directly below `dir` (from the root), or none when it does not exist yet. */
const foldersIn = (dir) =>
  existsSync(root + dir)
    ? readdirSync(root + dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];

const server = 'apps/server/src';
const web = 'apps/web/src';

/**
 * Server modules that may import another module: a real dependency, one way only, with its
 * reason. Every other composition happens in modules/index.ts, modules/feature-context.ts,
 * app.ts or runtime.ts.
 */
const moduleImports = [
  {
    from: 'project-waitlist',
    to: 'subscribers',
    reason: 'the waitlist is the subscriber list as its owner sees it (same rows, mails, limits)',
  },
  {
    from: 'stories',
    to: 'posts',
    reason:
      "a story is written from the posts module's commit facts, within its generation limit, and stores its post there",
  },
  {
    from: 'stories',
    to: 'updates',
    reason: 'a written update (one commit or a story) is created and checked by the updates module',
  },
  {
    from: 'stories',
    to: 'auto-updates',
    reason: "the weekly story is an auto-update setting of the project's",
  },
  {
    from: 'auto-updates',
    to: 'updates',
    reason: 'an update made from a delivery is inserted by the write path of the updates module',
  },
  {
    from: 'projects',
    to: 'updates',
    reason: 'the product changelog and the demo data insert their updates through the updates module',
  },
  ...['api-tokens', 'notifications', 'waitlist'].map((from) => ({
    from,
    to: 'subscribers',
    reason: "mails link to the subscriber's preferences and one-click unsubscribe, built by subscribers",
  })),
  {
    from: 'drafts',
    to: 'updates',
    reason: 'a draft is an update in a state: publishing it is a write of the updates module',
  },
  {
    from: 'social',
    to: 'updates',
    reason:
      "a post's link card shows the image of the update announcing its commit, as the updates module finds it",
  },
  {
    from: 'pages',
    to: 'feeds',
    reason:
      "a public page's head shows what feeds publish of it: its public project or update, social card and feed links",
  },
];

// An allowance no file uses any more fails the lint run instead of widening the boundary unseen.
assertModuleImportsUsed(`${root}${server}/modules`, moduleImports);

/**
 * Web test code may render a feature inside the app's layout and route guards (but still
 * never imports another feature): tests, and helpers named *test-*. Exemptions go by these
 * patterns only, never by a file's name (the lint test checks every `files` entry is a pattern).
 */
const webTestFiles = [`${web}/features/**/*.test.{ts,tsx}`, `${web}/features/**/*test-*.{ts,tsx}`];

const appsMessage = 'Apps import only @shiplog/contract; nothing imports an app.';

/** Each server module's zone: every other module, unless allowed above. */
const modules = foldersIn(`${server}/modules`);
const moduleZones = modules.flatMap((name) => {
  const allowed = moduleImports.filter((a) => a.from === name).map((a) => a.to);
  const others = modules.filter((other) => other !== name && !allowed.includes(other));
  if (!others.length) return [];
  return [
    {
      target: `${server}/modules/${name}`,
      from: others.map((other) => `${server}/modules/${other}`),
      message: `modules/${name} must not import another module; compose them in modules/index.ts or app.ts (or allow it in eslint.config.js, with its reason).`,
    },
  ];
});

/** Each web feature's zone: every other feature, and with `app` the app shell too. */
const features = foldersIn(`${web}/features`);
const featureZones = ({ app }) =>
  features.flatMap((name) => {
    const from = [
      ...features.filter((other) => other !== name).map((other) => `${web}/features/${other}`),
      ...(app ? [`${web}/app`] : []),
    ];
    if (!from.length) return [];
    return [
      {
        target: `${web}/features/${name}`,
        from,
        message: `features/${name} must not import another feature${app ? ' or the app shell' : ''}; compose them in app/ (routes, pages).`,
      },
    ];
  });

/**
 * The writer's stages (integrations/ai), in order: each imports only the stages before it, so
 * the pipeline reads from the commit to the text and has no import circle.
 */
const writerStages = ['clean', 'understand', 'compose', 'check', 'sdk'];
const writerZones = writerStages.slice(0, -1).map((stage, i) => ({
  target: `${server}/integrations/ai/${stage}`,
  from: writerStages.slice(i + 1).map((later) => `${server}/integrations/ai/${later}`),
  message: `integrations/ai/${stage} is a stage of the writer: it imports only the stages before it (${writerStages.join(' → ')}).`,
}));

/** Boundaries checked on resolved paths (relative, aliased or package imports alike). */
const zones = [
  // Apps: each one on its own; packages and the benchmarks import none; the browser suite
  // reuses the server's fake GitHub, SMTP sink and DNS server, nothing else of it.
  { target: 'apps/server', from: 'apps/web', message: appsMessage },
  { target: 'apps/web', from: 'apps/server', message: appsMessage },
  { target: ['packages', 'bench'], from: 'apps', message: appsMessage },
  { target: 'e2e', from: 'apps', message: appsMessage },
  // Server layers.
  {
    target: [`${server}/lib`, `${server}/domain`, `${server}/integrations`],
    from: `${server}/modules`,
    message:
      'lib/, domain/ and integrations/ never import modules/: modules use them, not the other way round.',
  },
  {
    target: ['modules', 'integrations', 'lib', 'domain', 'queue', 'plugins', 'db'].map(
      (dir) => `${server}/${dir}`,
    ),
    from: `${server}/jobs`,
    message: 'Job files import services, never the reverse: queue a job by its ref in queue/job-refs.ts.',
  },
  {
    target: ['plugins', 'db', 'queue'].map((dir) => `${server}/${dir}`),
    from: `${server}/modules`,
    message:
      'plugins/, db/ and queue/ are the layers modules stand on: they never import modules/ (modules/index.ts and app.ts compose them).',
  },
  ...moduleZones,
  ...writerZones,
  // Web layers: components/ and lib/ are shared by every feature and the app shell.
  {
    target: [`${web}/components`, `${web}/lib`],
    from: [`${web}/features`, `${web}/app`],
    message:
      'components/ and lib/ are shared by every feature: they never import a feature or the app shell.',
  },
];

/**
 * Imports resolved as TypeScript does, each file with its own tsconfig (apps/web's `@/` alias,
 * workspace packages). Called per file rather than through createTypeScriptImportResolver,
 * whose resolver stops matching files to their tsconfig when ESLint's cwd is not the
 * process's (an editor, the lint test).
 */
export const resolverProjects = [
  'apps/server/tsconfig.json',
  'apps/web/tsconfig.json',
  'packages/contract/tsconfig.json',
  'packages/cli/tsconfig.json',
  'packages/fakes/tsconfig.json',
  'e2e/tsconfig.json',
  'bench/tsconfig.json',
  'test/tsconfig.json',
];
const typescriptOptions = {
  project: resolverProjects.map((tsconfig) => root + tsconfig),
  noWarnOnMultipleProjects: true,
};
const typescriptResolver = {
  interfaceVersion: 3,
  name: 'typescript',
  /** @param {string} source @param {string} file */
  resolve: (source, file) => resolveTypeScript(source, file, typescriptOptions),
};

const restrictedPaths = (zoneList) => ['error', { basePath: root, zones: zoneList }];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      'e2e/screenshots/**',
      '**/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // tailwind-merge builds its class map on first use (tens of milliseconds on a phone); a call
      // at module level would do it while a chunk loads, not in the task the app's start gives it.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            ':matches(Program, ExportNamedDeclaration) > VariableDeclaration > VariableDeclarator > CallExpression.init[callee.name="cn"]',
          message: 'No cn() at module level: join the classes as a plain string (see src/lib/cn.ts).',
        },
      ],
    },
  },
  {
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [typescriptResolver] },
    rules: { 'import-x/no-restricted-paths': restrictedPaths([...zones, ...featureZones({ app: true })]) },
  },
  {
    files: webTestFiles,
    rules: { 'import-x/no-restricted-paths': restrictedPaths([...zones, ...featureZones({ app: false })]) },
  },
);

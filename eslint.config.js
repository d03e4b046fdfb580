// @ts-check
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Folders directly below `dir`, or none when it does not exist yet. */
const foldersIn = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];

const appImports = {
  group: ['@shiplog/server', '@shiplog/server/*', '@shiplog/web', '@shiplog/web/*', '**/apps/*/**'],
  message: 'Apps import only @shiplog/contract; nothing imports an app.',
};

/** A feature (web) or module (server) never imports another one: compose them in routes and pages. */
const isolate = (base, folder, alias) =>
  foldersIn(folder).map((name) => {
    const others = foldersIn(folder).filter((other) => other !== name);
    const group = others.flatMap((other) => [
      `**/${base}/${other}`,
      `**/${base}/${other}/**`,
      ...(alias ? [`${alias}/${other}`, `${alias}/${other}/**`] : []),
    ]);
    const message = `${base}/${name} must not import another ${base} folder; compose them one level up.`;
    return {
      files: [`${folder}/${name}/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          { patterns: [appImports, ...(group.length ? [{ group, message }] : [])] },
        ],
      },
    };
  });

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
      'no-restricted-imports': ['error', { patterns: [appImports] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...isolate('features', 'apps/web/src/features', '@/features'),
  ...isolate('modules', 'apps/server/src/modules'),
);

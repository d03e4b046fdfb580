import type { CommitFacts } from '../../src/integrations/ai';

/** Real-world commit messages (shapes seen in public repositories) for the AI writer tests. */
export interface SampleCommit {
  name: string;
  message: string;
  files?: CommitFacts['files'];
  additions?: number;
  deletions?: number;
}

const LONG_SUBJECT =
  'refactor(core): move the whole request pipeline from callbacks to async iterators so that cancellation, back-pressure and error propagation work the same way in the HTTP server, the job queue and the webhook deliverer';
const LONG_BODY = Array.from(
  { length: 40 },
  (_, i) => `Step ${i + 1} of the migration keeps the old callback API working behind an adapter.`,
).join(' ');

export const sampleCommits: SampleCommit[] = [
  { name: 'feat with scope', message: 'feat(auth): add GitHub sign-in with PKCE' },
  {
    name: 'feat with body and stats',
    message:
      'feat(editor): add markdown preview\n\nThe editor now renders a live preview next to the textarea.\nIt uses the same sanitizer as the public page.',
    files: [
      { filename: 'src/editor/preview.tsx', additions: 88, deletions: 0 },
      { filename: 'src/editor/editor.tsx', additions: 12, deletions: 3 },
    ],
    additions: 100,
    deletions: 3,
  },
  { name: 'fix plain', message: 'fix: prevent double submit on the login form' },
  { name: 'fix noun phrase', message: 'fix(api): race condition in session refresh' },
  { name: 'fix typo', message: 'fix: typo' },
  {
    name: 'typo in file',
    message: 'docs: fix typo in README',
    files: [{ filename: 'README.md', additions: 1, deletions: 1 }],
    additions: 1,
    deletions: 1,
  },
  { name: 'fix typos, one file', message: 'Fix typos', files: [{ filename: 'docs/getting-started.md' }] },
  { name: 'breaking bang', message: 'feat(api)!: drop support for Node 16' },
  {
    name: 'breaking footer',
    message:
      'refactor(config): rename DATABASE_HOST to DATABASE_URL\n\nOne URL is easier to pass around than five variables.\n\nBREAKING CHANGE: DATABASE_HOST, DATABASE_PORT and DATABASE_NAME are gone; set DATABASE_URL instead.',
  },
  {
    name: 'merge pull request',
    message:
      'Merge pull request #128 from acme/feature/dark-mode\n\nAdd dark mode toggle to the settings page',
  },
  { name: 'merge pull request, no title', message: 'Merge pull request #7 from octocat/patch-1' },
  { name: 'merge branch', message: "Merge branch 'main' into feature/billing" },
  { name: 'merge remote-tracking', message: "Merge remote-tracking branch 'origin/develop'" },
  {
    name: 'multi-line body with list',
    message:
      'feat(dashboard): show commits and posts in tabs\n\n- Commits tab lists recent commits of every project\n- Posts tab lists generated posts with share buttons\n- Both tabs reload when the session changes\n\nCo-authored-by: Jane Doe <jane@example.com>',
  },
  { name: 'gitmoji emoji', message: '✨ Add confetti when a project reaches its first update' },
  { name: 'gitmoji shortcode', message: ':bug: Fix crash when the repository has no commits' },
  { name: 'emoji inside', message: 'feat: support 🚀 and other emoji in project names' },
  { name: 'spanish', message: 'Añadir modo oscuro al panel de control' },
  { name: 'german conventional', message: 'fix: Fehler beim Speichern von Entwürfen behoben' },
  { name: 'chinese', message: '修复登录页面在移动端的布局问题' },
  { name: 'japanese conventional', message: 'docs: インストール手順を更新' },
  { name: 'very long subject', message: LONG_SUBJECT },
  { name: 'very long body', message: `perf(db): batch inserts in the importer\n\n${LONG_BODY}` },
  {
    name: 'chore deps bump (dependabot)',
    message:
      'chore(deps): bump vite from 5.0.12 to 5.1.4\n\nBumps [vite](https://github.com/vitejs/vite/tree/HEAD/packages/vite) from 5.0.12 to 5.1.4.\n- [Release notes](https://github.com/vitejs/vite/releases)\n\n---\nupdated-dependencies:\n- dependency-name: vite\n  dependency-type: direct:development\n...\n\nSigned-off-by: dependabot[bot] <support@github.com>',
  },
  { name: 'build deps', message: 'build(deps-dev): bump typescript from 5.3.3 to 5.4.2' },
  { name: 'plain bump', message: 'Bump lodash from 4.17.20 to 4.17.21' },
  {
    name: 'docs only',
    message: 'docs: explain how to run the app behind a reverse proxy',
    files: [{ filename: 'docs/deploy.md', additions: 40, deletions: 2 }],
  },
  {
    name: 'docs by files',
    message: 'Describe the webhook payloads',
    files: [{ filename: 'docs/webhooks.md' }, { filename: 'README.md' }],
  },
  { name: 'chore release', message: 'chore(release): v2.3.0' },
  { name: 'version only', message: 'v1.0.0' },
  {
    name: 'revert',
    message:
      'Revert "feat: add confetti animation"\n\nThis reverts commit 3f2a9c1d8e7b6a5f4e3d2c1b0a9f8e7d6c5b4a39.',
  },
  { name: 'test', message: 'test: cover the retry path of the mail queue' },
  { name: 'ci', message: 'ci: cache node_modules between workflow runs' },
  { name: 'style', message: 'style: format with prettier' },
  { name: 'plain imperative', message: 'Update README.md' },
  { name: 'plain past tense', message: 'Added a health check endpoint' },
  { name: 'wip', message: 'wip' },
  { name: 'bracket scope', message: '[ui] Tweak button spacing on mobile' },
  {
    name: 'squash with PR number',
    message:
      'feat(feeds): add RSS feed per project (#214)\n\n* feat: add RSS route\n* test: cover the RSS feed\n* fix: escape titles',
  },
  { name: 'question subject', message: 'Why does the cache miss on every request? Log it.' },
];

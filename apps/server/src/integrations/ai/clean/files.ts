import type { ChangedFile } from '../types';

/** Where a changed file lives, as far as its path tells. */
export type FileArea = 'source' | 'tests' | 'docs' | 'config' | 'lockfile' | 'ci';

export const FILE_AREAS: FileArea[] = ['source', 'tests', 'docs', 'config', 'lockfile', 'ci'];

/** The files of a commit, counted by area. */
export interface FilesSummary {
  total: number;
  byArea: Record<FileArea, number>;
  /** The areas touched, most files first. */
  areas: FileArea[];
  /** The file names, as given. */
  names: string[];
  /** Lines added and removed per area, when the files say. */
  linesByArea: Partial<Record<FileArea, number>>;
}

const LOCKFILE =
  /(^|\/)(package-lock\.json|npm-shrinkwrap\.json|shrinkwrap\.ya?ml|yarn\.lock|pnpm-lock\.yaml|bun\.lockb?|deno\.lock|Cargo\.lock|Gemfile\.lock|poetry\.lock|Pipfile\.lock|uv\.lock|pdm\.lock|composer\.lock|go\.sum|mix\.lock|pubspec\.lock|Podfile\.lock|Package\.resolved|flake\.lock|packages\.lock\.json|gradle\.lockfile|\w+\.lock)$/i;
const CI =
  /(^|\/)(\.github\/(workflows|actions)\/|\.gitlab-ci\.ya?ml$|\.gitlab\/ci\/|\.circleci\/|\.travis\.ya?ml$|azure-pipelines\.ya?ml$|Jenkinsfile$|\.buildkite\/|appveyor\.ya?ml$|bitbucket-pipelines\.ya?ml$|\.drone\.ya?ml$|\.woodpecker\/|\.github\/dependabot\.ya?ml$|renovate\.json5?$|\.renovaterc|codecov\.ya?ml$|\.pre-commit-config\.ya?ml$)/i;
const TESTS =
  /(^|\/)(tests?|__tests__|__mocks__|specs?|e2e|cypress|playwright|testdata|test-?data|fixtures|__snapshots__|bench|benches|benchmarks?|perf-tests?)\/|(\.|_|-)(test|spec|tests|e2e)\.[\w]+$|(^|\/)test_[\w-]+\.py$|Tests?\.(java|kt|cs|swift|scala)$|\.snap$/i;
const DOCS =
  /(^|\/)(docs?|documentation|website\/docs|guides?|man)\/|\.(md|mdx|markdown|rst|adoc|asciidoc|txt)$|(^|\/)(README|LICEN[CS]E|CHANGELOG|CHANGES|HISTORY|AUTHORS|CONTRIBUTORS|CONTRIBUTING|CODE_OF_CONDUCT|SECURITY|NOTICE|COPYING)(\.\w+)?$/i;
const NOT_DOCS =
  /(^|\/)(requirements[\w.-]*\.txt|CMakeLists\.txt|constraints\.txt|robots\.txt|LICENSE\.txt)$/i;
const CONFIG =
  /(^|\/)(\.[\w.-]+rc(\.\w+)?|\.(git|docker|npm|eslint|prettier|stylelint|vscode|idea|husky|devcontainer|editorconfig|gitattributes|gitignore|gitmodules|nvmrc|node-version|python-version|tool-versions|browserslistrc|env\.example)[\w.-]*|(package|composer|tsconfig|jsconfig|deno|turbo|nx|lerna|renovate|vercel|netlify|app|firebase|manifest)(\.[\w-]+)?\.json5?|[\w.-]+\.config\.[cm]?[jt]s|[\w.-]+\.config\.json|(Cargo|pyproject|rustfmt|clippy|netlify|fly|wrangler|taplo|ruff|mypy)\.toml|go\.mod|Gemfile|Podfile|setup\.(cfg|py)|tox\.ini|pytest\.ini|Makefile|Dockerfile[\w.-]*|docker-compose[\w.-]*\.ya?ml|compose\.ya?ml|requirements[\w.-]*\.txt|\.github\/[\w./-]+|CODEOWNERS|pom\.xml|build\.gradle(\.kts)?|settings\.gradle(\.kts)?|gradle\.properties|\.env\.[\w.-]+)$/i;

/** The area of one file. */
export function areaOf(filename: string): FileArea {
  if (LOCKFILE.test(filename)) return 'lockfile';
  if (CI.test(filename)) return 'ci';
  if (TESTS.test(filename)) return 'tests';
  if (DOCS.test(filename) && !NOT_DOCS.test(filename)) return 'docs';
  if (CONFIG.test(filename)) return 'config';
  return 'source';
}

export function summarizeFiles(files: ChangedFile[]): FilesSummary {
  const byArea = Object.fromEntries(FILE_AREAS.map((a) => [a, 0])) as Record<FileArea, number>;
  const linesByArea: Partial<Record<FileArea, number>> = {};
  const seen = new Set<string>();
  const names: string[] = [];
  for (const file of files) {
    if (!file.filename || seen.has(file.filename)) continue;
    seen.add(file.filename);
    names.push(file.filename);
    const area = areaOf(file.filename);
    byArea[area]++;
    if (file.additions !== undefined || file.deletions !== undefined)
      linesByArea[area] = (linesByArea[area] ?? 0) + (file.additions ?? 0) + (file.deletions ?? 0);
  }
  const areas = FILE_AREAS.filter((a) => byArea[a] > 0).sort((a, b) => byArea[b] - byArea[a]);
  return { total: names.length, byArea, areas, names, linesByArea };
}

/** Every file is in one of `areas` (false when the files are not known). */
export function onlyIn(files: FilesSummary, ...areas: FileArea[]): boolean {
  return files.total > 0 && files.areas.every((a) => areas.includes(a));
}

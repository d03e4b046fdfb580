// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { allEndpoints } from '@shiplog/contract';

/**
 * Every API call goes through its contract endpoint (`callEndpoint`), so no source file names an
 * API path itself. Two things are refused outside tests, test kits, api-client.ts and
 * call-endpoint.ts:
 *
 * - a call of the client's string-path methods: `client.get(`, `api.post<void>(`, `client.request(`
 *   (`client`, `api` or `apiClient`, then `.get/.post/.put/.patch/.delete/.request`, with or
 *   without type arguments), whatever the path argument is;
 * - a string or template literal that starts like an API path: `/` (or `/api/`) and then the first
 *   segment of any contract endpoint, followed by `/`, `?`, `${` or the end of the literal:
 *   `'/auth/session'`, `'/api/projects/p1'`, `` `/projects/${id}` ``, `` `/updates/${id}/likes` ``.
 *   Comments are not read. The one literal allowed is the `path` of a `LazyEndpoint`, which must be
 *   the contract's own to type-check.
 */
const SRC = fileURLToPath(new URL('..', import.meta.url));
const SKIPPED = new Set(['lib/api-client.ts', 'lib/call-endpoint.ts']);

const isTestFile = (path: string) => /\.test\.tsx?$/.test(path) || path.split('/').includes('test');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const segments = [...new Set(allEndpoints.map((endpoint) => endpoint.path.split('/')[1]!))];
const RAW_CALL =
  /\b(?:client|api|apiClient)\s*\.\s*(?:get|post|put|patch|delete|request)\s*(?:<[^>()]*>)?\s*\(/g;
const API_PATH = new RegExp(`(['"\`])(?:/api)?/(?:${segments.join('|')})(?=[/?'"\`]|\\$\\{)`, 'g');

/** Block comments and whole-line `//` comments out, so prose about `/api/...` is not read. */
const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** The offending snippets of one file's code. */
function stringApiPaths(code: string): string[] {
  const text = withoutComments(code);
  const lazyPaths = /LazyEndpoint</.test(text);
  const found: string[] = [];
  for (const match of text.matchAll(RAW_CALL)) found.push(match[0]);
  for (const match of text.matchAll(API_PATH)) {
    const before = text.slice(Math.max(0, match.index - 20), match.index);
    if (lazyPaths && /\bpath:\s*$/.test(before)) continue;
    found.push(text.slice(match.index, match.index + 40).split('\n')[0]!);
  }
  return found;
}

describe('API paths', () => {
  it('knows the API paths from the contract', () => {
    expect(segments).toEqual(expect.arrayContaining(['projects', 'updates', 'auth', 'subscriptions']));
  });

  it.each([
    "client.get('/projects', { signal })",
    'await api.post<void>(`/auth/logout`)',
    "client.request('DELETE', path, { body })",
    'client.delete(domainPath(projectId))',
    'const path = `/projects/${encodeURIComponent(id)}/updates`;',
    "const url = '/api/projects/p1/webhook';",
    'fetch(`/api/updates/${id}/likes`)',
    "const href = '/auth/session?x=1';",
    "const p = '/health';",
  ])('finds %s', (code) => {
    expect(stringApiPaths(code)).not.toEqual([]);
  });

  it.each([
    'callEndpoint(client, projectEndpoints.getProject, { params: { id } }, { signal })',
    "searchParams.get('ref')",
    "headers.get('x-next-cursor')",
    '`/api${endpointPath(projectWaitlistEndpoints.exportWaitlist, { id })}`',
    "{ label: 'Docs', href: '/api/docs' }",
    "'/projectsmith'",
    '/** GET /api/projects/{id}: `/projects/:id` */',
    "const e: LazyEndpoint<typeof authEndpoints.getSession> = { method: 'GET', path: '/auth/session' };",
  ])('lets %s be', (code) => {
    expect(stringApiPaths(code)).toEqual([]);
  });

  it('no source file calls the API by a string path', () => {
    const offending = sourceFiles(SRC)
      .map((file) => relative(SRC, file).split('\\').join('/'))
      .filter((path) => !isTestFile(path) && !SKIPPED.has(path))
      .flatMap((path) =>
        stringApiPaths(readFileSync(join(SRC, path), 'utf8')).map((hit) => `${path}: ${hit}`),
      );
    expect(offending).toEqual([]);
  });
});

import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support';

const run = promisify(execFile);
/** The repository's pinned Redocly CLI (root devDependency). */
const REDOCLY = fileURLToPath(new URL('../../../node_modules/@redocly/cli/bin/cli.js', import.meta.url));

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; severity: string; message: string; location: { pointer?: string }[] }[];
}

/**
 * A small client typed by the generated `paths`: a read with a path parameter, a write with a
 * body, their answers and errors. The `@ts-expect-error` lines fail the compile if the
 * generated types are too loose to catch the mistake under them (e.g. `any` or `unknown`).
 */
const CLIENT = `
import type { components, paths } from './schema';

type Json<R> = R extends { content: { 'application/json': infer B } } ? B : never;
type ErrorBody = components['schemas']['ErrorBody'];
declare function send(method: string, url: string, body?: unknown): Promise<{ status: number; json: unknown }>;

type GetProject = paths['/api/projects/{id}']['get'];
type Project = Json<GetProject['responses'][200]>;
export async function getProject(path: GetProject['parameters']['path']): Promise<Project> {
  const res = await send('GET', \`/api/projects/\${encodeURIComponent(path.id)}\`);
  if (res.status === 404) throw new Error((res.json as Json<GetProject['responses'][404]>).error.message);
  return res.json as Project;
}

type CreateProject = paths['/api/projects']['post'];
type CreateBody = CreateProject['requestBody']['content']['application/json'];
export async function createProject(body: CreateBody): Promise<Json<CreateProject['responses'][201]>> {
  const res = await send('POST', '/api/projects', body);
  if (res.status === 409) throw new Error((res.json as Json<CreateProject['responses'][409]>).error.code);
  return res.json as Json<CreateProject['responses'][201]>;
}

type DeleteProject = paths['/api/projects/{id}']['delete'];
export const deleted: DeleteProject['responses'][204]['content'] = undefined;

export async function use(): Promise<string> {
  const project = await getProject({ id: 'p1' });
  const created = await createProject({ repository_name: 'octo/demo', is_private: false });
  const stars: number = project.github_stars;
  const code: ErrorBody['error']['code'] = 'NOT_FOUND';
  // @ts-expect-error the path parameter is required
  await getProject({});
  // @ts-expect-error a project has no such field
  project.no_such_field;
  // @ts-expect-error repository_name is a string
  await createProject({ repository_name: 42 });
  // @ts-expect-error codes are the contract's list
  const unknownCode: ErrorBody['error']['code'] = 'NO_SUCH_CODE';
  // @ts-expect-error deleting a project answers 204, never a 200
  const never200: DeleteProject['responses'][200] = {};
  return [created.id, project.name, stars, code, unknownCode, never200].join();
}
`;

/**
 * The API description as tools read it: the document the running app serves, linted by the
 * pinned Redocly CLI with its recommended rules, and turned into TypeScript types that a client
 * compiles against.
 */
describe('OpenAPI document with API tooling', () => {
  let t: TestApp;
  let dir: string;
  let file: string;
  let document: string;
  beforeAll(async () => {
    t = await createTestApp();
    dir = mkdtempSync(join(tmpdir(), 'shiplog-openapi-'));
    file = join(dir, 'openapi.json');
    const res = await t.app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    document = res.body;
    writeFileSync(file, document);
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await t.close();
  });

  it('passes Redocly lint with the recommended rules, without errors', async () => {
    // A config of its own, so no redocly.yaml of the checkout changes the rules.
    const config = join(dir, 'redocly.yaml');
    writeFileSync(config, 'extends:\n  - recommended\n');
    const lint = await run(
      process.execPath,
      [REDOCLY, 'lint', file, `--config=${config}`, '--format=json', '--max-problems=10000'],
      {
        cwd: dir,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        maxBuffer: 32 * 1024 * 1024,
      },
    ).catch((err: { stdout?: string; code?: number }) => ({ stdout: err.stdout ?? '', code: err.code }));
    const report = JSON.parse(lint.stdout) as LintReport;
    const errors = report.problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`);
    expect(errors).toEqual([]);
    expect(report.totals.errors).toBe(0);
  });

  it('generates TypeScript types with openapi-typescript that a typed client compiles against', async () => {
    const types = astToString(await openapiTS(JSON.parse(document)));
    writeFileSync(join(dir, 'schema.ts'), types);
    const client = join(dir, 'client.ts');
    writeFileSync(client, CLIENT);
    const program = ts.createProgram([client], {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2022.d.ts'],
      types: [],
    });
    const diagnostics = ts
      .getPreEmitDiagnostics(program)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(diagnostics).toEqual([]);
  });
});

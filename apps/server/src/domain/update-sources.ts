import { asc, inArray, sql, type SQL } from 'drizzle-orm';
import type { UpdateProvenance, UpdateSource } from '@shiplog/contract';
import type { Database } from '../db/client';
import { updates, updateSources } from '../db/schema';

/** A commit's and a pull request's pages on GitHub (`GITHUB_URL`). */
export const githubLinks = (githubUrl: string, repository: string) => {
  const base = `${githubUrl.replace(/\/+$/, '')}/${repository}`;
  return {
    commit: (sha: string) => `${base}/commit/${sha.toLowerCase()}`,
    pull: (number: number) => `${base}/pull/${number}`,
  };
};

/** What a source is made from: a commit as the writer reads it (integrations/ai CommitFacts). */
export interface SourceCommit {
  sha: string;
  message: string;
  files?: readonly unknown[];
  additions?: number;
  deletions?: number;
  pullRequest?: { number: number; title: string };
}

const firstLine = (message: string) => message.trim().split('\n')[0]!.trim();
const known = (n: number | undefined | null) => (typeof n === 'number' ? n : null);

/**
 * The sources of commits told together: each commit with its own stats (when GitHub gave them),
 * then each pull request they name once (its stats unknown here: its commits carry them).
 */
export function commitSources(githubUrl: string, repository: string, commits: readonly SourceCommit[]) {
  const links = githubLinks(githubUrl, repository);
  const sources: UpdateSource[] = commits.map((c) => ({
    kind: 'commit',
    ref: c.sha.toLowerCase(),
    title: firstLine(c.message),
    url: links.commit(c.sha),
    files: c.files ? c.files.length : null,
    additions: known(c.additions),
    deletions: known(c.deletions),
  }));
  const pulls = new Map(
    commits.flatMap((c) => (c.pullRequest ? [[c.pullRequest.number, c.pullRequest]] : [])),
  );
  for (const pull of pulls.values())
    sources.push(pullSource(githubUrl, repository, pull, { files: null, additions: null, deletions: null }));
  return sources;
}

/** A pull request as a source, with the stats given. */
export const pullSource = (
  githubUrl: string,
  repository: string,
  pull: { number: number; title: string },
  stats: Pick<UpdateSource, 'files' | 'additions' | 'deletions'>,
): UpdateSource => ({
  kind: 'pull_request',
  ref: String(pull.number),
  title: pull.title,
  url: githubLinks(githubUrl, repository).pull(pull.number),
  ...stats,
});

/** Stores what an update was built from, in order (nothing for none). */
export async function storeSources(db: Database, updateId: string, sources: readonly UpdateSource[]) {
  if (!sources.length) return;
  await db
    .insert(updateSources)
    .values(sources.map((s, position) => ({ updateId, position, ...s })))
    .onConflictDoNothing();
}

const sum = (values: (number | null)[]) => {
  const known = values.filter((v): v is number => v !== null);
  return known.length ? known.reduce((a, b) => a + b, 0) : null;
};

/** The sources counted and their diff stats summed (a stat GitHub never gave stays null). */
export function provenanceOf(sources: UpdateSource[]): UpdateProvenance {
  return {
    commits: sources.filter((s) => s.kind === 'commit').length,
    pull_requests: sources.filter((s) => s.kind === 'pull_request').length,
    files: sum(sources.map((s) => s.files)),
    additions: sum(sources.map((s) => s.additions)),
    deletions: sum(sources.map((s) => s.deletions)),
    sources,
  };
}

/**
 * SQL: an update's sources as a JSON array in order (null for none), for reads that must stay
 * one statement (the timeline).
 */
export const sourcesColumn: SQL<UpdateSource[] | null> = sql<UpdateSource[] | null>`(
  select json_agg(json_build_object(
    'kind', s.kind, 'ref', s.ref, 'title', s.title, 'url', s.url,
    'files', s.files, 'additions', s.additions, 'deletions', s.deletions
  ) order by s.position)
  from ${updateSources} s where s.update_id = ${updates.id}
)`;

/** The provenance of sources read by `sourcesColumn`. */
export const provenanceOfColumn = (sources: UpdateSource[] | null) =>
  sources?.length ? provenanceOf(sources) : undefined;

/** The provenance of each of these updates that has any, by update id: one query. */
export async function loadProvenance(
  db: Database,
  updateIds: readonly string[],
): Promise<Map<string, UpdateProvenance>> {
  const found = new Map<string, UpdateProvenance>();
  if (!updateIds.length) return found;
  const rows = await db
    .select()
    .from(updateSources)
    .where(inArray(updateSources.updateId, [...updateIds]))
    .orderBy(asc(updateSources.updateId), asc(updateSources.position));
  const byUpdate = new Map<string, UpdateSource[]>();
  for (const { updateId, position: _position, ...source } of rows) {
    byUpdate.set(updateId, [...(byUpdate.get(updateId) ?? []), source]);
  }
  for (const [id, sources] of byUpdate) found.set(id, provenanceOf(sources));
  return found;
}

/** These updates, each with its provenance when it has one. */
export async function withProvenance<T extends { id: string }>(
  db: Database,
  list: T[],
): Promise<(T & { provenance?: UpdateProvenance })[]> {
  const found = await loadProvenance(
    db,
    list.map((u) => u.id),
  );
  return list.map((u) => {
    const provenance = found.get(u.id);
    return provenance ? { ...u, provenance } : u;
  });
}

import { z } from 'zod';
import type { CommitFacts } from '../../integrations/ai';
import type { ChangeFacts } from '../../domain/significance';
import { cleanStrings } from '../../lib/clean-text';
import {
  mergeControls,
  readLabelControls,
  readTextControls,
  strongestLevel,
  withoutControls,
} from '../../domain/shiplog-controls';
import { coAuthorsOf, isFirstTimeAssociation, type Person } from '../../integrations/github';
import { candidateControls, type CandidateControls } from './candidate-controls';

/** Only the parts of GitHub's payloads we read; everything else is ignored. */
const repository = z.object({ full_name: z.string(), default_branch: z.string() });
const person = z.object({ login: z.string() });
/** A pull request's opener: a bot by its `type`, a first contribution by its association. */
const opener = person.extend({ type: z.string().nullish() });
const pushCommit = z.object({
  id: z.string(),
  distinct: z.boolean().default(true),
  message: z.string(),
  author: z.object({ name: z.string().nullish(), username: z.string().nullish() }).nullish(),
  added: z.array(z.string()).default([]),
  removed: z.array(z.string()).default([]),
  modified: z.array(z.string()).default([]),
});
const pushPayload = z.object({
  ref: z.string(),
  deleted: z.boolean().default(false),
  after: z.string(),
  commits: z.array(pushCommit).default([]),
  repository,
});
const pullRequestPayload = z.object({
  action: z.string(),
  repository,
  pull_request: z.object({
    number: z.number(),
    title: z.string(),
    body: z.string().nullish(),
    merged: z.boolean().nullish(),
    merge_commit_sha: z.string().nullish(),
    head: z.object({ sha: z.string() }),
    base: z.object({ ref: z.string() }),
    user: opener.nullish(),
    author_association: z.string().nullish(),
    labels: z.array(z.object({ name: z.string() })).default([]),
    additions: z.number().nullish(),
    deletions: z.number().nullish(),
    changed_files: z.number().nullish(),
  }),
});
const releasePayload = z.object({
  action: z.string(),
  repository,
  release: z.object({
    id: z.union([z.number(), z.string()]).nullish(),
    tag_name: z.string(),
    name: z.string().nullish(),
    body: z.string().nullish(),
    draft: z.boolean().default(false),
    prerelease: z.boolean().default(false),
    author: person.nullish(),
  }),
});

/** What an update is written from: commits for the AI writer, or a release as GitHub wrote it. */
export type Candidate =
  | {
      source: 'push' | 'merge';
      facts: ChangeFacts;
      commits: CommitFacts[];
      title: string | null;
      controls: CandidateControls;
      /** Who made each commit (by sha): its author, co-authors, `Credit:` handles, the pull request's opener. */
      people: Record<string, Person[]>;
      /** A merged pull request: its number, title and diff stats. */
      pull?: {
        number: number;
        title: string;
        files: number | null;
        additions: number | null;
        deletions: number | null;
      };
    }
  | { source: 'release'; facts: ChangeFacts; title: string; notes: string; releaseId: string | null };

export type Reading = { candidate: Candidate } | { skip: string } | { invalid: string };

const skip = (detail: string): Reading => ({ skip: detail });

function fromPush(payload: z.infer<typeof pushPayload>): Reading {
  const branch = `refs/heads/${payload.repository.default_branch}`;
  if (payload.deleted) return skip(`branch deletion (${payload.ref})`);
  if (payload.ref !== branch)
    return skip(`push to ${payload.ref}, not the default branch ${payload.repository.default_branch}`);
  const distinct = payload.commits.filter((c) => c.distinct);
  if (!distinct.length) return skip('push without new commits');
  const said = distinct.map((c) => readTextControls(c.message, { sha: c.id }));
  const commits = distinct.filter((_, i) => said[i]!.level?.word !== 'skip');
  const skipped = distinct.filter((_, i) => said[i]!.level?.word === 'skip');
  if (!commits.length) return skip(said.map((c) => c.level!.because).join('; ') + ' leaves it out');
  const kept = said.filter((c) => c.level?.word !== 'skip');
  const controls = candidateControls(
    commits.map((c) => c.id),
    kept,
    strongestLevel(kept.map((c) => c.level)),
    skipped.map((c) => c.id),
  );
  const facts = commits.map((c) => ({
    sha: c.id,
    message: withoutControls(c.message),
    author: c.author?.username || c.author?.name || undefined,
    repository: payload.repository.full_name,
    files: [...c.added, ...c.modified, ...c.removed].map((filename) => ({ filename })),
  }));
  const files = [...new Set(facts.flatMap((c) => c.files.map((f) => f.filename)))];
  const people = Object.fromEntries(
    commits.map((c) => [
      c.id,
      [
        { name: c.author?.name || c.author?.username || '', login: c.author?.username || null },
        ...coAuthorsOf(c.message),
        ...readTextControls(c.message, { sha: c.id }).credits.map((login) => ({ name: login, login })),
      ],
    ]),
  );
  return {
    candidate: {
      source: 'push',
      commits: facts,
      title: null,
      controls,
      people,
      facts: {
        source: 'push',
        messages: commits.map((c) => c.message),
        authors: facts.map((c) => c.author ?? ''),
        files,
        filesChanged: files.length,
        lines: null,
        commits: commits.length,
      },
    },
  };
}

function fromPullRequest({ action, pull_request: pr, repository: repo }: z.infer<typeof pullRequestPayload>) {
  if (action !== 'closed') return skip(`pull request ${action}: only merged pull requests make updates`);
  if (!pr.merged) return skip(`pull request #${pr.number} closed without merging`);
  if (pr.base.ref !== repo.default_branch)
    return skip(`pull request #${pr.number} merged into ${pr.base.ref}, not the default branch`);
  const sha = pr.merge_commit_sha ?? pr.head.sha;
  const said = mergeControls({
    pull: readTextControls(pr.body ?? '', { pull: pr.number }, 'line'),
    labels: readLabelControls(
      pr.labels.map((l) => l.name),
      pr.number,
    ),
  });
  if (said.level?.word === 'skip') return skip(`${said.level.because} leaves it out`);
  const body = withoutControls(pr.body ?? '').trim();
  const message = body ? `${pr.title}\n\n${body}` : pr.title;
  const lines = pr.additions != null && pr.deletions != null ? pr.additions + pr.deletions : null;
  const author = pr.user?.login;
  const commit: CommitFacts = {
    sha,
    message,
    author,
    repository: repo.full_name,
    ...(pr.additions != null ? { additions: pr.additions } : {}),
    ...(pr.deletions != null ? { deletions: pr.deletions } : {}),
  };
  const facts: ChangeFacts = {
    source: 'merge',
    messages: [message],
    authors: author ? [author] : [],
    files: null,
    filesChanged: pr.changed_files ?? null,
    lines,
    commits: 1,
  };
  const controls = candidateControls([sha], [said], said.level, []);
  const people: Person[] = [
    ...(author
      ? [{ name: author, login: author, firstTime: isFirstTimeAssociation(pr.author_association) }]
      : []),
    ...coAuthorsOf(body),
    ...controls.credits.map((login) => ({ name: login, login })),
  ].filter((p) => pr.user?.type !== 'Bot' || p.login !== author);
  return {
    candidate: {
      source: 'merge',
      commits: [commit],
      title: pr.title,
      facts,
      controls,
      people: { [sha]: people },
      pull: {
        number: pr.number,
        title: pr.title,
        files: pr.changed_files ?? null,
        additions: pr.additions ?? null,
        deletions: pr.deletions ?? null,
      },
    },
  } satisfies Reading;
}

function fromRelease({ action, release }: z.infer<typeof releasePayload>): Reading {
  if (action !== 'published') return skip(`release ${action}: only published releases make updates`);
  if (release.draft) return skip(`release ${release.tag_name} is a draft`);
  const notes = release.body ?? '';
  const facts: ChangeFacts = {
    source: 'release',
    messages: [notes],
    authors: release.author ? [release.author.login] : [],
    files: null,
    filesChanged: null,
    lines: null,
    commits: 0,
    tag: release.tag_name,
    prerelease: release.prerelease,
  };
  const title = release.name?.trim() || release.tag_name;
  const releaseId = release.id == null ? null : String(release.id);
  return { candidate: { source: 'release', facts, title, notes, releaseId } };
}

const readers = {
  push: [pushPayload, fromPush],
  pull_request: [pullRequestPayload, fromPullRequest],
  release: [releasePayload, fromRelease],
} as const;

/** A delivery (X-GitHub-Event and its JSON) as a candidate update, or why it is none. */
export function readDelivery(event: string, payloadJson: string): Reading {
  if (!Object.hasOwn(readers, event)) return skip(`${event} events do not make updates`);
  const [schema, read] = readers[event as keyof typeof readers];
  let json: unknown;
  try {
    json = cleanStrings(JSON.parse(payloadJson));
  } catch {
    return { invalid: `the ${event} payload is not JSON` };
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) return { invalid: `the ${event} payload is missing fields we need` };
  return (read as (p: unknown) => Reading)(parsed.data);
}

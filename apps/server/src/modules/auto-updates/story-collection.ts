import type { Database } from '../../db/client';
import { storyCommits } from '../../db/schema';
import type { Candidate } from './candidate';

/**
 * Keeps a push's or merge's commits for the project's weekly story, each once (a redelivery
 * or a commit seen in two deliveries adds nothing).
 */
export async function collectForStory(
  db: Database,
  projectId: string,
  candidate: Extract<Candidate, { source: 'push' | 'merge' }>,
): Promise<void> {
  const pull = candidate.pull ? { number: candidate.pull.number, title: candidate.pull.title } : null;
  await db
    .insert(storyCommits)
    .values(
      candidate.commits.map((c) => ({
        projectId,
        sha: c.sha.toLowerCase(),
        repositoryName: c.repository,
        message: c.message,
        author: c.author ?? null,
        files: (c.files ?? []).map((f) => f.filename),
        people: candidate.people[c.sha] ?? [],
        pullRequest: pull,
      })),
    )
    .onConflictDoNothing();
}

import type { RepoCommit, Repository } from '@shiplog/contract';

/** GitHub's REST shapes, reduced to the fields we read (everything else is dropped at once). */
interface GithubRepo {
  id: number;
  name: string;
  full_name: string;
  description?: string | null;
  language?: string | null;
  stargazers_count?: number;
  private?: boolean;
  pushed_at?: string | null;
}

interface GitPerson {
  name?: string | null;
  date?: string | null;
}

interface GithubCommit {
  sha: string;
  commit: { message?: string; author?: GitPerson | null; committer?: GitPerson | null };
  author?: { login?: string } | null;
}

/** A repository and when it was last pushed to (for ordering merged pages). */
export interface ListedRepository {
  repository: Repository;
  pushedAt: string;
}

class UnexpectedAnswer extends Error {
  override name = 'UnexpectedAnswer';
}

function arrayOf(data: unknown): unknown[] {
  if (!Array.isArray(data)) throw new UnexpectedAnswer('GitHub answered something other than a list');
  return data;
}

export function toRepository(data: unknown): Repository {
  const repo = data as GithubRepo;
  if (typeof repo?.id !== 'number' || typeof repo.full_name !== 'string')
    throw new UnexpectedAnswer('GitHub answered something other than a repository');
  return {
    id: repo.id,
    name: repo.name,
    full_name: repo.full_name,
    description: repo.description ?? null,
    language: repo.language ?? null,
    stargazers_count: repo.stargazers_count ?? 0,
    private: repo.private ?? false,
  };
}

export const toListedRepositories = (data: unknown): ListedRepository[] =>
  arrayOf(data).map((item) => ({
    repository: toRepository(item),
    pushedAt: (item as GithubRepo).pushed_at ?? '',
  }));

/** Most recently pushed first, each repository once (pages may overlap when pushes happen). */
export function byPushedDesc(listed: ListedRepository[]): Repository[] {
  const seen = new Set<number>();
  return listed
    .map((item, index) => ({ item, index }))
    .sort((a, b) => b.item.pushedAt.localeCompare(a.item.pushedAt) || a.index - b.index)
    .filter(({ item }) => !seen.has(item.repository.id) && seen.add(item.repository.id))
    .map(({ item }) => item.repository);
}

/** The repository view's commit (spec section 3); `author` only when GitHub knows the account. */
export function toRepoCommit(data: unknown): RepoCommit {
  const item = data as GithubCommit;
  if (typeof item?.sha !== 'string' || typeof item.commit !== 'object' || item.commit === null)
    throw new UnexpectedAnswer('GitHub answered something other than a commit');
  const person = item.commit.author ?? item.commit.committer ?? {};
  const login = item.author?.login;
  return {
    sha: item.sha,
    commit: {
      message: item.commit.message ?? '',
      author: { name: person.name ?? '', date: person.date ?? '' },
    },
    ...(login ? { author: { login } } : {}),
  };
}

export const toRepoCommits = (data: unknown): RepoCommit[] => arrayOf(data).map(toRepoCommit);

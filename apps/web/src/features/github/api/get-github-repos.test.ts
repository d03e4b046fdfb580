import { describe, expect, it } from 'vitest';
import type { Repository } from '@shiplog/contract';
import { setUpApiServer } from '@test/api-server';
import { commitListReply } from '@test/fixtures';
import { getGithubRepos } from './get-github-repos';

const api = setUpApiServer();

const repository = (n: number): Repository => ({
  id: n,
  name: `repo-${n}`,
  full_name: `ada/repo-${n}`,
  description: null,
  language: null,
  stargazers_count: 0,
  private: false,
});

describe('getGithubRepos', () => {
  it('reads every page the API names, asking GitHub again only with the first', async () => {
    const all = Array.from({ length: 230 }, (_, i) => repository(i + 1));
    api.reset({
      'GET /api/github/repos': ({ query }) => commitListReply(all, Number(query.get('page') ?? 1), 100),
    });
    expect(await getGithubRepos(api.client, { refresh: true })).toEqual(all);
    expect(api.calls('GET /api/github/repos').map((r) => r.query.toString())).toEqual([
      'refresh=1',
      'page=2',
      'page=3',
    ]);
  });

  it('answers an empty list for a 404', async () => {
    api.reset({});
    expect(await getGithubRepos(api.client)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { repositoryOfRemote } from '../src/git';

describe('repositoryOfRemote', () => {
  it.each([
    ['https://github.com/mona/engine.git', 'mona/engine'],
    ['https://github.com/mona/engine', 'mona/engine'],
    ['https://github.com/mona/engine/', 'mona/engine'],
    ['https://token@github.com/Mona/Engine.js.git', 'Mona/Engine.js'],
    ['git@github.com:mona/engine.git', 'mona/engine'],
    ['git@github.com:mona/engine', 'mona/engine'],
    ['ssh://git@github.com/mona/engine.git', 'mona/engine'],
    ['ssh://git@github.com:22/mona/engine.git', 'mona/engine'],
    ['https://github.example.com/enterprise/mona/engine.git', 'mona/engine'],
    ['  https://github.com/mona/engine.git\n', 'mona/engine'],
  ])('reads %s as %s', (remote, repository) => {
    expect(repositoryOfRemote(remote)).toBe(repository);
  });

  it.each([
    '',
    '/srv/git/engine',
    'https://github.com/mona',
    'git@github.com:engine',
    'not a url',
    'https://github.com/a b/c',
  ])('finds no repository in %j', (remote) => {
    expect(repositoryOfRemote(remote)).toBeNull();
  });
});

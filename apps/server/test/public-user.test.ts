import { describe, expect, it } from 'vitest';
import { ANONYMOUS_NAME } from '@shiplog/contract';
import { toPublicUser } from '../src/domain/public-user';

const row = { id: 'u1', name: '', email: 'alice.private@corp.example', image: null, userName: null };

describe('the public face of a user', () => {
  it('prefers the chosen display name, then the GitHub login', () => {
    expect(toPublicUser({ ...row, userName: 'octo', name: 'Alice' }).username).toBe('Alice');
    expect(toPublicUser({ ...row, userName: 'octo', name: ' ' }).username).toBe('octo');
    expect(toPublicUser({ ...row, name: ' Alice ' })).toEqual({
      id: 'u1',
      username: 'Alice',
      avatar_url: '/api/avatars/Alice.svg',
    });
  });

  it('never shows any part of the email address', () => {
    const shown = toPublicUser(row);
    expect(shown.username).toBe(ANONYMOUS_NAME);
    expect(JSON.stringify(shown)).not.toContain('alice');
    expect(shown.avatar_url).toBe('/api/avatars/Shiplog%20user.svg');
  });

  it('keeps an uploaded avatar', () => {
    expect(toPublicUser({ ...row, image: 'https://img.example/a.png' }).avatar_url).toBe(
      'https://img.example/a.png',
    );
  });
});

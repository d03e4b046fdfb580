import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages, authMessages, generatedAvatarPath } from '@shiplog/contract';
import { createTestApp, nextAddress, signUpConfirmed, type TestApp } from './support';

describe('account settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const send = (
    method: 'PATCH' | 'POST' | 'DELETE',
    url: string,
    payload: unknown,
    headers: Record<string, string>,
  ) =>
    t.app.inject({
      method,
      url,
      payload: JSON.stringify(payload),
      headers: { 'content-type': 'application/json', ...headers },
      remoteAddress: nextAddress(),
    });

  it('updates the display name and avatar, with the name first in display order', async () => {
    const ada = await signUpConfirmed(t, 'ada@settings.test');
    const res = await send(
      'PATCH',
      '/api/account',
      { name: 'Ada Lovelace', avatar_url: 'https://img.example/ada.png' },
      ada.bearer,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().user.user_metadata).toMatchObject({
      name: 'Ada Lovelace',
      avatar_url: 'https://img.example/ada.png',
    });
    const bad = await send('PATCH', '/api/account', { avatar_url: 'javascript:alert(1)' }, ada.bearer);
    expect(bad.statusCode).toBe(400);
    expect((await send('PATCH', '/api/account', { name: 'x' }, {})).statusCode).toBe(401);
  });

  it('changes the password and ends the other sessions', async () => {
    const bob = await signUpConfirmed(t, 'bob@settings.test', 'first long password');
    const other = await send(
      'POST',
      '/api/auth/login',
      { email: 'bob@settings.test', password: 'first long password' },
      {},
    );
    const otherToken = other.json().access_token as string;

    const wrong = await send(
      'POST',
      '/api/account/password',
      { current_password: 'nope nope', new_password: 'second long password' },
      bob.bearer,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(accountMessages.wrongPassword);
    const common = await send(
      'POST',
      '/api/account/password',
      { current_password: 'first long password', new_password: 'iloveyou' },
      bob.bearer,
    );
    expect(common.json().error.message).toBe(authMessages.commonPassword);

    const ok = await send(
      'POST',
      '/api/account/password',
      { current_password: 'first long password', new_password: 'second long password' },
      bob.bearer,
    );
    expect(ok.statusCode).toBe(204);
    expect(
      (await t.app.inject({ url: '/api/auth/session', headers: { authorization: `Bearer ${otherToken}` } }))
        .statusCode,
    ).toBe(401);
    const relogin = await send(
      'POST',
      '/api/auth/login',
      { email: 'bob@settings.test', password: 'second long password' },
      {},
    );
    expect(relogin.statusCode).toBe(200);
  });

  it('limits password attempts per account, whatever address they come from', async () => {
    const carl = await signUpConfirmed(t, 'carl@settings.test', 'first long password');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const body = { current_password: `wrong guess ${i}`, new_password: 'second long password' };
      statuses.push((await send('POST', '/api/account/password', body, carl.bearer)).statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it('deletes the account only with the typed confirmation, and everything goes with it', async () => {
    const eve = await signUpConfirmed(t, 'eve@settings.test');
    const mismatch = await send('DELETE', '/api/account', { confirm: 'someone@else.test' }, eve.bearer);
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.message).toBe(accountMessages.confirmMismatch);
    const done = await send('DELETE', '/api/account', { confirm: 'EVE@settings.test' }, eve.bearer);
    expect(done.statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/auth/session', headers: eve.bearer })).statusCode).toBe(401);
    const login = await send(
      'POST',
      '/api/auth/login',
      { email: 'eve@settings.test', password: 'a long test password' },
      {},
    );
    expect(login.statusCode).toBe(401);
  });

  it('refuses to disconnect a GitHub account that is not linked', async () => {
    const dan = await signUpConfirmed(t, 'dan@settings.test');
    const res = await send('DELETE', '/api/account/github', {}, dan.bearer);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(accountMessages.githubNotLinked);
  });

  it('draws a default avatar from a seed', async () => {
    const res = await t.app.inject({ url: '/api/avatars/ada%20lovelace.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(res.payload).toContain('>AL</text>');
  });

  it('draws the avatar of a name holding a percent sign (the address is decoded once)', async () => {
    const res = await t.app.inject({ url: generatedAvatarPath('100% Dev') });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.payload).toContain('>1D</text>');
  });
});

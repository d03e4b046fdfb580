import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeGithub } from '@shiplog/fakes';
import { isPubliclyReachable, receiverUrl } from '../src/modules/webhooks/public-address';
import { startGithubApp, type TestApp } from './support';
import { webhookProject } from './support/webhooks';

describe('whether GitHub can reach PUBLIC_URL', () => {
  it('is false for localhost, loopback, private, link-local and local names', () => {
    for (const url of [
      'http://localhost:3000',
      'http://LOCALHOST',
      'http://app.localhost',
      'http://127.0.0.1:3000',
      'http://127.8.9.10',
      'http://10.1.2.3',
      'http://172.16.0.1',
      'http://172.31.255.254',
      'http://192.168.1.20',
      'http://169.254.169.254',
      'http://100.64.0.1',
      'http://0.0.0.0:3000',
      'http://[::1]:3000',
      'http://[fe80::1]',
      'http://[fd12:3456::1]',
      'http://[::ffff:10.0.0.1]',
      'http://shiplog.local',
      'https://shiplog.internal',
      'http://build-server',
    ])
      expect(isPubliclyReachable(url), url).toBe(false);
  });

  it('is true for public names and addresses', () => {
    for (const url of [
      'https://shiplog.example.com',
      'https://ship.local.example.com',
      'http://93.184.216.34',
      'http://172.32.0.1',
      'http://[2606:4700::1111]',
      'https://internal.example.org',
    ])
      expect(isPubliclyReachable(url), url).toBe(true);
  });

  it('builds the receiver URL under PUBLIC_URL', () => {
    expect(receiverUrl('https://shiplog.example.com')).toBe(
      'https://shiplog.example.com/api/webhooks/github',
    );
    expect(receiverUrl('https://example.com/')).toBe('https://example.com/api/webhooks/github');
  });
});

describe('a server on a public address', () => {
  let github: FakeGithub;
  let t: TestApp;
  beforeAll(async () => {
    ({ github, t } = await startGithubApp({ PUBLIC_URL: 'https://shiplog.example.com' }));
  });
  afterAll(() => t?.close());

  it('says it is reachable and points the hook at PUBLIC_URL', async () => {
    const w = await webhookProject(t, github, 'pub', 'site');
    expect(w.config).toMatchObject({
      reachable: true,
      url: 'https://shiplog.example.com/api/webhooks/github',
    });
    expect(w.hook.config.url).toBe('https://shiplog.example.com/api/webhooks/github');
  });
});

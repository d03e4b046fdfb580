import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitlistMessages } from '@shiplog/contract';
import { createTestApp, type TestApp } from './support';
import { countEntries, entry, entryRow, postWaitlist, WAITLIST_PUBLIC_URL } from './support/waitlist';

describe('POST /api/waitlist: bad input and too many requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: WAITLIST_PUBLIC_URL } });
  });
  afterAll(async () => t?.close());

  describe('validation', () => {
    const rejects = async (payload: unknown, path: string, message: string) => {
      const entries = await countEntries(t);
      const res = await postWaitlist(t, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const { error } = res.json();
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.issues).toContainEqual({ path, message });
      expect(error.message).toBe(`Invalid request: ${path}: ${message}`);
      expect(await countEntries(t)).toBe(entries);
    };

    it('needs a first name and an email (the contract’s message)', async () => {
      const { first_name: _f, ...noName } = entry({ email: 'v1@example.com' });
      await rejects(noName, 'first_name', waitlistMessages.requiredFields);
      await rejects(
        entry({ first_name: '   ', email: 'v1@example.com' }),
        'first_name',
        waitlistMessages.requiredFields,
      );
      const { email: _e, ...noEmail } = entry();
      await rejects(noEmail, 'email', waitlistMessages.requiredFields);
      await rejects(entry({ email: '' }), 'email', waitlistMessages.requiredFields);
    });

    it('needs a valid email address', async () => {
      for (const email of [
        'ada',
        'ada@example',
        'a b@example.com',
        'ada@@example.com',
        `${'a'.repeat(250)}@x.io`,
      ])
        await rejects(entry({ email }), 'email', waitlistMessages.invalidEmail);
    });

    it('needs an experience level of Beginner, Intermediate or Advanced', async () => {
      const { experience_level: _x, ...none } = entry({ email: 'v2@example.com' });
      await rejects(none, 'experience_level', waitlistMessages.experienceRequired);
      await rejects(
        entry({ email: 'v2@example.com', experience_level: 'Expert' as 'Advanced' }),
        'experience_level',
        waitlistMessages.experienceRequired,
      );
      await rejects(
        entry({ email: 'v2@example.com', experience_level: 'beginner' as 'Beginner' }),
        'experience_level',
        waitlistMessages.experienceRequired,
      );
    });

    it('takes only http(s) URLs as the website', async () => {
      for (const website of [
        'javascript:alert(1)',
        'ftp://files.example.com',
        'not a url',
        'https://',
        'carla',
      ])
        await rejects(
          entry({ email: 'v3@example.com', website }),
          'website',
          waitlistMessages.invalidWebsite,
        );
    });

    it('takes a website without its scheme and stores it with https://', async () => {
      for (const [website, stored] of [
        ['carla.studio', 'https://carla.studio'],
        ['  www.carla.studio/work ', 'https://www.carla.studio/work'],
        ['http://carla.studio', 'http://carla.studio'],
      ] as const) {
        const email = `site-${stored.length}-${website.trim().length}@example.com`;
        const res = await postWaitlist(t, entry({ email, website }));
        expect(res.statusCode, website).toBe(201);
        expect((await entryRow(t, email))?.website).toBe(stored);
      }
    });

    it('takes X handles as @name, name or a profile link only', async () => {
      for (const x_handle of [
        '@',
        'has space',
        'way_too_long_for_x_handles',
        'https://evil.example/ada',
        '<script>',
      ])
        await rejects(
          entry({ email: 'v4@example.com', x_handle }),
          'x_handle',
          waitlistMessages.invalidXHandle,
        );
    });

    it('rejects invalid friend addresses and more than five friends', async () => {
      await rejects(
        entry({ email: 'v5@example.com', friend_email_3: 'not-an-email' }),
        'friend_email_3',
        waitlistMessages.invalidFriendEmail,
      );
      await rejects(
        entry({ email: 'v5@example.com', friend_email_6: 'six@example.com' }),
        'friend_email_6',
        waitlistMessages.tooManyFriends,
      );
    });

    it('caps the length of free text', async () => {
      await rejects(
        entry({ email: 'v6@example.com', goal_with_shiplog: 'x'.repeat(2001) }),
        'goal_with_shiplog',
        waitlistMessages.tooLong('Goal', 2000),
      );
      await rejects(
        entry({ email: 'v6@example.com', first_name: 'x'.repeat(101) }),
        'first_name',
        waitlistMessages.tooLong('First name', 100),
      );
    });

    it('answers a body that is not JSON with the standard error body', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/waitlist',
        payload: '{"first_name":',
        headers: { 'content-type': 'application/json' },
        remoteAddress: '10.99.0.1',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('BAD_REQUEST');
    });
  });

  describe('rate limits', () => {
    const expectLimited = (res: Awaited<ReturnType<typeof postWaitlist>>) => {
      expect(res.statusCode).toBe(429);
      expect(res.json().error).toEqual({
        code: 'RATE_LIMITED',
        message: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds\.$/),
      });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    };

    it('allows five requests a minute from one client address', async () => {
      const ip = '10.200.0.1';
      for (let i = 0; i < 5; i++) {
        expect((await postWaitlist(t, entry({ email: `burst${i}@example.com` }), ip)).statusCode).toBe(201);
      }
      const sixth = await postWaitlist(t, entry({ email: 'burst5@example.com' }), ip);
      expectLimited(sixth);
      expect(await entryRow(t, 'burst5@example.com')).toBeUndefined();
      expect((await postWaitlist(t, entry({ email: 'burst5@example.com' }), '10.200.0.2')).statusCode).toBe(
        201,
      );
    });

    it('allows thirty an hour from one client address', async () => {
      const ip = '10.200.1.1';
      expect((await postWaitlist(t, entry({ email: 'hourly0@example.com' }), ip)).statusCode).toBe(201);
      // Twenty-nine more spread over the hour: the hour's count is moved on instead of waiting.
      await t.deps.database.executeSql(
        `update rate_limits set count = 30 where key like '%waitlist-ip:${ip}'`,
      );
      const limited = await postWaitlist(t, entry({ email: 'hourly1@example.com' }), ip);
      expectLimited(limited);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(60);
      expect(await entryRow(t, 'hourly1@example.com')).toBeUndefined();
    });

    it('allows five requests an hour for one address, whatever client asks', async () => {
      const target = 'target@example.com';
      for (let i = 0; i < 5; i++) {
        expect([200, 201]).toContain((await postWaitlist(t, entry({ email: target }))).statusCode);
      }
      expectLimited(await postWaitlist(t, entry({ email: 'Target@Example.com' })));
    });
  });
});

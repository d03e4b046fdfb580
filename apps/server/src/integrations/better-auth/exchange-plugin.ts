import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { z } from 'zod';

/** Turns a used-once code into the user it was issued for, or null. */
export type ConsumeCode = (code: string) => Promise<string | null>;

/**
 * `POST /code/exchange`: a single-use code from a confirmation mail becomes a session,
 * created and put in the session cookie by better-auth itself. The code store is ours.
 */
export function exchangePlugin(consume: ConsumeCode) {
  return {
    id: 'shiplog-code-exchange',
    endpoints: {
      exchangeCode: createAuthEndpoint(
        '/code/exchange',
        { method: 'POST', body: z.object({ code: z.string().min(1).max(512) }) },
        async (ctx) => {
          const userId = await consume(ctx.body.code);
          if (!userId) throw new APIError('UNAUTHORIZED', { message: 'CODE_INVALID' });
          let user = await ctx.context.internalAdapter.findUserById(userId);
          if (!user) throw new APIError('UNAUTHORIZED', { message: 'CODE_INVALID' });
          if (!user.emailVerified)
            user = await ctx.context.internalAdapter.updateUser(userId, { emailVerified: true });
          const session = await ctx.context.internalAdapter.createSession(userId);
          await setSessionCookie(ctx, { session, user });
          return ctx.json({ userId, token: session.token });
        },
      ),
    },
  } satisfies BetterAuthPlugin;
}

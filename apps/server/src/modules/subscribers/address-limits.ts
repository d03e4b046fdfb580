import type { FastifyInstance, FastifyRequest } from 'fastify';

const HOUR = 60 * 60_000;

/** Mails one address of one project may be sent per hour, whoever asks. */
export const MAILS_PER_ADDRESS_PER_HOUR = 3;

/**
 * Per-address limits on the mail a request causes, counted in the shared database store. A
 * request past the limit is answered exactly as before, it only mails nothing: a stranger can
 * neither flood an inbox nor learn anything from a different answer.
 */
export function createAddressLimits(app: FastifyInstance) {
  const limiter = (name: string) =>
    app.createRateLimit({
      max: MAILS_PER_ADDRESS_PER_HOUR,
      timeWindow: HOUR,
      keyGenerator: (req: FastifyRequest) => {
        const projectId = (req.params as { id?: string }).id ?? '';
        const email = (req.body as { email?: string } | undefined)?.email ?? '';
        return `${name}:${projectId}:${email}`;
      },
    });
  const allowance = (limit: ReturnType<typeof limiter>) => async (request: FastifyRequest) => {
    const result = await limit(request);
    return { mayMail: result.isAllowed || !result.isExceeded };
  };
  return {
    /** Confirmation mails (subscribe, join, owner's add). */
    confirmMail: allowance(limiter('subscriber-confirm-mail')),
    /** Unsubscribe-link mails (unsubscribe or leave by email alone). */
    linkMail: allowance(limiter('subscriber-link-mail')),
  };
}

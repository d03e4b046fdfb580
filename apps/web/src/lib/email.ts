/**
 * The address as the server will store it, or null when it is not a valid one.
 * The contract's schema (and zod) load on the first call: forms call it when they are sent, so
 * a page with a subscribe form does not load them to start.
 */
export async function parseEmail(input: string): Promise<string | null> {
  const { subscriberEmailSchema } = await import('@shiplog/contract/subscribers');
  const parsed = subscriberEmailSchema.safeParse(input);
  return parsed.success ? parsed.data : null;
}

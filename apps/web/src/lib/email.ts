import { subscriberEmailSchema } from '@shiplog/contract';

/** The address as the server will store it, or null when it is not a valid one (spec section 5). */
export function parseEmail(input: string): string | null {
  const parsed = subscriberEmailSchema.safeParse(input);
  return parsed.success ? parsed.data : null;
}

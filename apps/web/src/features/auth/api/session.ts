import { z } from 'zod';

/**
 * The session answered by GET /api/auth/session and POST /api/auth/login (DESIGN.md §5).
 * Lenient on purpose: unknown fields pass. Move to packages/contract/src/auth.ts once the server owns it.
 */
export const sessionUserSchema = z.looseObject({
  id: z.union([z.string(), z.number()]).transform(String),
  email: z.string().nullish(),
  user_metadata: z
    .looseObject({
      name: z.string().nullish(),
      full_name: z.string().nullish(),
      avatar_url: z.string().nullish(),
    })
    .nullish(),
  app_metadata: z.looseObject({ provider: z.string().nullish() }).nullish(),
  identities: z.array(z.unknown()).nullish(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionSchema = z.looseObject({
  access_token: z.string(),
  authenticated: z.literal(true),
  user: sessionUserSchema,
});
export type Session = z.infer<typeof sessionSchema>;

/** What the header and menus show for a user. */
export function describeUser(user: SessionUser): { name: string; email: string; avatarUrl: string | null } {
  const meta = user.user_metadata;
  const email = user.email ?? '';
  const name = meta?.full_name || meta?.name || email.split('@')[0] || 'Account';
  return { name, email, avatarUrl: meta?.avatar_url || null };
}

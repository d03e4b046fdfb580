import { z } from 'zod';
import { MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, authMessages, userSchema } from './auth';

export const accountMessages = {
  wrongPassword: 'Your current password is incorrect.',
  confirmMismatch: 'Type your email address exactly to confirm.',
  lastSignInMethod: 'GitHub is the only way you sign in, so it cannot be disconnected.',
  githubNotLinked: 'GitHub is not connected to this account.',
} as const;

export const updateAccountBodySchema = z.object({
  name: z.string().trim().max(MAX_NAME_LENGTH).optional(),
  avatar_url: z
    .union([
      z.literal(''),
      z.url({ protocol: /^https$/, error: 'Avatar URL must be an https:// URL' }).max(2048),
    ])
    .optional(),
});
export type UpdateAccountBody = z.infer<typeof updateAccountBodySchema>;

export const changePasswordBodySchema = z.object({
  current_password: z.string().min(1).max(MAX_PASSWORD_LENGTH),
  new_password: z.string().min(MIN_PASSWORD_LENGTH, authMessages.passwordHint).max(MAX_PASSWORD_LENGTH),
});

export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const deleteAccountBodySchema = z.object({ confirm: z.string().min(1).max(254) });

export const accountResponseSchema = z.object({ user: userSchema });

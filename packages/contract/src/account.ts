import { imageVariantsOf } from './images-basics';
import { z } from 'zod';
import { MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, authMessages, userSchema } from './auth';
import { defineEndpoint } from './endpoint';
import { profileFieldsSchema } from './users';

export const accountMessages = {
  wrongPassword: 'Your current password is incorrect.',
  confirmMismatch: 'Type your email address exactly to confirm.',
  lastSignInMethod: 'GitHub is the only way you sign in, so it cannot be disconnected.',
  githubNotLinked: 'GitHub is not connected to this account.',
} as const;

/** An https address, or an image uploaded to this server (which may serve plain http when run locally). */
function isAvatarAddress(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || (protocol === 'http:' && imageVariantsOf(value) !== null);
  } catch {
    return false;
  }
}

export const updateAccountBodySchema = profileFieldsSchema.extend({
  name: z.string().trim().max(MAX_NAME_LENGTH).optional(),
  avatar_url: z
    .union([
      z.literal(''),
      z.string().max(2048).refine(isAvatarAddress, 'Avatar URL must be an https:// URL'),
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

/** The signed-in user's account. */
export const accountEndpoints = {
  updateAccount: defineEndpoint({
    id: 'updateAccount',
    method: 'PATCH',
    path: '/account',
    summary: 'Change your name and profile',
    tags: ['account'],
    auth: 'required',
    body: updateAccountBodySchema,
    status: 200,
    response: accountResponseSchema,
  }),
  changePassword: defineEndpoint({
    id: 'changePassword',
    method: 'POST',
    path: '/account/password',
    summary: 'Change your password',
    tags: ['account'],
    auth: 'required',
    body: changePasswordBodySchema,
    status: 204,
  }),
  disconnectGithub: defineEndpoint({
    id: 'disconnectGithub',
    method: 'DELETE',
    path: '/account/github',
    summary: 'Disconnect GitHub',
    tags: ['account'],
    auth: 'required',
    status: 204,
  }),
  deleteAccount: defineEndpoint({
    id: 'deleteAccount',
    method: 'DELETE',
    path: '/account',
    summary: 'Delete your account (typed confirmation)',
    tags: ['account'],
    auth: 'required',
    body: deleteAccountBodySchema,
    status: 204,
  }),
};

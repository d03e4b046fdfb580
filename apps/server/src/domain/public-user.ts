import { generatedAvatarPath, publicName } from '@shiplog/contract';
import { users } from '../db/schema';

/** The columns of `users` a public card is built from, for a select: `{ author: publicUserColumns }`. */
export const publicUserColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  image: users.image,
  userName: users.userName,
};

/** The columns of `users` that a public author card is built from. */
export interface PublicUserColumns {
  id: string;
  name: string;
  email: string;
  image: string | null;
  userName: string | null;
}

/**
 * How the public sees a user on pages, in the API and in mail (project owners, comment
 * authors): the contract's public name (the display name they chose, else the GitHub login,
 * else 'Shiplog user'), never any part of the email address.
 */
export const publicUserName = (user: { name: string | null; userName: string | null }): string =>
  publicName({ name: user.name, login: user.userName });

/** A user's public card: the public name, and the avatar, else one generated from that name. */
export function toPublicUser(row: PublicUserColumns): { id: string; username: string; avatar_url: string } {
  const username = publicUserName(row);
  return { id: row.id, username, avatar_url: row.image || generatedAvatarPath(username) };
}

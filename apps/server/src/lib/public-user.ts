/** The columns of `users` that a public author card is built from. */
export interface PublicUserColumns {
  id: string;
  name: string;
  email: string;
  image: string | null;
  userName: string | null;
}

export const ANONYMOUS_NAME = 'Shiplog user';

/** The name a user picked for others to see: the GitHub login, else their chosen name; '' when neither. */
const chosenName = (user: { name: string | null; userName: string | null }) =>
  user.userName || user.name?.trim() || '';

/**
 * How the public sees a user on pages, in the API and in mail (project owners, comment
 * authors): the GitHub login, else the name they chose, else 'Shiplog user'. Never the email
 * address, not even its local part. Not the signed-in account's own name (the contract's
 * `displayName`), which falls back to the address.
 */
export const publicUserName = (user: { name: string | null; userName: string | null }): string =>
  chosenName(user) || ANONYMOUS_NAME;

/** A user's public card: the public name, and the avatar, else one generated from the same name. */
export function toPublicUser(row: PublicUserColumns): { id: string; username: string; avatar_url: string } {
  const chosen = chosenName(row);
  const seed = encodeURIComponent(chosen || row.id);
  return {
    id: row.id,
    username: chosen || ANONYMOUS_NAME,
    avatar_url: row.image || `/api/avatars/${seed}.svg`,
  };
}

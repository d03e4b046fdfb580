/** The columns of `users` that a public author card is built from. */
export interface PublicUserColumns {
  id: string;
  name: string;
  email: string;
  image: string | null;
  userName: string | null;
}

export const ANONYMOUS_NAME = 'Shiplog user';

/**
 * A user as the public sees them (project owners, comment authors): the GitHub login, else the
 * name they chose, else 'Shiplog user'; the avatar, else one generated from the same seed.
 * Never the email address, not even its local part.
 */
export function toPublicUser(row: PublicUserColumns): { id: string; username: string; avatar_url: string } {
  const chosen = row.userName || row.name.trim();
  const seed = encodeURIComponent(chosen || row.id);
  return {
    id: row.id,
    username: chosen || ANONYMOUS_NAME,
    avatar_url: row.image || `/api/avatars/${seed}.svg`,
  };
}

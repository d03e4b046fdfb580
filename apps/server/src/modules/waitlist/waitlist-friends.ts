/** The friend addresses an entry (a row or a checked body) named, in order, without the empty ones. */
export function friendsOf(
  entry:
    | {
        friendEmail1: string | null;
        friendEmail2: string | null;
        friendEmail3: string | null;
        friendEmail4: string | null;
        friendEmail5: string | null;
      }
    | {
        friend_email_1: string | null;
        friend_email_2: string | null;
        friend_email_3: string | null;
        friend_email_4: string | null;
        friend_email_5: string | null;
      },
): string[] {
  const all =
    'friendEmail1' in entry
      ? [entry.friendEmail1, entry.friendEmail2, entry.friendEmail3, entry.friendEmail4, entry.friendEmail5]
      : [
          entry.friend_email_1,
          entry.friend_email_2,
          entry.friend_email_3,
          entry.friend_email_4,
          entry.friend_email_5,
        ];
  return all.filter((f): f is string => f !== null);
}

import { Avatar } from '@/components/ui/avatar';

export interface IdentityUser {
  id: string;
  name: string;
  email: string;
  avatarUrl: string | null;
}

/** Avatar, name and email of the signed-in user: the head of the user menu and the mobile menu. */
export function UserIdentity({ user }: { user: IdentityUser }) {
  return (
    <span className="flex min-w-0 items-center gap-3">
      <Avatar name={user.name} src={user.avatarUrl} size="md" />
      <span className="min-w-0">
        <span className="block truncate font-medium text-foreground">{user.name}</span>
        <span className="block truncate text-sm text-muted-foreground">{user.email}</span>
      </span>
    </span>
  );
}

import { ChevronDown, LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useLogout } from '@/features/auth/api/logout';
import { accountNavFor } from './nav-items';
import { UserIdentity, type IdentityUser } from './user-identity';

/** The signed-in user's menu (loaded only for signed-in visitors: see HeaderActions). */
export function UserMenu({ user }: { user: IdentityUser }) {
  const logout = useLogout();
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        aria-label={`Account menu for ${user.name}`}
        className="flex cursor-pointer items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm text-muted-foreground transition-colors hover:bg-secondary hover:text-foreground data-[state=open]:bg-secondary"
      >
        <Avatar name={user.name} src={user.avatarUrl} size="sm" initials="decor" />
        <span className="hidden max-w-32 truncate font-medium lg:inline">{user.name}</span>
        <ChevronDown aria-hidden className="hidden size-4 lg:block" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel>
          <UserIdentity user={user} />
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {accountNavFor(user.id).map(({ label, to, icon: Icon }) => (
          <DropdownMenuItem key={to} asChild>
            <Link to={to}>
              <Icon aria-hidden />
              {label}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => logout.mutate()}>
          <LogOut aria-hidden />
          Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

import { avatarUrl, displayName, type Session } from '@shiplog/contract';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

const providerNames = { email: 'Email', github: 'GitHub' } as const;

export interface AuthStatusCardProps {
  session: Session | null | undefined;
  pending: boolean;
}

/** Signed in as whom, or signed out. */
export function AuthStatusCard({ session, pending }: AuthStatusCardProps) {
  const user = session?.user;
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle as="h2">Auth status</CardTitle>
        {!pending && (
          <Badge variant={user ? 'success' : 'outline'}>{user ? 'Signed in' : 'Signed out'}</Badge>
        )}
      </CardHeader>
      <CardContent>
        {pending ? (
          <Skeleton className="h-10 w-full" />
        ) : user ? (
          <div className="flex items-center gap-3">
            <Avatar name={displayName(user)} src={avatarUrl(user)} size="md" />
            <div className="min-w-0 text-sm">
              <p className="truncate">
                Signed in as <span className="font-medium">{displayName(user)}</span>
              </p>
              <p className="truncate text-muted-foreground">
                {user.email} · {providerNames[user.app_metadata.provider]}
              </p>
            </div>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">
            Signed out. This browser has no Shiplog session; sign in to run the session check.
          </p>
        )}
      </CardContent>
    </Card>
  );
}

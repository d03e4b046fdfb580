import type { ReactNode } from 'react';
import { BadgeCheck, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@shiplog/contract';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import { profileMessages, type CompanyProfile } from '../../lib/company-profile';
import { formatCount } from '@/lib/format';
import { useTeamFollowers } from '../../api/changelog-figures';

/**
 * The team's account: avatar, username, the 'Verified Account' mark, bio, followers, Follow and
 * 'View profile'. Follow is the users feature's, following the account behind Shiplog's own
 * changelog; without it (a page rendered alone) the button stays visible but marked unavailable.
 */
export function VerifiedAccountCard({ user, follow }: { user: CompanyProfile['user']; follow?: ReactNode }) {
  const followers = useTeamFollowers();
  return (
    <section
      aria-labelledby="account-title"
      className="rounded-xl border border-border bg-card p-6 shadow-card"
    >
      <div className="flex items-center gap-4">
        <Avatar name={user.username} src={user.avatar} size="lg" />
        <div className="min-w-0">
          <div className="flex items-center gap-1">
            <h2 id="account-title" className="truncate text-lg font-semibold tracking-tight">
              @{user.username}
            </h2>
            <Tooltip content={profileMessages.verified}>
              <button
                type="button"
                aria-label={profileMessages.verified}
                className="-m-1 flex size-8 cursor-default items-center justify-center rounded-full text-accent"
              >
                <BadgeCheck aria-hidden className="size-5" />
              </button>
            </Tooltip>
          </div>
          {/* The account's real count, once known; nothing rather than a guess. */}
          {followers.data !== undefined && (
            <p className="text-sm text-muted-foreground">
              <span className="font-semibold text-foreground tabular-nums">
                {formatCount(followers.data)}
              </span>{' '}
              {followers.data === 1 ? 'follower' : 'followers'}
            </p>
          )}
        </div>
      </div>
      <p className="mt-4 text-sm leading-6 text-muted-foreground">{user.bio}</p>
      <div className="mt-5 grid grid-cols-2 gap-3">
        {/* The composed Follow fills its column, as 'View profile' does. */}
        {follow ? (
          <div className="*:items-stretch [&_button]:w-full">{follow}</div>
        ) : (
          <Tooltip content={profileMessages.followUnavailable} wrapperClassName="flex *:flex-1">
            <Button
              aria-disabled
              onClick={(event) => event.preventDefault()}
              className="cursor-not-allowed opacity-60 hover:bg-primary"
            >
              <UserPlus aria-hidden className="size-4" />
              {profileMessages.follow}
            </Button>
          </Tooltip>
        )}
        <Button asChild variant="secondary">
          <Link to={paths.user(user.id)}>{profileMessages.viewProfile}</Link>
        </Button>
      </div>
    </section>
  );
}

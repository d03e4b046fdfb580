import { BadgeCheck, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@shiplog/contract';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import { profileMessages, type CompanyProfile } from '../../lib/company-profile';
import { formatCount } from '@/lib/format';

/**
 * The team's account: avatar, username, the 'Verified Account' mark, bio, followers, Follow and
 * 'View profile'. The static profile has no account behind it yet, so Follow cannot follow
 * anyone: it stays visible but marked unavailable (still focusable, so keyboard users reach the
 * tooltip that says why and what to do instead) rather than pretending to work.
 */
export function VerifiedAccountCard({ user }: { user: CompanyProfile['user'] }) {
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
          <p className="text-sm text-muted-foreground">
            <span className="font-semibold text-foreground tabular-nums">{formatCount(user.followers)}</span>{' '}
            followers
          </p>
        </div>
      </div>
      <p className="mt-4 text-sm leading-6 text-muted-foreground">{user.bio}</p>
      <div className="mt-5 grid grid-cols-2 gap-3">
        <Tooltip content={profileMessages.followUnavailable}>
          <Button
            aria-disabled
            onClick={(event) => event.preventDefault()}
            className="cursor-not-allowed opacity-60 hover:bg-primary"
          >
            <UserPlus aria-hidden className="size-4" />
            {profileMessages.follow}
          </Button>
        </Tooltip>
        <Button asChild variant="secondary">
          <Link to={paths.user(user.id)}>{profileMessages.viewProfile}</Link>
        </Button>
      </div>
    </section>
  );
}

import { userMessages, type UserProfile } from '@shiplog/contract';
import { Avatar } from '@/components/ui/avatar';
import { RenderedMarkdown } from '@/components/ui/rendered-markdown';
import { formatCount } from '@/lib/format';
import { FollowButton } from './follow-button';
import { ProfileLinks } from './profile-links';
import { UserProjects } from './user-projects';

/** `/user/{id}`: avatar, name, bio, links, followers, Follow (not for yourself) and public projects. */
export function UserProfileView({ profile }: { profile: UserProfile }) {
  return (
    <>
      <section aria-labelledby="user-name" className="flex flex-col gap-6 sm:flex-row sm:items-start">
        <Avatar name={profile.username} src={profile.avatar_url} size="lg" />
        <div className="min-w-0 flex-1">
          <h1 id="user-name" className="truncate text-3xl font-semibold tracking-tight">
            {profile.username}
          </h1>
          <p className="mt-1 text-sm text-muted-foreground">
            <span className="font-semibold text-foreground tabular-nums">
              {formatCount(profile.followers)}
            </span>{' '}
            {profile.followers === 1 ? 'follower' : 'followers'}
          </p>
          {profile.bio_html ? (
            <RenderedMarkdown html={profile.bio_html} className="mt-4 max-w-2xl text-muted-foreground" />
          ) : (
            <p className="mt-4 max-w-2xl text-base leading-7 text-pretty text-muted-foreground">
              {userMessages.noBio}
            </p>
          )}
          <ProfileLinks links={profile.links} />
        </div>
        {!profile.is_self && <FollowButton userId={profile.id} following={profile.is_following} />}
      </section>
      <UserProjects projects={profile.projects} />
    </>
  );
}

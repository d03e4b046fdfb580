import { DraftsCountLink } from '@/features/drafts/components/drafts-count-link';
import { DashboardPage } from '@/features/posts/pages/dashboard-page';
import { FollowingFeed } from '@/features/users/components/following-feed';
import { DashboardStory } from './dashboard-story';

/**
 * /dashboard: the posts feature's dashboard, with the drafts feature's 'Drafts (n)' link and
 * the users feature's feed of updates from the people the user follows, and a story (stories
 * feature) from the commits ticked in its Commits tab.
 */
export function DashboardRoute() {
  return (
    <DashboardPage
      draftsLink={<DraftsCountLink />}
      following={<FollowingFeed />}
      story={(picked, clear) => <DashboardStory picked={picked} onClear={clear} />}
    />
  );
}

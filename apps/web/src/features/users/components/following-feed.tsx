import { Users } from 'lucide-react';
import { Link } from 'react-router';
import { paths, projectPagePaths, userMessages } from '@shiplog/contract';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMore } from '@/components/ui/load-more';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { formatRelative } from '@/lib/format';
import { useFollowingFeed } from '../api/following-feed';

/** The dashboard's 'From people you follow': their newest updates, each linking to its page. */
export function FollowingFeed() {
  const feed = useFollowingFeed();
  let content;
  if (feed.isPending) {
    content = (
      <div aria-hidden className="grid gap-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-14 rounded-xl" />
        ))}
      </div>
    );
  } else if (feed.isError && !feed.data) {
    content = (
      <RetryAlert
        title={userMessages.followingFailed}
        retrying={feed.isFetching}
        onRetry={() => void feed.refetch()}
      />
    );
  } else if (!feed.entries?.length) {
    content = (
      <EmptyState
        as="h3"
        icon={Users}
        title="No updates yet"
        description={userMessages.followingEmpty}
        action={
          <Button asChild variant="secondary">
            <Link to={paths.publicProjects}>Browse public projects</Link>
          </Button>
        }
      />
    );
  } else {
    content = (
      <>
        <ul className="divide-y divide-border overflow-hidden rounded-xl border border-border bg-card">
          {feed.entries.map((entry) => (
            <li key={entry.id} className="flex items-center gap-3 px-4 py-3">
              <Avatar name={entry.author.username} src={entry.author.avatar_url} size="sm" />
              <p className="min-w-0 flex-1 text-sm">
                <Link to={paths.user(entry.author.id)} className="font-medium hover:underline">
                  {entry.author.username}
                </Link>{' '}
                <span className="text-muted-foreground">shipped</span>{' '}
                <Link
                  to={projectPagePaths(entry.project).updatePage(entry.id)}
                  className="font-medium text-accent hover:underline"
                >
                  {entry.title}
                </Link>{' '}
                <span className="text-muted-foreground">in</span>{' '}
                <Link to={projectPagePaths(entry.project).page} className="hover:underline">
                  {entry.project.name}
                </Link>
              </p>
              <time dateTime={entry.published_at} className="shrink-0 text-xs text-muted-foreground">
                {formatRelative(entry.published_at)}
              </time>
            </li>
          ))}
        </ul>
        {feed.isFetchNextPageError && (
          <RetryAlert
            className="mt-4"
            title={userMessages.followingFailed}
            retrying={feed.isFetchingNextPage}
            onRetry={() => void feed.fetchNextPage()}
          />
        )}
        {feed.hasNextPage && !feed.isFetchNextPageError && (
          <LoadMore
            className="mt-4"
            loading={feed.isFetchingNextPage}
            auto={false}
            onLoadMore={() => void feed.fetchNextPage()}
          />
        )}
      </>
    );
  }
  return (
    <section aria-labelledby="following-title" className="mt-14">
      <h2 id="following-title" className="mb-4 text-lg font-semibold tracking-tight">
        {userMessages.followingTitle}
      </h2>
      {content}
    </section>
  );
}

import { ArrowRight, ArrowUpRight, Newspaper } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@shiplog/contract';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useChangelogUpdates } from '../../api/changelog-updates';
import { profileMessages } from '../../lib/company-profile';
import { ExternalAnchor } from './external-anchor';
import { TimelineEntry } from './timeline-entry';

/** A card's lines while it loads: the badge and date, the title, two lines of text. */
const SKELETON_LINES = ['h-5 w-32', 'mt-4 h-5 w-3/4', 'mt-3 h-4 w-full', 'mt-2 h-4 w-2/3'];

/** Cards in the shape of the updates to come, while they load. */
function TimelineSkeletons() {
  return (
    <div role="status" aria-label="Loading updates" className="mt-6 ml-1.5 space-y-6 border-l border-border">
      {[0, 1].map((i) => (
        <div key={i} className="ml-8 rounded-xl border border-border bg-card p-5 sm:ml-10 sm:p-6">
          {SKELETON_LINES.map((line) => (
            <Skeleton key={line} className={line} />
          ))}
        </div>
      ))}
    </div>
  );
}

/**
 * 'Latest Updates': the newest updates of Shiplog's own changelog (`/p/shiplog`) with their real
 * likes, views and comments, or 'No updates yet'; a link to the blog, and to the changelog itself.
 */
export function LatestUpdates({ blog }: { blog: string }) {
  const updates = useChangelogUpdates();
  const items = updates.data;
  return (
    <section aria-labelledby="latest-updates-title" className="min-w-0">
      <div className="flex items-center justify-between gap-4">
        <h2 id="latest-updates-title" className="text-heading font-semibold">
          {profileMessages.latestUpdates}
        </h2>
        <ExternalAnchor href={blog} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
          {profileMessages.viewBlog}
          <ArrowUpRight aria-hidden className="size-4" />
        </ExternalAnchor>
      </div>
      {updates.isPending ? (
        <TimelineSkeletons />
      ) : updates.isError ? (
        <RetryAlert
          title={profileMessages.updatesFailed}
          retrying={updates.isFetching}
          onRetry={() => void updates.refetch()}
          className="mt-6"
        />
      ) : !items?.length ? (
        <EmptyState
          as="h3"
          icon={Newspaper}
          title={profileMessages.noUpdates}
          description={
            items
              ? 'Shiplog’s release notes show up here as soon as the first one is published on its changelog.'
              : 'Release notes show up here once this installation keeps a changelog of its own.'
          }
          action={
            items && (
              <Link
                to={paths.productChangelog}
                className={buttonClasses({ variant: 'secondary', size: 'sm' })}
              >
                Open the changelog
              </Link>
            )
          }
          className="mt-6"
        />
      ) : (
        <>
          <ol className="relative mt-6 ml-1.5 space-y-6 border-l border-border">
            {items.map((item) => (
              <TimelineEntry key={item.id} item={item} />
            ))}
          </ol>
          <Link
            to={paths.productChangelog}
            className="mt-6 inline-flex items-center gap-1.5 text-sm font-medium text-accent underline-offset-4 hover:underline"
          >
            {profileMessages.allUpdates}
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        </>
      )}
    </section>
  );
}

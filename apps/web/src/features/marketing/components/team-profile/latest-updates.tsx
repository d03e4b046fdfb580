import { ArrowUpRight, Newspaper } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { buttonClasses } from '@/components/ui/button';
import { profileMessages } from '../../lib/company-profile';
import type { TimelineItem } from '../../lib/timeline';
import { ExternalAnchor } from './external-anchor';
import { TimelineEntry } from './timeline-entry';

export interface LatestUpdatesProps {
  items: TimelineItem[];
  blog: string;
}

/** 'Latest Updates': the timeline, or 'No updates yet', with a link to the blog. */
export function LatestUpdates({ items, blog }: LatestUpdatesProps) {
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
      {items.length === 0 ? (
        <EmptyState
          as="h3"
          icon={Newspaper}
          title={profileMessages.noUpdates}
          description="New releases and progress notes from the team will show up here."
          className="mt-6"
        />
      ) : (
        <ol className="relative mt-6 ml-1.5 space-y-6 border-l border-border">
          {items.map((item) => (
            <TimelineEntry key={item.id} item={item} />
          ))}
        </ol>
      )}
    </section>
  );
}

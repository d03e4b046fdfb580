import { RotateCw, Users } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { projectPagePaths, type ProjectRef, type Subscriber } from '@shiplog/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMore } from '@/components/ui/load-more';
import { SettingsSection } from '@/components/ui/settings-section';
import { useWaitlist } from '../api/get-waitlist';
import { AddSubscriberForm } from './add-subscriber-form';
import { RemoveSubscriberDialog } from './remove-subscriber-dialog';
import { WaitlistEntries } from './waitlist-entries';
import { WaitlistSkeleton } from './waitlist-skeleton';
import { WaitlistSummary } from './waitlist-summary';

export interface WaitlistManagementSectionProps {
  project: ProjectRef;
}

/** Project settings' 'Waitlist Management' (owner): the list, add by email, remove, export as CSV. */
export function WaitlistManagementSection({ project }: WaitlistManagementSectionProps) {
  const { id: projectId, name: projectName } = project;
  const list = useWaitlist(projectId);
  const [removing, setRemoving] = useState<Subscriber | null>(null);
  const summaryRef = useRef<HTMLParagraphElement>(null);

  let body;
  if (list.isPending) body = <WaitlistSkeleton />;
  else if (list.isError && !list.data)
    body = (
      <div className="p-6">
        <Alert
          variant="error"
          title="Failed to load subscribers. Please try again."
          action={
            <Button
              size="sm"
              variant="secondary"
              loading={list.isFetching}
              onClick={() => void list.refetch()}
            >
              {!list.isFetching && <RotateCw aria-hidden className="size-3.5" />}
              Try again
            </Button>
          }
        />
      </div>
    );
  else {
    const entries = list.data.pages.flatMap((page) => page.items);
    body = (
      <>
        <WaitlistSummary
          entries={entries}
          totals={list.data.pages[0]?.extra ?? null}
          projectId={projectId}
          summaryRef={summaryRef}
        />
        {entries.length === 0 ? (
          <div className="px-6 pb-6">
            <EmptyState
              icon={Users}
              as="h3"
              title="No subscribers yet"
              description="People who subscribe on the project page or join its waitlist appear here. Share the page, or add someone by email above."
              action={
                <Button asChild variant="secondary" size="sm">
                  <Link to={projectPagePaths(project).page}>Open the project page</Link>
                </Button>
              }
            />
          </div>
        ) : (
          <WaitlistEntries entries={entries} onRemove={setRemoving} />
        )}
        {list.isFetchNextPageError && (
          <Alert variant="error" className="mx-6 mb-4" title="Failed to load more subscribers." />
        )}
        {list.hasNextPage && (
          <LoadMore
            className="mt-0 pb-6"
            loading={list.isFetchingNextPage}
            auto={!list.isFetchNextPageError}
            onLoadMore={() => void list.fetchNextPage()}
          />
        )}
      </>
    );
  }

  return (
    <SettingsSection
      id="waitlist"
      title="Waitlist Management"
      description="Everyone who subscribed to this project or joined its waitlist. Add people by email, remove them, or export the list."
    >
      <AddSubscriberForm projectId={projectId} />
      {body}
      <RemoveSubscriberDialog
        projectId={projectId}
        projectName={projectName}
        entry={removing}
        onClose={() => setRemoving(null)}
        focusAfterRemove={() => summaryRef.current?.focus()}
      />
    </SettingsSection>
  );
}

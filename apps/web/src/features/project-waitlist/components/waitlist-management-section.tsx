import { RotateCw, SearchX, Trash2, Users } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { projectPagePaths, type ProjectRef, type Subscriber } from '@shiplog/contract';
import { Alert } from '@/components/ui/alert';
import { BulkSelectionBar } from '@/components/ui/bulk-selection-bar';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMore } from '@/components/ui/load-more';
import { SettingsSection } from '@/components/ui/settings-section';
import { useListSelection } from '@/lib/use-list-selection';
import { DEFAULT_WAITLIST_VIEW, useWaitlist, type WaitlistView } from '../api/get-waitlist';
import { AddSubscriberForm } from './add-subscriber-form';
import { RemoveEntriesDialog } from './remove-entries-dialog';
import { RemoveSubscriberDialog } from './remove-subscriber-dialog';
import { WaitlistEntries } from './waitlist-entries';
import { WaitlistSkeleton } from './waitlist-skeleton';
import { WaitlistSummary } from './waitlist-summary';
import { UpdateFrequencyCounts } from './update-frequency-counts';
import { WaitlistToolbar } from './waitlist-toolbar';

export interface WaitlistManagementSectionProps {
  project: ProjectRef;
}

/**
 * Project settings' 'Waitlist Management' (owner): the list searched, filtered and ordered by the
 * server a page at a time, add by email, remove one, remove a selection or everything matching
 * (after a confirmation naming how many), export as CSV.
 */
export function WaitlistManagementSection({ project }: WaitlistManagementSectionProps) {
  const { id: projectId, name: projectName } = project;
  const [view, setView] = useState<WaitlistView>(DEFAULT_WAITLIST_VIEW);
  const list = useWaitlist(projectId, view);
  const selection = useListSelection(JSON.stringify(view));
  const [removing, setRemoving] = useState<Subscriber | null>(null);
  const [removingSelection, setRemovingSelection] = useState(false);
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const filtered = Boolean(view.q || view.status);
  const totals = list.data?.pages[0]?.extra ?? null;

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
    const matching = totals?.matching ?? entries.length;
    body = (
      <>
        <WaitlistSummary
          entries={entries}
          totals={totals}
          projectId={projectId}
          view={view}
          summaryRef={summaryRef}
        />
        {(totals?.all ?? entries.length) > 0 && <UpdateFrequencyCounts projectId={projectId} />}
        {(filtered || entries.length > 0) && <WaitlistToolbar view={view} onChange={setView} />}
        <BulkSelectionBar
          selection={selection}
          matching={matching}
          loaded={entries.length}
          noun={['subscriber', 'subscribers']}
        >
          <Button size="sm" variant="destructive" onClick={() => setRemovingSelection(true)}>
            <Trash2 aria-hidden className="size-4" />
            Remove
          </Button>
        </BulkSelectionBar>
        {entries.length === 0 && filtered ? (
          <div className="px-6 pb-6">
            <EmptyState
              icon={SearchX}
              as="h3"
              title="No subscribers match"
              description="Try the start of another address or domain, or another status."
              action={
                <Button variant="secondary" size="sm" onClick={() => setView(DEFAULT_WAITLIST_VIEW)}>
                  Clear search
                </Button>
              }
            />
          </div>
        ) : entries.length === 0 ? (
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
          <WaitlistEntries entries={entries} selection={selection} onRemove={setRemoving} />
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
      description="Everyone who subscribed to this project or joined its waitlist. Search, add people by email, remove them one by one or in bulk, or export the list."
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
      <RemoveEntriesDialog
        projectId={projectId}
        projectName={projectName}
        open={removingSelection}
        onOpenChange={setRemovingSelection}
        selection={selection.selection}
        view={view}
        matching={totals?.matching ?? 0}
        onRemoved={selection.clear}
        focusAfterRemove={() => summaryRef.current?.focus()}
      />
    </SettingsSection>
  );
}

import { Plus, RotateCcw, ScrollText, SearchX } from 'lucide-react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { timelineOf, updateMessages, type Update } from '@shiplog/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useUpdates } from '../api/get-updates';
import type { ViewerKey } from '../api/query-keys';
import { UpdateCard } from './update-card';
import type { UpdateCommentsSlot } from './update-comments-slot';
import { TimelineMore } from './timeline-more';
import { TimelineToolbar, timelineSearch } from './timeline-toolbar';

/** Only the owner's page loads the editor and the delete dialog. */
const TimelineOwnerTools = lazy(async () => ({
  default: (await import('./timeline-owner-tools')).TimelineOwnerTools,
}));

/** Cards a phone's first screen can show: drawn at once. */
const ON_FIRST_SCREEN = 2;
/**
 * Cards further down skip style, layout and paint until they come near the screen (about a
 * collapsed card's height held for each meanwhile, then its own, remembered): starting a page of
 * updates lays out what shows, not the whole page, and a late font or a change at hydration
 * does not lay it all out again.
 */
const BELOW_THE_SCREEN = '[content-visibility:auto] [contain-intrinsic-size:auto_18rem]';

export interface UpdateTimelineProps {
  projectId: string;
  /** `owner/repo`, for commit links. */
  repositoryName: string;
  /** The signed-in user's id, or null. */
  viewer: ViewerKey;
  /** Owner mode: 'Add Update', Edit and Delete. */
  isOwner: boolean;
  /** Each card's comments (from the comments feature). */
  comments?: UpdateCommentsSlot;
  /** Called after an update was added, edited or deleted (e.g. to refresh the project's counts). */
  onChanged?: () => void;
  /** Called after an update was deleted (e.g. to forget its comments). */
  onDeleted?: (update: Update) => void;
  /** The address of an update's own page: each card links there and copies it. */
  permalinkOf?: (updateId: string) => string;
}

/** 'Latest Updates': the project's timeline, with the owner's controls in owner mode. */
export function UpdateTimeline({
  projectId,
  repositoryName,
  viewer,
  isOwner,
  comments,
  onChanged,
  onDeleted,
  permalinkOf,
}: UpdateTimelineProps) {
  const [params, setParams] = useSearchParams();
  // The address narrows the timeline (`?type=release&q=dark mode`, `?before=` from an "Older updates" link).
  const { before: start, ...filter } = timelineOf(params);
  const updates = useUpdates(projectId, viewer, filter, start);
  const list = updates.data?.pages.flatMap((page) => page.updates) ?? [];
  const nextCursor = updates.data?.pages.at(-1)?.nextCursor ?? null;
  const filtered = Boolean(filter.type || filter.q);
  const onSearch = useCallback(
    (q: string) =>
      setParams(new URLSearchParams(timelineSearch({ ...filter, q })), {
        replace: true,
        preventScrollReset: true,
      }),
    [filter.type], // eslint-disable-line react-hooks/exhaustive-deps -- q is the argument
  );
  const [editing, setEditing] = useState<Update | null>(null);
  const [modalOpen, setModalOpen] = useState(false);
  const [deleting, setDeleting] = useState<Update | null>(null);

  const openModal = (update: Update | null) => {
    setEditing(update);
    setModalOpen(true);
  };

  return (
    <section aria-labelledby="latest-updates" className="grid gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="latest-updates" className="text-heading font-semibold">
          Latest Updates
        </h2>
        {isOwner && (
          <Button onClick={() => openModal(null)}>
            <Plus aria-hidden className="size-4" />
            Add Update
          </Button>
        )}
      </div>
      <TimelineToolbar filter={filter} onSearch={onSearch} />
      {updates.isPending ? (
        <div role="status" aria-label="Loading updates" className="grid gap-4">
          <Skeleton className="h-40 rounded-xl" />
          <Skeleton className="h-40 rounded-xl" />
        </div>
      ) : updates.isError ? (
        <Alert
          variant="error"
          action={
            <Button size="sm" variant="secondary" onClick={() => void updates.refetch()}>
              <RotateCcw aria-hidden className="size-3.5" />
              Retry
            </Button>
          }
        >
          Failed to load updates. Please try again.
        </Alert>
      ) : list.length === 0 && (filtered || start) ? (
        <EmptyState
          as="h3"
          icon={SearchX}
          title="No updates match"
          description="Try other words, or another type."
          action={
            <ButtonLink to="?" replace preventScrollReset>
              Show all updates
            </ButtonLink>
          }
        />
      ) : list.length === 0 ? (
        <EmptyState
          as="h3"
          icon={ScrollText}
          title={updateMessages.noUpdates}
          description={
            isOwner ? 'Post your first update to start your public changelog.' : 'Check back soon.'
          }
        />
      ) : (
        <ol className="relative grid gap-5 before:absolute before:top-2 before:bottom-2 before:left-[7px] before:w-px before:bg-border">
          {list.map((update, index) => (
            <li key={update.id} className={cn('relative pl-8', index >= ON_FIRST_SCREEN && BELOW_THE_SCREEN)}>
              <span
                aria-hidden
                className="absolute top-6 left-0 size-[15px] rounded-full border-2 border-primary bg-background"
              />
              <UpdateCard
                update={update}
                repositoryName={repositoryName}
                viewer={viewer}
                comments={comments}
                onEdit={isOwner ? () => openModal(update) : undefined}
                onDelete={isOwner ? setDeleting : undefined}
                permalink={update.status === 'published' ? permalinkOf?.(update.id) : undefined}
              />
            </li>
          ))}
        </ol>
      )}
      <TimelineMore
        next={nextCursor && timelineSearch({ ...filter, before: nextCursor })}
        newest={start ? timelineSearch(filter) : null}
        loading={updates.isFetchingNextPage}
        onMore={() => void updates.fetchNextPage()}
      />
      {isOwner && (
        <Suspense fallback={null}>
          <TimelineOwnerTools
            projectId={projectId}
            editing={editing}
            modalOpen={modalOpen}
            onModalOpenChange={setModalOpen}
            deleting={deleting}
            onDeleteClosed={() => setDeleting(null)}
            onChanged={onChanged}
            onDeleted={onDeleted}
          />
        </Suspense>
      )}
    </section>
  );
}

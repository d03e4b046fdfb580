import { FolderGit2, Inbox } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { draftMessages, paths, type DraftItem, type Update } from '@shiplog/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Container } from '@/components/ui/container';
import { EmptyState } from '@/components/ui/empty-state';
import { FailureAlert } from '@/components/ui/failure-alert';
import { LoadMore } from '@/components/ui/load-more';
import { PageHeader } from '@/components/ui/page-header';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useDocumentMeta } from '@/lib/seo';
import { useDiscardDraft } from '../api/discard-draft';
import { useInboxList } from '../api/list-drafts';
import { useMoveToDrafts } from '../api/move-to-drafts';
import { usePublishUpdate } from '../api/publish-update';
import { DraftCard } from '../components/draft-card';
import { InboxSection } from '../components/inbox-section';
import { ScheduleDialog } from '../components/schedule-dialog';
import { draftScreenMessages } from '../lib/messages';
import { browserTimeZone } from '@/lib/schedule';

/** What the page gives the editor it is composed with (the updates feature's edit dialog). */
export interface DraftEditorArgs {
  /** The draft being edited; null while the editor is closed. */
  update: Update | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After the edit was saved: the inbox reloads. */
  onSaved: () => void;
}

export interface DraftsPageProps {
  /** Edits a draft's title and text (composed in by the route). */
  renderEditor: (args: DraftEditorArgs) => ReactNode;
}

interface Failure {
  updateId: string;
  title: string;
  error: unknown;
}

/** /drafts (owner): drafts to publish, schedule, edit or discard, and the scheduled updates. */
export function DraftsPage({ renderEditor }: DraftsPageProps) {
  useDocumentMeta({
    title: draftMessages.inboxTitle,
    description: draftScreenMessages.inboxDescription,
    path: paths.drafts,
    noindex: true,
  });
  const lists = { drafts: useInboxList('drafts'), scheduled: useInboxList('scheduled') };
  const both = [lists.drafts, lists.scheduled];
  const publish = usePublishUpdate();
  const moveBack = useMoveToDrafts();
  const discard = useDiscardDraft();
  const [timeZone] = useState(browserTimeZone);
  const noticeRef = useRef<HTMLDivElement>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [scheduling, setScheduling] = useState<DraftItem | null>(null);
  const [discarding, setDiscarding] = useState<DraftItem | null>(null);
  const [editing, setEditing] = useState<Update | null>(null);
  const [editorOpen, setEditorOpen] = useState(false);

  /** The item that was acted on is gone from its list: focus goes to what happened. */
  const focusNotice = () => noticeRef.current?.focus();
  const announce = (message: string) => {
    setFailure(null);
    setNotice(message);
  };
  const startAction = () => {
    setNotice(null);
    setFailure(null);
  };

  function publishNow(item: DraftItem) {
    startAction();
    publish.mutate(
      { projectId: item.project.id, updateId: item.update.id },
      {
        onSuccess: () => {
          announce(draftMessages.published);
          requestAnimationFrame(focusNotice);
        },
        onError: (error) =>
          setFailure({ updateId: item.update.id, title: draftMessages.publishFailed, error }),
      },
    );
  }

  function moveToDrafts(item: DraftItem) {
    startAction();
    moveBack.mutate(item.update, {
      onSuccess: () => {
        announce(draftScreenMessages.movedBack);
        requestAnimationFrame(focusNotice);
      },
      onError: (error) =>
        setFailure({ updateId: item.update.id, title: draftScreenMessages.moveBackFailed, error }),
    });
  }

  const busyFor = (item: DraftItem) =>
    publish.isPending && publish.variables?.updateId === item.update.id
      ? 'publish'
      : moveBack.isPending && moveBack.variables?.id === item.update.id
        ? 'move-back'
        : null;

  const card = (item: DraftItem) => (
    <li key={item.update.id}>
      <DraftCard
        item={item}
        timeZone={timeZone}
        busy={busyFor(item)}
        failure={
          failure?.updateId === item.update.id && <FailureAlert title={failure.title} error={failure.error} />
        }
        onPublish={publishNow}
        onSchedule={(target) => {
          startAction();
          setScheduling(target);
        }}
        onEdit={(target) => {
          startAction();
          setEditing(target.update);
          setEditorOpen(true);
        }}
        onDiscard={(target) => {
          startAction();
          setDiscarding(target);
        }}
        onMoveBack={moveToDrafts}
      />
    </li>
  );

  let content: ReactNode;
  if (both.some((list) => list.isPending)) content = <InboxSkeleton />;
  else if (both.some((list) => list.isError && !list.data))
    content = (
      <RetryAlert
        title={draftMessages.loadFailed}
        retrying={both.some((list) => list.isFetching)}
        onRetry={() => both.forEach((list) => list.isError && !list.data && void list.refetch())}
      />
    );
  else if (both.every((list) => list.data?.pages[0]?.total === 0))
    content = (
      <EmptyState
        icon={Inbox}
        title={draftScreenMessages.emptyTitle}
        description={draftMessages.inboxEmpty}
        action={
          <Button asChild variant="secondary">
            <Link to={paths.projects}>
              <FolderGit2 aria-hidden className="size-4" />
              Go to My Projects
            </Link>
          </Button>
        }
      />
    );
  else
    content = (
      <div className="grid gap-10">
        {(
          [
            ['drafts', 'Drafts', draftScreenMessages.noDrafts],
            ['scheduled', 'Scheduled', draftScreenMessages.noScheduled],
          ] as const
        ).map(([id, title, empty]) => {
          const list = lists[id];
          const pages = list.data?.pages ?? [];
          return (
            <InboxSection key={id} id={id} title={title} count={pages[0]?.total ?? 0} empty={empty}>
              {pages.flatMap((page) => page.items).map(card)}
              {list.isFetchNextPageError && (
                <li>
                  <Alert variant="error">{draftMessages.loadFailed}</Alert>
                </li>
              )}
              {list.hasNextPage && (
                <li>
                  <LoadMore
                    className="mt-2"
                    loading={list.isFetchingNextPage}
                    auto={false}
                    onLoadMore={() => void list.fetchNextPage()}
                  />
                </li>
              )}
            </InboxSection>
          );
        })}
      </div>
    );

  return (
    <Container size="md" className="py-12 sm:py-16">
      <PageHeader title={draftMessages.inboxTitle} description={draftScreenMessages.inboxDescription} />
      {/* One polite live region that stays, so each outcome is announced when it appears. */}
      <div
        ref={noticeRef}
        role="status"
        tabIndex={-1}
        className="mt-6 rounded-lg empty:hidden focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {notice && (
          <Alert variant="success" role="none">
            {notice}
          </Alert>
        )}
      </div>
      <div className="mt-8">{content}</div>
      <ScheduleDialog
        item={scheduling}
        onOpenChange={(open) => !open && setScheduling(null)}
        onScheduled={() => {
          setScheduling(null);
          announce(draftMessages.scheduled);
        }}
        focusAfterSchedule={focusNotice}
      />
      <ConfirmDialog
        open={discarding !== null}
        onOpenChange={(open) => !open && setDiscarding(null)}
        className="max-w-md"
        title="Discard this draft?"
        description={`“${discarding?.update.title ?? ''}” is deleted for good. It was never public.`}
        confirmLabel="Discard draft"
        pending={discard.isPending}
        failureTitle={draftScreenMessages.discardFailed}
        onConfirm={() => discarding && discard.mutateAsync(discarding.update)}
        onConfirmed={() => {
          setDiscarding(null);
          announce(draftMessages.discarded);
        }}
        focusAfterConfirm={focusNotice}
      />
      {renderEditor({
        update: editing,
        open: editorOpen,
        onOpenChange: setEditorOpen,
        onSaved: () => {
          announce(draftScreenMessages.edited);
          both.forEach((list) => void list.refetch());
        },
      })}
    </Container>
  );
}

function InboxSkeleton() {
  return (
    <div role="status" aria-label="Loading drafts" className="grid gap-3">
      <Skeleton className="h-7 w-32" />
      {[0, 1, 2].map((n) => (
        <Skeleton key={n} className="h-44 rounded-xl" />
      ))}
    </div>
  );
}

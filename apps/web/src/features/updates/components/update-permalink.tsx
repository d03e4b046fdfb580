import { ArrowLeft, ArrowRight, FileQuestion, List } from 'lucide-react';
import { Link } from 'react-router';
import type { Update, UpdateNeighbours } from '@shiplog/contract';
import { PAGE_META_PRIORITY, useDocumentMeta } from '@/lib/seo';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { EmptyState } from '@/components/ui/empty-state';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-error';
import { useUpdate, useUpdateNeighbours } from '../api/get-update';
import type { ViewerKey } from '../api/query-keys';
import { UpdateCard } from './update-card';
import type { UpdateCommentsSlot } from './update-comments-slot';

export interface UpdatePermalinkProps {
  projectId: string;
  updateId: string;
  repositoryName: string;
  viewer: ViewerKey;
  comments?: UpdateCommentsSlot;
  /** The address of an update's page (on a custom domain: `/updates/{id}`). */
  permalinkOf: (updateId: string) => string;
  /** The project's page, where the whole timeline is. */
  timelineHref: string;
  projectName: string;
}

/** The update's title and opening in the document head, over the project's (as the server writes them). */
function UpdateMeta({ update, projectName, path }: { update: Update; projectName: string; path: string }) {
  const text = update.content
    .replace(/[#>*_`~[\]()-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  useDocumentMeta(
    {
      title: `${update.title} · ${projectName}`,
      description: text.slice(0, 200) || `${update.title}: an update of ${projectName} on Shiplog.`,
      path,
      type: 'article',
    },
    PAGE_META_PRIORITY + 1,
  );
  return null;
}

/** Newer and older updates, as links with their titles. */
function NeighbourLinks({
  around,
  permalinkOf,
}: {
  around: UpdateNeighbours;
  permalinkOf: (id: string) => string;
}) {
  if (!around.newer && !around.older) return null;
  return (
    <nav aria-label="More updates" className="grid gap-3 sm:grid-cols-2">
      {around.newer ? (
        <Link
          to={permalinkOf(around.newer.id)}
          rel="prev"
          className="group grid gap-1 rounded-xl border border-border bg-card p-4 text-sm shadow-card hover:border-border-strong"
        >
          <span className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <ArrowLeft aria-hidden className="size-3.5" /> Newer update
          </span>
          <span className="font-medium break-words group-hover:underline">{around.newer.title}</span>
        </Link>
      ) : (
        <span aria-hidden className="max-sm:hidden" />
      )}
      {around.older && (
        <Link
          to={permalinkOf(around.older.id)}
          rel="next"
          className="group grid gap-1 rounded-xl border border-border bg-card p-4 text-sm shadow-card hover:border-border-strong sm:text-right"
        >
          <span className="flex items-center gap-1.5 text-xs text-muted-foreground sm:justify-end">
            Older update <ArrowRight aria-hidden className="size-3.5" />
          </span>
          <span className="font-medium break-words group-hover:underline">{around.older.title}</span>
        </Link>
      )}
    </nav>
  );
}

/** An update's own page inside the project page: the update with its comments open, and the ones around it. */
export function UpdatePermalink({
  projectId,
  updateId,
  repositoryName,
  viewer,
  comments,
  permalinkOf,
  timelineHref,
  projectName,
}: UpdatePermalinkProps) {
  const update = useUpdate(projectId, updateId, viewer);
  const around = useUpdateNeighbours(projectId, updateId, viewer);
  const missing = update.error instanceof ApiError && update.error.status === 404;
  return (
    <section aria-labelledby="this-update" className="grid gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="this-update" className="text-heading font-semibold">
          Update
        </h2>
        <Button asChild variant="ghost" size="sm">
          <Link to={timelineHref}>
            <List aria-hidden className="size-4" />
            All updates
          </Link>
        </Button>
      </div>
      {update.isPending ? (
        <div role="status" aria-label="Loading the update">
          <Skeleton className="h-56 rounded-xl" />
        </div>
      ) : missing ? (
        <EmptyState
          as="h3"
          icon={FileQuestion}
          title="Update not found"
          description="It was deleted, is not published yet, or the link is mistyped."
          action={<ButtonLink to={timelineHref}>See all updates</ButtonLink>}
        />
      ) : update.isError ? (
        <RetryAlert
          title="Failed to load the update. Please try again."
          retrying={update.isFetching}
          onRetry={() => void update.refetch()}
        />
      ) : (
        <>
          <UpdateMeta update={update.data} projectName={projectName} path={permalinkOf(update.data.id)} />
          <UpdateCard
            update={update.data}
            repositoryName={repositoryName}
            viewer={viewer}
            comments={comments}
            permalink={permalinkOf(update.data.id)}
            standalone
          />
          {around.data && <NeighbourLinks around={around.data} permalinkOf={permalinkOf} />}
        </>
      )}
    </section>
  );
}

import { Eye, Link as LinkIcon, Pencil, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { paths, type Update } from '@shiplog/contract';
import { UPDATE_IMAGE_SIZES } from '@shiplog/contract/images-basics';
import { Button } from '@/components/ui/button';
import { formatCompactNumber, formatDate } from '@/lib/format';
import { uploadedImageAttributes } from '@/lib/uploaded-image';
import type { ViewerKey } from '../api/query-keys';
import { CommitChip } from './commit-chip';
import { LikeButton } from './like-button';
import { UpdateBadges } from './update-badges';
import type { UpdateCommentsSlot } from './update-comments-slot';
import { UpdateContent } from './update-content';
import { UpdateProvenanceLine } from './update-provenance';
import { UpdateContributors } from './update-contributors';

import { useViewBeacon } from './use-view-beacon';

export interface UpdateCardProps {
  update: Update;
  /** `owner/repo`, for commit links. */
  repositoryName: string;
  viewer: ViewerKey;
  /** The comment count and list (from the comments feature); none without it. */
  comments?: UpdateCommentsSlot;
  /** The owner gets Edit and Delete. */
  onEdit?: (update: Update) => void;
  onDelete?: (update: Update) => void;
  /** The update's own page: the title links there and 'Copy link' copies its address. */
  permalink?: string;
  /** On the update's own page: the text and the comments open from the start. */
  standalone?: boolean;
}

/** Copies the update's address (absolute) and says so. */
async function copyLink(permalink: string) {
  try {
    await navigator.clipboard.writeText(new URL(permalink, window.location.origin).href);
    toast.success('Link copied');
  } catch {
    toast.error('Could not copy the link. Copy it from the address bar instead.');
  }
}

/** One update of the timeline: badges, title, date, text, image or commit, likes, comments, views. */
export function UpdateCard({
  update,
  repositoryName,
  viewer,
  comments,
  onEdit,
  onDelete,
  permalink,
  standalone = false,
}: UpdateCardProps) {
  const id = useId();
  const [commentsOpen, setCommentsOpen] = useState(standalone);
  const [viewRef, views] = useViewBeacon<HTMLElement>(update.id, update.views);
  return (
    <article
      ref={viewRef}
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-border bg-card p-5 shadow-card"
    >
      <div className="flex items-start justify-between gap-3">
        <UpdateBadges update={update} />
        {(onEdit || onDelete) && (
          <div className="-mt-1 -mr-2 flex shrink-0">
            {onEdit && (
              <Button size="sm" variant="ghost" aria-label="Edit update" onClick={() => onEdit(update)}>
                <Pencil aria-hidden className="size-3.5" />
                <span className="max-sm:sr-only">Edit</span>
              </Button>
            )}
            {onDelete && (
              <Button
                size="sm"
                variant="ghost"
                aria-label="Delete update"
                className="hover:text-danger"
                onClick={() => onDelete(update)}
              >
                <Trash2 aria-hidden className="size-3.5" />
                <span className="max-sm:sr-only">Delete</span>
              </Button>
            )}
          </div>
        )}
      </div>
      <h3 id={`${id}-title`} className="mt-3 text-lg font-semibold tracking-tight text-balance break-words">
        {permalink && !standalone ? (
          <Link to={permalink} className="hover:underline hover:underline-offset-4">
            {update.title}
          </Link>
        ) : (
          update.title
        )}
      </h3>
      {update.status === 'draft' ? (
        <p className="mt-1 text-xs text-muted-foreground">
          <time dateTime={update.updated_at}>Saved {formatDate(update.updated_at)}</time> · only you can see
          it until it is published.{' '}
          <Link
            to={paths.drafts}
            className="font-medium text-accent underline underline-offset-4 hover:no-underline"
          >
            Review in Drafts
          </Link>
        </p>
      ) : (
        <time
          dateTime={update.published_at}
          className="mt-1 block text-xs text-muted-foreground"
          suppressHydrationWarning
        >
          {formatDate(update.published_at)}
        </time>
      )}
      {update.automation ? (
        <p className="mt-1 text-xs text-muted-foreground">
          Written automatically from a {update.automation.source}: {update.automation.reason}
        </p>
      ) : (
        update.decision && (
          <p className="mt-1 text-xs text-muted-foreground">
            Generated as {update.decision.significance}: {update.decision.reason}
          </p>
        )
      )}
      <div className="mt-3 grid gap-3">
        {update.content_html && <UpdateContent html={update.content_html} expand={standalone} />}
        {update.image_url && (
          <img
            src={update.image_url}
            {...uploadedImageAttributes(update.image_url, UPDATE_IMAGE_SIZES)}
            alt={update.title}
            loading="lazy"
            decoding="async"
            referrerPolicy="no-referrer"
            className="max-h-96 w-full rounded-lg border border-border bg-muted object-cover"
          />
        )}
        {update.provenance ? (
          <UpdateProvenanceLine provenance={update.provenance} open={standalone} />
        ) : update.commits?.length ? (
          <ul aria-label="Commits" className="grid gap-1.5">
            {update.commits.map((c) => (
              <CommitChip
                key={c.sha}
                repositoryName={repositoryName}
                sha={c.sha}
                message={c.message}
                as="li"
              />
            ))}
          </ul>
        ) : (
          update.commit_hash && (
            <CommitChip
              repositoryName={repositoryName}
              sha={update.commit_hash}
              message={update.commit_message?.split('\n')[0] ?? null}
            />
          )
        )}
        {update.contributors?.length ? <UpdateContributors contributors={update.contributors} /> : null}
      </div>
      <div className="mt-4 flex items-center gap-1 border-t border-border pt-3">
        <LikeButton updateId={update.id} viewer={viewer} initialCount={update.likes} />
        {comments && (
          <comments.Toggle
            updateId={update.id}
            open={commentsOpen}
            initialCount={update.comments}
            panelId={`${id}-comments`}
            onToggle={() => setCommentsOpen((open) => !open)}
          />
        )}
        {permalink && (
          <Button
            size="sm"
            variant="ghost"
            className="text-muted-foreground"
            onClick={() => void copyLink(permalink)}
          >
            <LinkIcon aria-hidden className="size-3.5" />
            <span className="max-sm:sr-only">Copy link</span>
          </Button>
        )}
        <span className="ml-auto inline-flex items-center gap-1.5 px-2 text-sm text-muted-foreground">
          <Eye aria-hidden className="size-4" />
          <span className="sr-only">Views:</span>
          {formatCompactNumber(views)}
        </span>
      </div>
      {comments && (
        <comments.Panel
          id={`${id}-comments`}
          updateId={update.id}
          open={commentsOpen}
          viewer={viewer}
          initialCount={update.comments}
        />
      )}
    </article>
  );
}

import { ArrowUpRight, Bot, CalendarClock, FilePen, Pencil, Send, Trash2, Undo2 } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { projectPagePaths, SHORT_SHA_LENGTH, type DraftItem } from '@shiplog/contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { RenderedMarkdown } from '@/components/ui/rendered-markdown';
import { formatDateTime, formatRelative } from '@/lib/format';
import { formatShortInZone, zoneLabel } from '@/lib/schedule';

export interface DraftCardActions {
  onPublish: (item: DraftItem) => void;
  onSchedule: (item: DraftItem) => void;
  onEdit: (item: DraftItem) => void;
  onDiscard: (item: DraftItem) => void;
  onMoveBack: (item: DraftItem) => void;
}

export interface DraftCardProps extends DraftCardActions {
  item: DraftItem;
  /** The viewer's time zone: scheduled times are shown on its clock, with its name. */
  timeZone: string;
  /** Which of this item's actions is running, if any. */
  busy: 'publish' | 'move-back' | null;
  /** A failure of this item's last action, shown under it. */
  failure?: ReactNode;
}

/** A short preview: headings at text size, blocks close together, four lines at most. */
const previewClasses = [
  'line-clamp-4 text-sm text-muted-foreground',
  '[&_h1]:my-1 [&_h1]:text-sm [&_h2]:my-1 [&_h2]:text-sm [&_h3]:my-1 [&_h3]:text-sm [&_h4]:my-1',
  '[&_p]:my-1 [&_ul]:my-1 [&_ol]:my-1 [&_li]:my-0 [&_pre]:my-1 [&_pre]:p-2 [&_blockquote]:my-1 [&_img]:hidden',
].join(' ');

/** One draft or scheduled update: its project, title, first words, when, how it came about, and actions. */
export function DraftCard({ item, timeZone, busy, failure, ...actions }: DraftCardProps) {
  const id = useId();
  const { update, project } = item;
  const scheduled = update.status === 'scheduled';
  const described = `${id}-title`;
  return (
    <article
      aria-labelledby={`${id}-title`}
      aria-busy={busy !== null || undefined}
      className="grid gap-4 rounded-xl border border-border bg-card p-4 shadow-card transition-colors hover:border-border-strong sm:p-5"
    >
      <div className="grid gap-2">
        <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-2 text-xs">
          <Link
            to={projectPagePaths(project).page}
            className="inline-flex min-w-0 items-center gap-1 font-medium text-accent underline-offset-4 hover:underline"
          >
            <span className="truncate">{project.name}</span>
            <ArrowUpRight aria-hidden className="size-3.5 shrink-0" />
          </Link>
          {scheduled ? (
            <Badge variant="warning">
              <CalendarClock aria-hidden className="size-3" />
              Scheduled
            </Badge>
          ) : (
            <Badge>
              <FilePen aria-hidden className="size-3" />
              Draft
            </Badge>
          )}
          {update.automation && (
            <Badge variant="outline">
              <Bot aria-hidden className="size-3" />
              Automatic · {update.automation.significance}
            </Badge>
          )}
        </div>
        <h3 id={`${id}-title`} className="text-base font-semibold tracking-tight text-balance break-words">
          {update.title}
        </h3>
        {update.content_html && (
          // The text as readers will see it (the server's sanitised Markdown), its first lines.
          <RenderedMarkdown html={update.content_html} className={previewClasses} />
        )}
        <p className="text-xs text-muted-foreground">
          {scheduled ? (
            <>
              Publishes{' '}
              <time dateTime={update.published_at} className="font-medium text-foreground">
                {formatShortInZone(update.published_at, timeZone)}
              </time>{' '}
              ({zoneLabel(timeZone)})
            </>
          ) : (
            <>
              Created{' '}
              <time dateTime={update.created_at} title={formatDateTime(update.created_at)}>
                {formatRelative(update.created_at)}
              </time>
            </>
          )}
          {update.commit_hash && (
            <>
              {' · from commit '}
              <code className="font-mono text-accent">{update.commit_hash.slice(0, SHORT_SHA_LENGTH)}</code>
            </>
          )}
          {update.automation ? (
            <span className="block pt-1">
              Written automatically from a {update.automation.source}: {update.automation.reason}
            </span>
          ) : (
            update.decision && (
              <span className="block pt-1">
                Generated as {update.decision.significance}: {update.decision.reason}
              </span>
            )
          )}
        </p>
      </div>
      <div className="grid grid-cols-2 gap-2 border-t border-border pt-4 sm:flex sm:flex-wrap sm:items-center">
        <Button
          size="sm"
          loading={busy === 'publish'}
          disabled={busy !== null}
          aria-describedby={described}
          onClick={() => actions.onPublish(item)}
        >
          {busy !== 'publish' && <Send aria-hidden className="size-3.5" />}
          Publish now
        </Button>
        {scheduled ? (
          <Button
            size="sm"
            variant="secondary"
            loading={busy === 'move-back'}
            disabled={busy !== null}
            aria-describedby={described}
            onClick={() => actions.onMoveBack(item)}
          >
            {busy !== 'move-back' && <Undo2 aria-hidden className="size-3.5" />}
            Move back to drafts
          </Button>
        ) : (
          <>
            <Button
              size="sm"
              variant="secondary"
              disabled={busy !== null}
              aria-describedby={described}
              onClick={() => actions.onSchedule(item)}
            >
              <CalendarClock aria-hidden className="size-3.5" />
              Schedule…
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={busy !== null}
              aria-describedby={described}
              onClick={() => actions.onEdit(item)}
            >
              <Pencil aria-hidden className="size-3.5" />
              Edit
            </Button>
            <Button
              size="sm"
              variant="ghost"
              className="hover:text-danger sm:ml-auto"
              disabled={busy !== null}
              aria-describedby={described}
              onClick={() => actions.onDiscard(item)}
            >
              <Trash2 aria-hidden className="size-3.5" />
              Discard
            </Button>
          </>
        )}
      </div>
      {failure}
    </article>
  );
}

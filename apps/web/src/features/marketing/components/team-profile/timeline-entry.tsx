import { Eye, Heart, MessageCircle } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { RenderedMarkdown } from '@/components/ui/rendered-markdown';
import { cn } from '@/lib/cn';
import { formatCount } from '@/lib/format';
import type { TimelineItem } from '../../lib/timeline';

const typeLabels = { release: 'Release', update: 'Update' } as const;

function Count({ icon: Icon, label, value }: { icon: typeof Heart; label: string; value: number }) {
  return (
    <div className="flex items-center gap-1.5">
      <dt>
        <Icon aria-hidden className="size-4" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="tabular-nums">{formatCount(value)}</dd>
    </div>
  );
}

/**
 * One update of the changelog on the timeline: type, date, title, text, and its own likes, views
 * and comments; the title and the comment count open the update's page (where it is liked and
 * commented on).
 */
export function TimelineEntry({ item }: { item: TimelineItem }) {
  const id = useId();
  const release = item.type === 'release';
  return (
    <li className="relative pl-8 sm:pl-10">
      <span
        aria-hidden
        className={cn(
          'absolute top-7 left-0 size-3 -translate-x-1/2 rounded-full ring-4 ring-background',
          release ? 'bg-primary shadow-glow' : 'bg-border-strong',
        )}
      />
      <article
        aria-labelledby={`${id}-title`}
        data-timeline-item={item.type}
        className="rounded-xl border border-border bg-card p-5 shadow-card sm:p-6"
      >
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <Badge variant={release ? 'primary' : 'default'}>{typeLabels[item.type]}</Badge>
          <time dateTime={item.publishedAt} suppressHydrationWarning>
            {item.date}
          </time>
        </div>
        <h3 id={`${id}-title`} className="mt-3 text-base font-semibold tracking-tight sm:text-lg">
          <Link to={item.href} className="hover:underline hover:underline-offset-4">
            {item.title}
          </Link>
        </h3>
        <RenderedMarkdown html={item.html} className="mt-2 text-sm leading-6 text-muted-foreground" />
        <div className="mt-4 flex flex-wrap items-center gap-5 text-sm text-muted-foreground">
          <dl className="flex items-center gap-5">
            <Count icon={Heart} label="Likes" value={item.likes} />
            <Count icon={Eye} label="Views" value={item.views} />
          </dl>
          <Link
            to={item.href}
            className="-mx-2 flex h-8 items-center gap-1.5 rounded-md px-2 transition-colors hover:bg-secondary hover:text-foreground"
          >
            <MessageCircle aria-hidden className="size-4" />
            {formatCount(item.comments)} {item.comments === 1 ? 'comment' : 'comments'}
          </Link>
        </div>
      </article>
    </li>
  );
}

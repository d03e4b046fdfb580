import { Eye, Heart, MessageCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import type { TimelineItem } from '../../lib/timeline';
import { TimelineComments } from './timeline-comments';

const typeLabels = { release: 'Release', update: 'Update' } as const;

function Count({ icon: Icon, label, value }: { icon: typeof Heart; label: string; value: number }) {
  return (
    <div className="flex items-center gap-1.5">
      <dt>
        <Icon aria-hidden className="size-4" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/** One update on the timeline: type, date, title, text, likes, views and its comments. */
export function TimelineEntry({ item }: { item: TimelineItem }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const release = item.type === 'release';
  const comments = item.comments.length;
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
          <span>{item.date}</span>
        </div>
        <h3 id={`${id}-title`} className="mt-3 text-base font-semibold tracking-tight sm:text-lg">
          {item.title}
        </h3>
        <p className="mt-2 text-sm leading-6 text-muted-foreground">{item.description}</p>
        <div className="mt-4 flex flex-wrap items-center gap-5 text-sm text-muted-foreground">
          <dl className="flex items-center gap-5">
            <Count icon={Heart} label="Likes" value={item.likes} />
            <Count icon={Eye} label="Views" value={item.views} />
          </dl>
          {comments > 0 ? (
            <button
              type="button"
              aria-expanded={open}
              aria-controls={open ? `${id}-comments` : undefined}
              onClick={() => setOpen((value) => !value)}
              className="-mx-2 flex h-8 items-center gap-1.5 rounded-md px-2 transition-colors hover:bg-secondary hover:text-foreground"
            >
              <MessageCircle aria-hidden className="size-4" />
              {comments} {comments === 1 ? 'comment' : 'comments'}
            </button>
          ) : (
            <span className="flex items-center gap-1.5">
              <MessageCircle aria-hidden className="size-4" />0 comments
            </span>
          )}
        </div>
        {open && <TimelineComments id={`${id}-comments`} comments={item.comments} />}
      </article>
    </li>
  );
}

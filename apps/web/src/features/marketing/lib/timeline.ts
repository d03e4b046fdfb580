import { PRODUCT_CHANGELOG_IDS, paths, type Update } from '@shiplog/contract';
import { formatShortDay } from '@/lib/format';

/** A timeline item: an update of Shiplog's changelog as 'Latest Updates' shows it. */
export interface TimelineItem {
  id: string;
  title: string;
  /** The update's text as the server rendered it (sanitized HTML). */
  html: string;
  /** Short month, day and year: 'Jun 10, 2025'. */
  date: string;
  /** ISO 8601, for the `<time>` element. */
  publishedAt: string;
  type: 'release' | 'update';
  /** The update's own counts, as its page shows them. */
  likes: number;
  views: number;
  comments: number;
  /** The update's page on the changelog, where it is liked and commented on. */
  href: string;
}

/** Maps one update of the changelog to a timeline item. */
export function toTimelineItem(update: Update): TimelineItem {
  return {
    id: update.id,
    title: update.title,
    html: update.content_html,
    date: formatShortDay(update.published_at),
    publishedAt: update.published_at,
    type: update.type === 'release' ? 'release' : 'update',
    likes: update.likes,
    views: update.views,
    comments: update.comments,
    href: paths.projectSlugUpdate(PRODUCT_CHANGELOG_IDS.slug, update.id),
  };
}

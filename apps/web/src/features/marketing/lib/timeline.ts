import type { ProfileComment, ProfileUpdate } from './company-profile';
import { formatShortDay } from '@/lib/format';

/** Spec section 9: the profile's timeline shows fixed sample likes and views. */
export const TIMELINE_LIKES = 12;
export const TIMELINE_VIEWS = 48;

/** Spec section 3, Timeline item: an update as the profile's 'Latest Updates' shows it. */
export interface TimelineItem {
  id: string;
  title: string;
  /** The update's content. */
  description: string;
  /** Short month, day and year: 'Jun 10, 2025'. */
  date: string;
  content: string;
  type: 'release' | 'update';
  comments: ProfileComment[];
  likes: number;
  views: number;
}

/** Maps one update to a timeline item; an update without an id gets one from its position. */
export function toTimelineItem(update: ProfileUpdate, index: number): TimelineItem {
  return {
    id: update.id ?? `update-${index + 1}`,
    title: update.title,
    description: update.content,
    date: formatShortDay(update.published_at),
    content: update.content,
    type: update.type === 'release' ? 'release' : 'update',
    comments: update.comments ?? [],
    likes: TIMELINE_LIKES,
    views: TIMELINE_VIEWS,
  };
}

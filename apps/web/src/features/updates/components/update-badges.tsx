import {
  Bot,
  CalendarClock,
  FilePen,
  FileText,
  GitCommitHorizontal,
  Image,
  Pin,
  Rocket,
  Sparkles,
  type LucideIcon,
} from 'lucide-react';
import type { Update, UpdateType } from '@shiplog/contract';
import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format';

export const updateTypeLabels: Record<UpdateType, string> = {
  text: 'Text',
  image: 'Image',
  commit: 'Commit',
  release: 'Release',
};

const typeIcons: Record<UpdateType, LucideIcon> = {
  text: FileText,
  image: Image,
  commit: GitCommitHorizontal,
  release: Rocket,
};

/**
 * Published in the future: only the owner sees it until then (scheduled publishing). Read from
 * the time rather than `status`, so a cached list stops calling it scheduled once the time came.
 */
export function isScheduled(update: Pick<Update, 'published_at' | 'status'>, now = Date.now()): boolean {
  return update.status !== 'draft' && new Date(update.published_at).getTime() > now;
}

/**
 * Type, then draft or scheduled (the owner's view only: readers never get either), pinned,
 * major, automatic (owner's view only: others' reads carry no `automation`) and the update's own
 * labels, when set.
 */
export function UpdateBadges({ update }: { update: Update }) {
  const TypeIcon = typeIcons[update.type];
  return (
    <ul aria-label="Update details" className="flex flex-wrap items-center gap-1.5">
      <li>
        <Badge variant="primary">
          <TypeIcon aria-hidden className="size-3" />
          {updateTypeLabels[update.type]}
        </Badge>
      </li>
      {update.status === 'draft' && (
        <li>
          <Badge variant="warning">
            <FilePen aria-hidden className="size-3" />
            Draft
          </Badge>
        </li>
      )}
      {isScheduled(update) && (
        <li>
          <Badge variant="warning">
            <CalendarClock aria-hidden className="size-3" />
            Scheduled for {formatDateTime(update.published_at)}
          </Badge>
        </li>
      )}
      {update.is_pinned && (
        <li>
          <Badge>
            <Pin aria-hidden className="size-3" />
            Pinned
          </Badge>
        </li>
      )}
      {update.is_major_update && (
        <li>
          <Badge variant="success">
            <Sparkles aria-hidden className="size-3" />
            Major update
          </Badge>
        </li>
      )}
      {update.automation && (
        <li>
          <Badge variant="outline">
            <Bot aria-hidden className="size-3" />
            Automatic · {update.automation.significance}
          </Badge>
        </li>
      )}
      {update.labels.map((label) => (
        <li key={label}>
          <Badge variant="outline">{label}</Badge>
        </li>
      ))}
    </ul>
  );
}

import { ArrowRight, FilePen } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@shiplog/contract';
import { useDraftTotals } from '../api/list-drafts';

/** '2 drafts waiting' on the owner's project page, linking to the inbox; nothing when there are none. */
export function DraftsWaiting({ projectId }: { projectId: string }) {
  const count = useDraftTotals(projectId).data?.drafts ?? 0;
  if (count === 0) return null;
  return (
    <Link
      to={paths.drafts}
      className="group flex items-center gap-3 rounded-xl border border-warning/30 bg-warning-muted px-4 py-3 text-sm transition-colors hover:border-warning/60"
    >
      <FilePen aria-hidden className="size-4 shrink-0 text-warning" />
      <span className="min-w-0 flex-1">
        <span className="font-medium text-foreground">
          {count} {count === 1 ? 'draft' : 'drafts'} waiting
        </span>
        <span className="text-muted-foreground"> for your review</span>
      </span>
      <ArrowRight
        aria-hidden
        className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
      />
    </Link>
  );
}

import { Download } from 'lucide-react';
import type { Ref } from 'react';
import type { Subscriber } from '@shiplog/contract';
import { Button } from '@/components/ui/button';
import { formatCount } from '@/lib/format';
import { waitlistExportHref, type WaitlistTotals, type WaitlistView } from '../api/get-waitlist';

/**
 * 'N subscribers', confirmed against pending, how many the search matches, and the CSV download
 * of those (a plain link: the session cookie goes along).
 */
export function WaitlistSummary({
  entries,
  totals,
  projectId,
  view,
  summaryRef,
}: {
  /** The entries loaded so far. */
  entries: Subscriber[];
  /** The whole list's counts, as its first page gave them (null: count the entries loaded). */
  totals: WaitlistTotals | null;
  projectId: string;
  view: WaitlistView;
  summaryRef: Ref<HTMLParagraphElement>;
}) {
  const all = totals?.all ?? entries.length;
  const pending = totals?.pending ?? entries.filter((entry) => entry.status === 'pending').length;
  const matching = totals?.matching ?? entries.length;
  const filtered = Boolean(view.q || view.status);
  const confirmed = all - pending;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 px-6 py-4">
      <p ref={summaryRef} tabIndex={-1} aria-live="polite" className="focus:outline-none">
        <span className="font-semibold">
          {formatCount(all)} {all === 1 ? 'subscriber' : 'subscribers'}
        </span>
        <span className="ml-2 text-sm text-muted-foreground">
          {formatCount(confirmed)} confirmed · {formatCount(pending)} pending
          {filtered && (
            <>
              {' · '}
              <span className="font-medium text-foreground">{formatCount(matching)} matching</span>
            </>
          )}
        </span>
      </p>
      {matching > 0 && (
        <Button asChild variant="secondary" size="sm">
          <a href={waitlistExportHref(projectId, view)} download>
            <Download aria-hidden className="size-4" />
            {filtered ? `Export ${formatCount(matching)} matching` : 'Export CSV'}
          </a>
        </Button>
      )}
    </div>
  );
}

import { Download } from 'lucide-react';
import type { Ref } from 'react';
import type { Subscriber } from '@shiplog/contract';
import { Button } from '@/components/ui/button';
import { waitlistExportHref, type WaitlistTotals } from '../api/get-waitlist';

/** 'N subscribers', confirmed against pending, and the CSV download (a plain link: the session cookie goes along). */
export function WaitlistSummary({
  entries,
  totals,
  projectId,
  summaryRef,
}: {
  /** The entries loaded so far. */
  entries: Subscriber[];
  /** The whole list's counts, as its first page gave them (null: count the entries loaded). */
  totals: WaitlistTotals | null;
  projectId: string;
  summaryRef: Ref<HTMLParagraphElement>;
}) {
  const all = totals?.all ?? entries.length;
  const pending = totals?.pending ?? entries.filter((entry) => entry.status === 'pending').length;
  const confirmed = all - pending;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 px-6 py-4">
      <p ref={summaryRef} tabIndex={-1} aria-live="polite" className="focus:outline-none">
        <span className="font-semibold">
          {all} {all === 1 ? 'subscriber' : 'subscribers'}
        </span>
        <span className="ml-2 text-sm text-muted-foreground">
          {confirmed} confirmed · {pending} pending
        </span>
      </p>
      {all > 0 && (
        <Button asChild variant="secondary" size="sm">
          <a href={waitlistExportHref(projectId)} download>
            <Download aria-hidden className="size-4" />
            Export CSV
          </a>
        </Button>
      )}
    </div>
  );
}

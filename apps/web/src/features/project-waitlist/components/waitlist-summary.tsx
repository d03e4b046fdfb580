import { Download } from 'lucide-react';
import type { Ref } from 'react';
import type { Subscriber } from '@shiplog/contract';
import { Button } from '@/components/ui/button';
import { waitlistExportHref } from '../api/get-waitlist';

/** 'N subscribers', confirmed against pending, and the CSV download (a plain link: the session cookie goes along). */
export function WaitlistSummary({
  entries,
  projectId,
  summaryRef,
}: {
  entries: Subscriber[];
  projectId: string;
  summaryRef: Ref<HTMLParagraphElement>;
}) {
  const pending = entries.filter((entry) => entry.status === 'pending').length;
  const confirmed = entries.length - pending;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 px-6 py-4">
      <p ref={summaryRef} tabIndex={-1} aria-live="polite" className="focus:outline-none">
        <span className="font-semibold">
          {entries.length} {entries.length === 1 ? 'subscriber' : 'subscribers'}
        </span>
        <span className="ml-2 text-sm text-muted-foreground">
          {confirmed} confirmed · {pending} pending
        </span>
      </p>
      {entries.length > 0 && (
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

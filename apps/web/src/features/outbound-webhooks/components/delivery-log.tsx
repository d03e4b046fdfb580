import { RotateCw } from 'lucide-react';
import { toast } from 'sonner';
import type { OutboundDelivery } from '@shiplog/contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format';
import { messageFor } from '@/lib/server-message';
import { useDeliveries, useRedeliver } from '../api/deliveries';

const statusBadges = {
  succeeded: { variant: 'success', label: 'Delivered' },
  pending: { variant: 'warning', label: 'Retrying' },
  failed: { variant: 'danger', label: 'Failed' },
} as const;

/** A try has claimed it and its outcome is not in yet. */
const inFlight = (d: OutboundDelivery) => d.status === 'pending' && d.tries.length < d.attempts;

/** What the receiver answered and how fast. */
function answerOf(d: OutboundDelivery): string {
  if (d.attempts === 0) return 'Not tried yet';
  if (inFlight(d)) return `Sending (try ${d.attempts})`;
  const status = d.response_status === null ? 'No answer' : `HTTP ${d.response_status}`;
  const time = d.response_time_ms === null ? '' : ` in ${d.response_time_ms} ms`;
  return `${status}${time} · ${d.attempts} ${d.attempts === 1 ? 'try' : 'tries'}`;
}

function DeliveryRow({
  delivery,
  onRedeliver,
  redelivering,
}: {
  delivery: OutboundDelivery;
  onRedeliver: () => void;
  redelivering: boolean;
}) {
  const badge = statusBadges[delivery.status];
  const waiting = delivery.status === 'pending' && (delivery.attempts === 0 || inFlight(delivery));
  return (
    <li className="grid gap-2 py-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start sm:gap-4">
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <code className="font-mono text-xs font-semibold">{delivery.event}</code>
          <Badge variant={waiting ? 'outline' : badge.variant}>
            {waiting ? (delivery.attempts === 0 ? 'Queued' : 'Sending') : badge.label}
          </Badge>
          {delivery.manual && <Badge variant="outline">Manual</Badge>}
        </div>
        <p className="text-xs text-muted-foreground">
          <time dateTime={delivery.created_at}>{formatDateTime(delivery.created_at)}</time> ·{' '}
          {answerOf(delivery)}
          {delivery.next_attempt_at && delivery.attempts > 0 && !inFlight(delivery) && (
            <>
              {' '}
              · next try{' '}
              <time dateTime={delivery.next_attempt_at}>{formatDateTime(delivery.next_attempt_at)}</time>
            </>
          )}
        </p>
        {delivery.last_error && (
          <p className="text-xs text-danger [overflow-wrap:anywhere]">Last error: {delivery.last_error}</p>
        )}
      </div>
      <Button
        variant="outline"
        size="sm"
        className="max-sm:justify-self-start"
        loading={redelivering}
        aria-label={`Redeliver ${delivery.event} of ${formatDateTime(delivery.created_at)}`}
        onClick={onRedeliver}
      >
        {!redelivering && <RotateCw aria-hidden className="size-3.5" />}
        Redeliver
      </Button>
    </li>
  );
}

/** An endpoint's newest deliveries: status, answer, response time, last error, and Redeliver. */
export function DeliveryLog({ projectId, endpointId }: { projectId: string; endpointId: string }) {
  const log = useDeliveries(projectId, endpointId);
  const redeliver = useRedeliver(projectId, endpointId);
  if (log.isPending)
    return (
      <div role="status" aria-label="Loading deliveries" className="grid gap-2 py-3">
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    );
  if (log.isError)
    return (
      <RetryAlert
        className="my-3"
        title="Failed to load the delivery log. Please try again."
        retrying={log.isFetching}
        onRetry={() => void log.refetch()}
      />
    );
  if (log.data.length === 0)
    return (
      <p className="py-3 text-sm text-muted-foreground">No deliveries yet. Send a test to see one here.</p>
    );
  return (
    <ul aria-label="Deliveries" className="divide-y divide-border">
      {log.data.map((delivery) => (
        <DeliveryRow
          key={delivery.id}
          delivery={delivery}
          redelivering={redeliver.isPending && redeliver.variables === delivery.id}
          onRedeliver={() =>
            redeliver.mutate(delivery.id, {
              onSuccess: () => toast.success('Queued for redelivery'),
              onError: (err) => toast.error(messageFor(err, 'Could not redeliver. Please try again.')),
            })
          }
        />
      ))}
    </ul>
  );
}

import type { DeliveryResult, WebhookDelivery } from '@shiplog/contract';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { formatDateTime, formatRelative } from '@/lib/format';

const results: Record<DeliveryResult, { label: string; variant: BadgeProps['variant'] }> = {
  queued: { label: 'Queued', variant: 'default' },
  created: { label: 'Update created', variant: 'success' },
  skipped: { label: 'Skipped', variant: 'outline' },
  failed: { label: 'Failed', variant: 'danger' },
};

/** The last delivery GitHub made: event, when, what came of it and why. */
export function DeliveryResultLine({ delivery }: { delivery: WebhookDelivery | null }) {
  if (!delivery) return <span className="text-muted-foreground">None yet</span>;
  const { label, variant } = results[delivery.result];
  return (
    <span className="grid justify-items-start gap-1">
      <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <code className="font-mono text-xs">{delivery.event}</code>
        <time dateTime={delivery.received_at} title={formatDateTime(delivery.received_at)}>
          {formatRelative(delivery.received_at)}
        </time>
        <Badge variant={variant}>{label}</Badge>
      </span>
      {delivery.detail && <span className="text-muted-foreground">{delivery.detail}</span>}
    </span>
  );
}

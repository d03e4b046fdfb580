import { Wrench } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { webhookMessages, type WebhookConfig } from '@shiplog/contract';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { RemoveButton } from '@/components/ui/remove-dialog';
import { FailureAlert } from '@/components/ui/failure-alert';
import { DeliveryResultLine } from './delivery-result';

export interface WebhookDetailsProps {
  config: WebhookConfig;
  repairing: boolean;
  repairError: unknown;
  onRepair: () => void;
  onRemove: () => void;
  /** Takes focus back after a failed removal or a repair. */
  headingRef: Ref<HTMLParagraphElement>;
}

/** The configured webhook: status, events, payload URL, last delivery; Repair and Remove. */
export function WebhookDetails(props: WebhookDetailsProps) {
  const { config, repairing, repairError, onRepair, onRemove, headingRef } = props;
  return (
    <div className="grid gap-4">
      <p ref={headingRef} tabIndex={-1} className="flex flex-wrap items-center gap-2 focus:outline-none">
        <span className="font-medium">Webhook on {config.repository_name}</span>
        {config.active ? <Badge variant="success">Active</Badge> : <Badge variant="warning">Inactive</Badge>}
      </p>
      {!config.reachable && <Alert variant="warning">{webhookMessages.notReachable}</Alert>}
      <dl className="grid gap-3 text-sm sm:grid-cols-[9rem_minmax(0,1fr)]">
        <Row label="Events">
          <span className="flex flex-wrap gap-1.5">
            {config.events.map((event) => (
              <Badge key={event} variant="outline">
                {event}
              </Badge>
            ))}
          </span>
        </Row>
        <Row label="Payload URL">
          <code className="font-mono text-xs break-all">{config.url}</code>
        </Row>
        <Row label="Last delivery">
          <DeliveryResultLine delivery={config.last_delivery} />
        </Row>
      </dl>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button variant="secondary" loading={repairing} onClick={onRepair}>
          {!repairing && <Wrench aria-hidden className="size-4" />}
          Repair webhook
        </Button>
        <RemoveButton onClick={onRemove}>Remove webhook</RemoveButton>
      </div>
      {repairError !== null && repairError !== undefined && (
        <FailureAlert title={webhookMessages.configureFailed} error={repairError} />
      )}
    </div>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0">{children}</dd>
    </>
  );
}

import { ChevronDown, Pencil, Send, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { outboundEventLabels, type WebhookEndpoint } from '@shiplog/contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { RemoveDialog } from '@/components/ui/remove-dialog';
import { Switch } from '@/components/ui/switch';
import { formatDateTime } from '@/lib/format';
import { messageFor } from '@/lib/server-message';
import { cn } from '@/lib/cn';
import { useSendTest } from '../api/deliveries';
import { useDeleteWebhookEndpoint, useUpdateWebhookEndpoint } from '../api/endpoints';
import { DeliveryLog } from './delivery-log';
import { EndpointForm, type EndpointFormValues } from './endpoint-form';
import { kindIcons, kindLabels } from './endpoint-kinds';

export interface EndpointCardProps {
  projectId: string;
  endpoint: WebhookEndpoint;
  /** Where focus goes once this endpoint is removed. */
  focusAfterRemove: () => void;
}

const lastBadges = {
  succeeded: { variant: 'success', label: 'Last delivery succeeded' },
  pending: { variant: 'warning', label: 'Last delivery under way' },
  failed: { variant: 'danger', label: 'Last delivery failed' },
} as const;

function whatItHears(endpoint: WebhookEndpoint): string {
  if (endpoint.kind !== 'webhook')
    return endpoint.updates === 'major' ? 'Major updates and releases' : 'Every published update';
  return endpoint.events.map((e) => outboundEventLabels[e]).join(', ');
}

/** One endpoint or channel: what it is and hears of, on/off, Send test, edit, remove, its delivery log. */
export function EndpointCard({ projectId, endpoint, focusAfterRemove }: EndpointCardProps) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [logOpen, setLogOpen] = useState(false);
  const [removing, setRemoving] = useState(false);
  const update = useUpdateWebhookEndpoint(projectId, endpoint.id);
  const remove = useDeleteWebhookEndpoint(projectId, endpoint.id);
  const test = useSendTest(projectId, endpoint.id);
  const Icon = kindIcons[endpoint.kind];
  const name = endpoint.description || kindLabels[endpoint.kind];
  const last = endpoint.last_delivery ? lastBadges[endpoint.last_delivery.status] : null;

  function save(values: EndpointFormValues) {
    const body = {
      description: values.description,
      ...(values.url && { url: values.url }),
      ...(endpoint.kind === 'webhook' ? { events: values.events } : { updates: values.updates }),
    };
    update.mutate(body, {
      onSuccess: () => {
        setEditing(false);
        toast.success('Saved');
      },
    });
  }

  return (
    <li className="grid gap-4 py-5 first:pt-0 last:pb-0">
      <div className="flex items-start gap-3">
        <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-lg border border-border bg-background text-accent">
          <Icon aria-hidden className="size-4" />
        </span>
        <div className="grid min-w-0 flex-1 gap-1">
          <h3 id={`${id}-name`} className="flex flex-wrap items-center gap-2 text-sm font-semibold">
            {name}
            {endpoint.description && <Badge variant="outline">{kindLabels[endpoint.kind]}</Badge>}
            {!endpoint.enabled && (
              <Badge variant={endpoint.disabled_reason ? 'danger' : 'default'}>Off</Badge>
            )}
          </h3>
          <p className="font-mono text-xs text-muted-foreground [overflow-wrap:anywhere]">{endpoint.url}</p>
          <p className="text-xs text-muted-foreground">{whatItHears(endpoint)}</p>
          {last && endpoint.last_delivery && (
            <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
              <Badge variant={last.variant}>{last.label}</Badge>
              <time dateTime={endpoint.last_delivery.at}>{formatDateTime(endpoint.last_delivery.at)}</time>
            </p>
          )}
        </div>
        <Switch
          checked={endpoint.enabled}
          busy={update.isPending}
          aria-label={`Send to ${name}`}
          onCheckedChange={(enabled) =>
            update.mutate(
              { enabled },
              { onError: (err) => toast.error(messageFor(err, 'Could not save. Please try again.')) },
            )
          }
        />
      </div>
      {endpoint.disabled_reason && (
        <p
          role="note"
          className="rounded-lg border border-danger/30 bg-danger-muted px-3 py-2 text-sm text-danger"
        >
          {endpoint.disabled_reason}. Fix the receiver, then turn it on again.
        </p>
      )}
      {editing ? (
        <EndpointForm
          endpoint={endpoint}
          pending={update.isPending}
          error={update.error}
          onSubmit={save}
          onCancel={() => {
            update.reset();
            setEditing(false);
          }}
        />
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            loading={test.isPending}
            onClick={() =>
              test.mutate(undefined, {
                onSuccess: () => {
                  setLogOpen(true);
                  toast.success('Test queued: it shows in the delivery log');
                },
                onError: (err) => toast.error(messageFor(err, 'Could not send the test. Please try again.')),
              })
            }
          >
            {!test.isPending && <Send aria-hidden className="size-3.5" />}
            Send test
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden className="size-3.5" />
            Edit
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={logOpen}
            aria-controls={`${id}-log`}
            onClick={() => setLogOpen((open) => !open)}
          >
            <ChevronDown
              aria-hidden
              className={cn('size-3.5 transition-transform', logOpen && 'rotate-180')}
            />
            Delivery log
          </Button>
          <Button variant="ghost" size="sm" className="hover:text-danger" onClick={() => setRemoving(true)}>
            <Trash2 aria-hidden className="size-3.5" />
            Remove
          </Button>
        </div>
      )}
      <div id={`${id}-log`} hidden={!logOpen} className="rounded-lg border border-border px-4">
        {logOpen && <DeliveryLog projectId={projectId} endpointId={endpoint.id} />}
      </div>
      <RemoveDialog
        removal={remove}
        open={removing}
        onClose={() => setRemoving(false)}
        focusAfterRemove={focusAfterRemove}
        title={`Remove ${name}?`}
        description="Nothing more is sent there, and its delivery log goes with it."
        confirmLabel="Remove"
        failureTitle="Could not remove it. Please try again."
      />
    </li>
  );
}

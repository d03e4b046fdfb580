import { Plus, Webhook } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { MAX_ENDPOINTS_PER_PROJECT } from '@shiplog/contract';
import { Button } from '@/components/ui/button';
import { RetryAlert } from '@/components/ui/retry-alert';
import { SettingsSection } from '@/components/ui/settings-section';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useCreateWebhookEndpoint, useWebhookEndpoints } from '../api/endpoints';
import { EndpointCard } from './endpoint-card';
import { createBodyOf, EndpointForm } from './endpoint-form';
import { SecretReveal } from './secret-reveal';

/**
 * Project settings' 'Webhooks & channels' (owner): signed webhook endpoints and Slack and
 * Discord channels; add, edit, turn off, remove, Send test, and each one's delivery log.
 */
export function OutboundWebhooksSection({ projectId }: { projectId: string }) {
  const list = useWebhookEndpoints(projectId);
  const create = useCreateWebhookEndpoint(projectId);
  const [adding, setAdding] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const focusAdd = () => requestAnimationFrame(() => addButton.current?.focus());
  const full = (list.data?.length ?? 0) >= MAX_ENDPOINTS_PER_PROJECT;

  const addAction = (
    <Button
      ref={addButton}
      variant="secondary"
      className="max-sm:w-full"
      disabled={full}
      onClick={() => setAdding(true)}
    >
      <Plus aria-hidden className="size-4" />
      Add endpoint or channel
    </Button>
  );

  let body;
  if (list.isPending)
    body = (
      <div role="status" aria-label="Loading webhooks and channels" className="grid gap-3">
        <Skeleton className="h-5 w-56" />
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
      </div>
    );
  else if (list.isError)
    body = (
      <RetryAlert
        title="Failed to load webhooks and channels. Please try again."
        retrying={list.isFetching}
        onRetry={() => void list.refetch()}
      />
    );
  else
    body = (
      <div className="grid gap-6">
        {secret && (
          <SecretReveal
            secret={secret}
            onDone={() => {
              setSecret(null);
              focusAdd();
            }}
          />
        )}
        {list.data.length > 0 ? (
          <ul aria-label="Webhooks and channels" className="divide-y divide-border">
            {list.data.map((endpoint) => (
              <EndpointCard
                key={endpoint.id}
                projectId={projectId}
                endpoint={endpoint}
                focusAfterRemove={focusAdd}
              />
            ))}
          </ul>
        ) : (
          !adding && (
            <div className="flex items-start gap-3 text-sm">
              <Webhook aria-hidden className="mt-0.5 size-4 shrink-0 text-accent" />
              <p className="text-muted-foreground">
                No webhooks or channels yet. Add an endpoint to get signed events in your own systems, or a
                Slack or Discord channel to post each published update.
              </p>
            </div>
          )
        )}
        {adding ? (
          <div className={cn(list.data.length > 0 && 'border-t border-border pt-6')}>
            <EndpointForm
              pending={create.isPending}
              error={create.error}
              onSubmit={(values) =>
                create.mutate(createBodyOf(values), {
                  onSuccess: (created) => {
                    setAdding(false);
                    create.reset();
                    setSecret(created.secret);
                    toast.success(created.kind === 'webhook' ? 'Endpoint added' : 'Channel added');
                    if (!created.secret) focusAdd();
                  },
                })
              }
              onCancel={() => {
                create.reset();
                setAdding(false);
                focusAdd();
              }}
            />
          </div>
        ) : (
          <div>{addAction}</div>
        )}
      </div>
    );

  return (
    <SettingsSection
      id="webhooks"
      title="Webhooks & channels"
      description="Send the project’s events to your own systems, signed, or post published updates to Slack or Discord. Failed deliveries are retried for a day."
    >
      <div className="p-6">{body}</div>
    </SettingsSection>
  );
}

import { useRef, useState } from 'react';
import { webhookMessages } from '@shiplog/contract';
import { ConnectGithubPrompt } from '@/components/github/connect-github-prompt';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { isNotConnected } from '@/lib/github-errors';
import { useConfigureWebhook } from '../api/configure-webhook';
import { useWebhook } from '../api/get-webhook';
import { RemoveWebhookDialog } from './remove-webhook-dialog';
import { WebhookDetails } from './webhook-details';
import { WebhookSetup } from './webhook-setup';

export interface WebhookPanelProps {
  projectId: string;
  repositoryName: string;
}

function WebhookSkeleton() {
  return (
    <div role="status" aria-label="Loading webhook" className="grid gap-3">
      <Skeleton className="h-5 w-48" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-2/3" />
    </div>
  );
}

/** The webhook part of 'GitHub Integration': set up, status, repair, remove. */
export function WebhookPanel({ projectId, repositoryName }: WebhookPanelProps) {
  const webhook = useWebhook(projectId);
  const configure = useConfigureWebhook(projectId);
  const [removing, setRemoving] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLParagraphElement>(null);
  const configureWebhook = () => {
    configure.reset();
    configure.mutate(webhook.data?.repository_name ?? repositoryName);
  };

  let body;
  if (webhook.isPending) body = <WebhookSkeleton />;
  else if (webhook.isError)
    body = (
      <RetryAlert
        title="Failed to load the webhook. Please try again."
        retrying={webhook.isFetching}
        onRetry={() => void webhook.refetch()}
      />
    );
  else if (configure.isError && isNotConnected(configure.error))
    body = <ConnectGithubPrompt message={webhookMessages.githubNotConnected} />;
  else if (webhook.data === null)
    body = (
      <WebhookSetup
        repositoryName={repositoryName}
        pending={configure.isPending}
        error={configure.error}
        onSetUp={configureWebhook}
      />
    );
  else
    body = (
      <WebhookDetails
        config={webhook.data}
        repairing={configure.isPending}
        repairError={configure.error}
        onRepair={configureWebhook}
        onRemove={() => setRemoving(true)}
        headingRef={headingRef}
      />
    );

  return (
    <div ref={panelRef} tabIndex={-1} aria-label="Webhook" role="group" className="p-6 focus:outline-none">
      {body}
      <RemoveWebhookDialog
        projectId={projectId}
        repositoryName={webhook.data?.repository_name ?? repositoryName}
        open={removing}
        onClose={() => {
          configure.reset();
          setRemoving(false);
        }}
        focusAfterRemove={() => panelRef.current?.focus()}
      />
    </div>
  );
}

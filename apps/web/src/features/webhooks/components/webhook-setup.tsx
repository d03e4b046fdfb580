import { Webhook } from 'lucide-react';
import { webhookMessages } from '@shiplog/contract';
import { Button } from '@/components/ui/button';
import { FailureAlert } from '@/components/ui/failure-alert';

export interface WebhookSetupProps {
  repositoryName: string;
  pending: boolean;
  error: unknown;
  onSetUp: () => void;
}

/** No webhook yet: what it does, and 'Set up webhook' for the project's repository. */
export function WebhookSetup({ repositoryName, pending, error, onSetUp }: WebhookSetupProps) {
  return (
    <div className="grid gap-4">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg border border-border bg-background text-accent">
          <Webhook aria-hidden className="size-5" />
        </span>
        <div className="text-sm">
          <p className="font-medium">No webhook yet</p>
          <p className="mt-1 text-muted-foreground">
            A webhook on <span className="font-medium break-all text-foreground">{repositoryName}</span> tells
            Shiplog about pushes, merged pull requests and releases, so updates can be written for you. You
            need admin access to the repository.
          </p>
        </div>
      </div>
      <div>
        <Button loading={pending} onClick={onSetUp} className="max-sm:w-full">
          {!pending && <Webhook aria-hidden className="size-4" />}
          Set up webhook
        </Button>
      </div>
      {error !== null && error !== undefined && (
        <FailureAlert title={webhookMessages.configureFailed} error={error} />
      )}
    </div>
  );
}

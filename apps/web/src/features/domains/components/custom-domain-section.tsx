import { Globe, Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { RetryAlert } from '@/components/ui/retry-alert';
import { SettingsSection } from '@/components/ui/settings-section';
import { Skeleton } from '@/components/ui/skeleton';
import { useDomain } from '../api/get-domain';
import { AddDomainForm } from './add-domain-form';
import { DomainDetails } from './domain-details';
import { RemoveDomainDialog } from './remove-domain-dialog';

/** Project settings' 'Custom Domain' (owner): add, DNS records to copy, verify, remove. */
export function CustomDomainSection({ projectId }: { projectId: string }) {
  const domain = useDomain(projectId);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);

  let body;
  if (domain.isPending)
    body = (
      <div role="status" aria-label="Loading custom domain" className="grid gap-3">
        <Skeleton className="h-5 w-48" />
        <Skeleton className="h-4 w-3/4" />
      </div>
    );
  else if (domain.isError)
    body = (
      <RetryAlert
        title="Failed to load the custom domain. Please try again."
        retrying={domain.isFetching}
        onRetry={() => void domain.refetch()}
      />
    );
  else if (domain.data)
    body = (
      <DomainDetails
        projectId={projectId}
        domain={domain.data}
        statusRef={statusRef}
        onRemove={() => setRemoving(true)}
      />
    );
  else if (adding)
    body = (
      <AddDomainForm
        projectId={projectId}
        onCancel={() => {
          setAdding(false);
          requestAnimationFrame(() => addButton.current?.focus());
        }}
      />
    );
  else
    body = (
      <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-3 text-sm">
          <Globe aria-hidden className="mt-0.5 size-4 shrink-0 text-accent" />
          <p className="text-muted-foreground">
            No custom domain. The project page lives on Shiplog’s address.
          </p>
        </div>
        <Button ref={addButton} variant="secondary" className="max-sm:w-full" onClick={() => setAdding(true)}>
          <Plus aria-hidden className="size-4" />
          Add custom domain
        </Button>
      </div>
    );

  return (
    <SettingsSection
      id="custom-domain"
      title="Custom Domain"
      description="Serve the project page from your own domain, with DNS records to copy and verify."
    >
      <div className="p-6">{body}</div>
      <RemoveDomainDialog
        projectId={projectId}
        domain={domain.data?.domain ?? ''}
        open={removing}
        onClose={() => {
          setRemoving(false);
          setAdding(false);
        }}
        focusAfterRemove={() => addButton.current?.focus()}
      />
    </SettingsSection>
  );
}

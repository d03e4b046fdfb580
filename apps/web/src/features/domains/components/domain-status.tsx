import type { CustomDomain, DomainStatus } from '@shiplog/contract';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { HostName } from './host-name';

const statuses: Record<DomainStatus, { label: string; variant: BadgeProps['variant'] }> = {
  pending: { label: 'Pending', variant: 'warning' },
  active: { label: 'Active', variant: 'success' },
  error: { label: 'Error', variant: 'danger' },
};

/** The domain's status badge, and the error text when there is one. */
export function DomainStatusLine({ domain }: { domain: CustomDomain }) {
  const { label, variant } = statuses[domain.status];
  return (
    <div className="grid gap-1.5">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-medium">
          <HostName value={domain.domain} />
        </span>
        <Badge variant={variant}>
          <span className="sr-only">Status: </span>
          {label}
        </Badge>
      </p>
      {domain.status === 'error' && domain.error && <p className="text-sm text-danger">{domain.error}</p>}
      {domain.status === 'active' && domain.error && (
        <p className="text-sm text-warning">The last check failed: {domain.error}</p>
      )}
      {domain.status === 'active' && (
        <p className="text-sm text-muted-foreground">
          The project page is served at{' '}
          <a
            href={`https://${domain.domain}`}
            target="_blank"
            rel="noopener noreferrer"
            className="text-accent underline underline-offset-4 hover:no-underline"
          >
            {domain.domain}
          </a>
          .
        </p>
      )}
      {domain.status === 'pending' && (
        <p className="text-sm text-muted-foreground">
          Create the records below at your DNS provider, then press Verify.
        </p>
      )}
    </div>
  );
}

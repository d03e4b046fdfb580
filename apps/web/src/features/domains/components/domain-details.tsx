import { Clock, RefreshCw } from 'lucide-react';
import type { Ref } from 'react';
import { domainMessages, type CustomDomain } from '@shiplog/contract';
import { Button } from '@/components/ui/button';
import { RemoveButton } from '@/components/ui/remove-dialog';
import { FailureAlert } from '@/components/ui/failure-alert';
import { useVerifyDomain } from '../api/verify-domain';
import { DnsRecords } from './dns-records';
import { DomainStatusLine } from './domain-status';

export interface DomainDetailsProps {
  projectId: string;
  domain: CustomDomain;
  onRemove: () => void;
  statusRef: Ref<HTMLDivElement>;
}

/** A configured domain: status, the DNS records to copy, the propagation note, Verify and Remove. */
export function DomainDetails({ projectId, domain, onRemove, statusRef }: DomainDetailsProps) {
  const verify = useVerifyDomain(projectId);
  // A verify that ran but found the records wrong reads as a failed verification too.
  const verifyFailed = verify.isError || (verify.isSuccess && verify.data.status === 'error');
  return (
    <div className="grid gap-5">
      <div ref={statusRef} tabIndex={-1} aria-live="polite" className="focus:outline-none">
        <DomainStatusLine domain={domain} />
      </div>
      <DnsRecords records={domain.dns_records} />
      <p className="flex items-start gap-2 text-sm text-muted-foreground">
        <Clock aria-hidden className="mt-0.5 size-4 shrink-0 text-accent" />
        {domainMessages.propagation}
      </p>
      {verifyFailed && <FailureAlert title={domainMessages.verifyFailed} error={verify.error} />}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button
          variant={domain.status === 'active' ? 'secondary' : 'primary'}
          loading={verify.isPending}
          onClick={() => {
            verify.reset();
            verify.mutate();
          }}
        >
          {!verify.isPending && <RefreshCw aria-hidden className="size-4" />}
          {verify.isPending ? 'Verifying...' : 'Verify'}
        </Button>
        <RemoveButton onClick={onRemove}>Remove domain</RemoveButton>
      </div>
    </div>
  );
}

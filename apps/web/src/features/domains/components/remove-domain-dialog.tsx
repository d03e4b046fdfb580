import { domainMessages } from '@shiplog/contract';
import { RemoveDialog } from '@/components/ui/remove-dialog';
import { useRemoveDomain } from '../api/remove-domain';
import { HostName } from './host-name';

export interface RemoveDomainDialogProps {
  projectId: string;
  domain: string;
  open: boolean;
  onClose: () => void;
  /** Where focus goes once the domain is gone. */
  focusAfterRemove: () => void;
}

/** Asks before removing the custom domain; a failure keeps the dialog open with the contract's message. */
export function RemoveDomainDialog({
  projectId,
  domain,
  open,
  onClose,
  focusAfterRemove,
}: RemoveDomainDialogProps) {
  return (
    <RemoveDialog
      removal={useRemoveDomain(projectId)}
      open={open}
      onClose={onClose}
      focusAfterRemove={focusAfterRemove}
      title="Remove the custom domain?"
      description={
        <>
          <span className="font-medium text-foreground">
            <HostName value={domain} />
          </span>{' '}
          stops serving the project page. You can remove its DNS records afterwards.
        </>
      }
      confirmLabel="Remove domain"
      failureTitle={domainMessages.deleteFailed}
    />
  );
}

import { domainMessages } from '@shiplog/contract';
import { ConfirmRemoveDialog } from '@/components/ui/confirm-remove-dialog';
import { useRemoveDomain } from '../api/remove-domain';

export interface RemoveDomainDialogProps {
  projectId: string;
  domain: string;
  open: boolean;
  onClose: () => void;
  /** Where focus goes once the domain is gone. */
  focusAfterRemove: () => void;
}

/** Asks before removing the custom domain; a failure keeps the dialog open with the spec's message. */
export function RemoveDomainDialog({ projectId, domain, ...rest }: RemoveDomainDialogProps) {
  return (
    <ConfirmRemoveDialog
      {...rest}
      remove={useRemoveDomain(projectId)}
      title="Remove the custom domain?"
      description={
        <>
          <span className="font-medium break-all text-foreground">{domain}</span> stops serving the project
          page. You can remove its DNS records afterwards.
        </>
      }
      confirmLabel="Remove domain"
      failureTitle={domainMessages.deleteFailed}
    />
  );
}

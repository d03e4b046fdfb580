import { domainMessages } from '@shiplog/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
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
export function RemoveDomainDialog({
  projectId,
  domain,
  open,
  onClose,
  focusAfterRemove,
}: RemoveDomainDialogProps) {
  const remove = useRemoveDomain(projectId);
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={close}
      className="max-w-md"
      title="Remove the custom domain?"
      description={
        <>
          <span className="font-medium break-all text-foreground">{domain}</span> stops serving the project
          page. You can remove its DNS records afterwards.
        </>
      }
      confirmLabel="Remove domain"
      failureTitle={domainMessages.deleteFailed}
      pending={remove.isPending}
      onConfirm={() => remove.mutateAsync()}
      onConfirmed={close}
      focusAfterConfirm={focusAfterRemove}
    />
  );
}

import { domainMessages } from '@shiplog/contract';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
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
export function RemoveDomainDialog(props: RemoveDomainDialogProps) {
  const { projectId, domain, open, onClose, focusAfterRemove } = props;
  const remove = useRemoveDomain(projectId);
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDeleteDialog
      open={open}
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
      error={remove.error}
      pending={remove.isPending}
      onConfirm={() => remove.mutateAsync()}
      onDeleted={close}
      onDismiss={close}
      focusAfterDelete={focusAfterRemove}
    />
  );
}

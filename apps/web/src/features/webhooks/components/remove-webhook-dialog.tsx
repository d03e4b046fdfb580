import { webhookMessages } from '@shiplog/contract';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { useRemoveWebhook } from '../api/remove-webhook';

export interface RemoveWebhookDialogProps {
  projectId: string;
  repositoryName: string;
  open: boolean;
  onClose: () => void;
  /** Where focus goes once the webhook is gone (its details went with it). */
  focusAfterRemove: () => void;
}

/** Asks before deleting the hook on GitHub; a failure keeps the dialog open with a banner. */
export function RemoveWebhookDialog(props: RemoveWebhookDialogProps) {
  const { projectId, repositoryName, open, onClose, focusAfterRemove } = props;
  const remove = useRemoveWebhook(projectId);
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDeleteDialog
      open={open}
      className="max-w-md"
      title="Remove the webhook?"
      description={
        <>
          The hook is deleted from{' '}
          <span className="font-medium break-all text-foreground">{repositoryName}</span> on GitHub. Pushes
          and releases no longer make automatic updates; you can set it up again any time.
        </>
      }
      confirmLabel="Remove webhook"
      failureTitle={webhookMessages.removeFailed}
      error={remove.error}
      pending={remove.isPending}
      onConfirm={() => remove.mutateAsync()}
      onDeleted={close}
      onDismiss={close}
      focusAfterDelete={focusAfterRemove}
    />
  );
}

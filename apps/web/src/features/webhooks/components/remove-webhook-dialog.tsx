import { webhookMessages } from '@shiplog/contract';
import { RemoveDialog } from '@/components/ui/remove-dialog';
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
  return (
    <RemoveDialog
      removal={useRemoveWebhook(projectId)}
      open={open}
      onClose={onClose}
      focusAfterRemove={focusAfterRemove}
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
    />
  );
}

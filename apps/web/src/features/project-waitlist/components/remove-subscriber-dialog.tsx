import { subscriberMessages, type Subscriber } from '@shiplog/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useRemoveSubscriber } from '../api/remove-subscriber';

export interface RemoveSubscriberDialogProps {
  projectId: string;
  projectName: string;
  /** The entry to remove; null keeps the dialog closed. */
  entry: Subscriber | null;
  onClose: () => void;
  /** Where focus goes once the entry is gone (its row went with it). */
  focusAfterRemove: () => void;
}

/** Asks before removing an entry; a failure keeps the dialog open with the contract's message. */
export function RemoveSubscriberDialog(props: RemoveSubscriberDialogProps) {
  const { projectId, projectName, entry, onClose, focusAfterRemove } = props;
  const remove = useRemoveSubscriber(projectId);
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={entry !== null}
      onOpenChange={close}
      className="max-w-md"
      title="Remove this subscriber?"
      description={
        <>
          <span className="font-medium break-all text-foreground">{entry?.email}</span> will get no more mail
          from {projectName}. They can subscribe again from the project page.
        </>
      }
      confirmLabel="Remove subscriber"
      failureTitle={subscriberMessages.removeFailed}
      pending={remove.isPending}
      onConfirm={async () => {
        if (entry) await remove.mutateAsync(entry.email);
      }}
      onConfirmed={close}
      focusAfterConfirm={focusAfterRemove}
    />
  );
}

import type { ReactNode } from 'react';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';

/** What the dialog needs of a react-query mutation that removes one thing. */
export interface RemoveMutation {
  error: unknown;
  isPending: boolean;
  mutateAsync: () => Promise<unknown>;
  reset: () => void;
}

export interface ConfirmRemoveDialogProps {
  open: boolean;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  /** The banner's title when removing fails; the server's message goes under it. */
  failureTitle: string;
  remove: RemoveMutation;
  onClose: () => void;
  /** Where focus goes once the thing is gone (its details went with it). */
  focusAfterRemove: () => void;
}

/**
 * Asks before removing a project's single setting (its webhook, its domain) with `remove`;
 * a failure keeps the dialog open with a banner, closing clears the failure.
 */
export function ConfirmRemoveDialog(props: ConfirmRemoveDialogProps) {
  const { remove, onClose } = props;
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDeleteDialog
      open={props.open}
      className="max-w-md"
      title={props.title}
      description={props.description}
      confirmLabel={props.confirmLabel}
      failureTitle={props.failureTitle}
      error={remove.error}
      pending={remove.isPending}
      onConfirm={() => remove.mutateAsync()}
      onDeleted={close}
      onDismiss={close}
      focusAfterDelete={props.focusAfterRemove}
    />
  );
}

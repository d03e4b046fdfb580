import { useRef, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { ReturningDialogContent } from '@/components/ui/returning-dialog-content';
import { serverMessage } from '@/lib/server-message';

export interface ConfirmDeleteDialogProps {
  open: boolean;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  /** The banner's title when deleting fails; the server's message goes under it. */
  failureTitle: string;
  /** The last failure, shown while the dialog stays open; null for none. */
  error: unknown;
  pending: boolean;
  /** Deletes; resolves once it is gone (a rejection shows `error` and keeps the dialog open). */
  onConfirm: () => Promise<unknown>;
  /** After a successful delete: close the dialog (the thing it was about is gone). */
  onDeleted: () => void;
  /** Cancel, Escape or a click outside while nothing is pending. */
  onDismiss: () => void;
  /** Where focus goes after a delete, since the row or card that opened the dialog is gone. */
  focusAfterDelete: () => void;
  className?: string;
}

/** Asks before deleting something listed on the page; a failure keeps the dialog open with a banner. */
export function ConfirmDeleteDialog(props: ConfirmDeleteDialogProps) {
  const { open, pending, error, onDismiss, focusAfterDelete } = props;
  const deleted = useRef(false);

  function onOpenChange(next: boolean) {
    if (next || pending) return;
    onDismiss();
  }

  function confirm() {
    props.onConfirm().then(
      () => {
        deleted.current = true;
        props.onDeleted();
      },
      () => undefined,
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <ReturningDialogContent
          className={props.className}
          onCloseAutoFocus={(event) => {
            if (!deleted.current) return;
            deleted.current = false;
            event.preventDefault();
            focusAfterDelete();
          }}
        >
          <DialogHeader>
            <DialogTitle>{props.title}</DialogTitle>
            <DialogDescription>{props.description}</DialogDescription>
          </DialogHeader>
          {error !== null && error !== undefined && (
            <Alert variant="error" title={props.failureTitle}>
              {serverMessage(error)}
            </Alert>
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary" disabled={pending}>
                Cancel
              </Button>
            </DialogClose>
            <Button variant="destructive" loading={pending} onClick={confirm}>
              {props.confirmLabel}
            </Button>
          </DialogFooter>
        </ReturningDialogContent>
      )}
    </Dialog>
  );
}

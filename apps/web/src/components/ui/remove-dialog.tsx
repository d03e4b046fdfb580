import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';

/** The mutation that removes the thing (a TanStack Query mutation fits). */
export interface Removal {
  isPending: boolean;
  reset(): void;
  mutateAsync(): Promise<unknown>;
}

export interface RemoveDialogProps {
  removal: Removal;
  open: boolean;
  onClose: () => void;
  /** Where focus goes once the thing is gone (its details went with it). */
  focusAfterRemove: () => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** The banner's title when removing fails; the dialog stays open. */
  failureTitle: string;
}

/** Asks before removing a project's setting (domain, webhook); closing forgets a failed try. */
export function RemoveDialog({ removal, open, onClose, focusAfterRemove, ...text }: RemoveDialogProps) {
  const close = () => {
    removal.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      {...text}
      open={open}
      onOpenChange={close}
      className="max-w-md"
      pending={removal.isPending}
      onConfirm={() => removal.mutateAsync()}
      onConfirmed={close}
      focusAfterConfirm={focusAfterRemove}
    />
  );
}

/** The quiet button that opens a RemoveDialog. */
export function RemoveButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button variant="ghost" className="hover:text-danger" onClick={onClick}>
      <Trash2 aria-hidden className="size-4" />
      {children}
    </Button>
  );
}

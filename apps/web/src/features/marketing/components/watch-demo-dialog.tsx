import { lazy, Suspense, type RefObject } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';

const DemoWalkthrough = lazy(async () => ({
  default: (await import('./demo-walkthrough')).DemoWalkthrough,
}));

export interface WatchDemoDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The 'Watch Demo' button: focus goes back to it when the dialog closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/** The product walkthrough in a dialog (opened by WatchDemo). */
export function WatchDemoDialog({ open, onOpenChange, returnFocusTo }: WatchDemoDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-2xl"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Shiplog in 10 seconds</DialogTitle>
          <DialogDescription>
            A commit goes in, a post comes out, and your public changelog updates itself.
          </DialogDescription>
        </DialogHeader>
        {open && (
          <Suspense
            fallback={
              <div className="flex h-72 items-center justify-center">
                <Spinner />
              </div>
            }
          >
            <DemoWalkthrough />
          </Suspense>
        )}
      </DialogContent>
    </Dialog>
  );
}

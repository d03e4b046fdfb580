import { useRef, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { WaitlistResultDialog } from './waitlist-result-dialog';
import { WaitlistWizard, type WizardOutcome } from './waitlist-wizard';

export interface WaitlistDialogsProps {
  /** Whether the wizard is open (the app keeps this in the URL). */
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const focused = () => (document.activeElement instanceof HTMLElement ? document.activeElement : null);

/**
 * The waitlist wizard and the modal that follows it. A successful submit closes the wizard and
 * opens the outcome; closing either gives focus back to whatever opened the wizard.
 */
export function WaitlistDialogs({ open, onOpenChange }: WaitlistDialogsProps) {
  const [outcome, setOutcome] = useState<WizardOutcome | null>(null);
  const [openedFrom, setOpenedFrom] = useState<{ opener: HTMLElement | null } | null>(null);
  const closingToOutcome = useRef(false);
  // Whatever had the focus when the wizard opened (a 'Join Waitlist' button), kept until both close.
  if (open && !openedFrom) setOpenedFrom({ opener: focused() });

  const restoreFocus = (event: Event) => {
    event.preventDefault();
    const opener = openedFrom?.opener;
    if (opener?.isConnected) opener.focus();
  };

  return (
    <>
      <Dialog open={open} onOpenChange={(next) => !next && onOpenChange(false)}>
        {open && (
          <WaitlistWizard
            onCancel={() => onOpenChange(false)}
            onDone={(result) => {
              closingToOutcome.current = true;
              setOutcome(result);
              onOpenChange(false);
            }}
            onCloseAutoFocus={(event) => {
              if (closingToOutcome.current) event.preventDefault();
              else {
                restoreFocus(event);
                setOpenedFrom(null);
              }
              closingToOutcome.current = false;
            }}
          />
        )}
      </Dialog>
      <WaitlistResultDialog
        outcome={outcome}
        onClose={() => setOutcome(null)}
        onCloseAutoFocus={(event) => {
          restoreFocus(event);
          setOpenedFrom(null);
        }}
      />
    </>
  );
}

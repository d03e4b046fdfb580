import { Check, CircleCheck, Copy, PartyPopper } from 'lucide-react';
import { useId, useRef, useState, type ComponentProps } from 'react';
import { waitlistMessages } from '@shiplog/contract';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import type { WizardOutcome } from './waitlist-wizard';

/** The new entry's referral link, ready to copy. */
function ReferralLink({ link }: { link: string }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      // No clipboard (permissions, an old browser): select the link so it can be copied by hand.
      (document.getElementById(id) as HTMLInputElement | null)?.select();
    }
  }
  return (
    <div className="grid gap-2 rounded-lg border border-border bg-card p-4 text-left">
      <label htmlFor={id} className="text-sm font-medium">
        Your referral link
      </label>
      <p className="text-xs leading-5 text-muted-foreground">
        Share it: everyone who joins through it is credited to you.
      </p>
      <div className="flex gap-2">
        <Input
          id={id}
          readOnly
          value={link}
          className="font-mono text-xs"
          onFocus={(e) => e.target.select()}
        />
        <Button variant="secondary" onClick={() => void copy()} aria-live="polite">
          {copied ? <Check aria-hidden className="size-4" /> : <Copy aria-hidden className="size-4" />}
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
    </div>
  );
}

export interface WaitlistResultDialogProps {
  outcome: WizardOutcome | null;
  onClose: () => void;
  onCloseAutoFocus?: ComponentProps<typeof DialogContent>['onCloseAutoFocus'];
}

/** After the wizard: 'Success!' for a new entry, 'Welcome Back!' for an address already listed. */
export function WaitlistResultDialog({ outcome, onClose, onCloseAutoFocus }: WaitlistResultDialogProps) {
  const joined = outcome?.kind === 'joined';
  const Icon = joined ? CircleCheck : PartyPopper;
  const gotIt = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open={outcome !== null} onOpenChange={(open) => !open && onClose()}>
      {outcome && (
        <DialogContent
          className="max-w-md text-center"
          data-outcome={outcome.kind}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            gotIt.current?.focus();
          }}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <span className="mx-auto flex size-12 items-center justify-center rounded-full border border-success/30 bg-success-muted text-success">
            <Icon aria-hidden className="size-6" />
          </span>
          <div className="grid gap-2">
            <DialogTitle className="text-xl">
              {joined ? waitlistMessages.successTitle : waitlistMessages.welcomeBackTitle}
            </DialogTitle>
            <DialogDescription className="text-base text-pretty">
              {joined ? waitlistMessages.successBody : waitlistMessages.welcomeBackBody}
            </DialogDescription>
          </div>
          {outcome.kind === 'joined' && <ReferralLink link={outcome.referralLink} />}
          <DialogFooter className="sm:justify-center">
            <DialogClose asChild>
              <Button ref={gotIt} className="w-full sm:w-auto sm:min-w-32">
                {waitlistMessages.gotIt}
              </Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}

import { CircleCheck, MailCheck, PartyPopper } from 'lucide-react';
import { useRef, type ComponentProps } from 'react';
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
import { ReferralLink } from './referral-link';
import type { WizardOutcome } from './waitlist-wizard';

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
          {outcome.kind === 'joined' && (
            <>
              {/* Friends are invited, and the place kept, only once the address is confirmed. */}
              <div className="flex gap-3 rounded-lg border border-border bg-secondary/40 p-4 text-left text-sm">
                <MailCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
                <p>
                  <strong className="font-semibold">{waitlistMessages.confirmNotice(outcome.email)}</strong>
                  {outcome.friendsNamed > 0 && <> {waitlistMessages.confirmNoticeFriends}</>}
                </p>
              </div>
              <ReferralLink link={outcome.referralLink} />
            </>
          )}
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

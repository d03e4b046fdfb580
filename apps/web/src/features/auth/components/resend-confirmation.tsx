import { useEffect, useState } from 'react';
import { authMessages, RESEND_CONFIRMATION_AFTER_MS } from '@shiplog/contract';
import { Button } from '@/components/ui/button';
import { messageFor } from '@/lib/server-message';
import { useResendConfirmation } from '../api/signup';

/** Whole seconds left until `until` (a time in ms), ticking every second; 0 once it has passed. */
function useSecondsLeft(until: number): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => {
      setNow(Date.now());
      if (Date.now() >= until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return Math.min(RESEND_CONFIRMATION_AFTER_MS / 1000, Math.max(0, Math.ceil((until - now) / 1000)));
}

/**
 * 'Resend' under the sign-up notice: available a minute after the last link (the server's
 * own wait), counting down until then, and saying what happened after each press. The new
 * link leads back to `next`, as the first did.
 */
export function ResendConfirmation({ email, next }: { email: string; next?: string }) {
  const resend = useResendConfirmation();
  const [availableAt, setAvailableAt] = useState(() => Date.now() + RESEND_CONFIRMATION_AFTER_MS);
  const seconds = useSecondsLeft(availableAt);
  const said = resend.isError
    ? messageFor(resend.error, authMessages.resendFailed)
    : resend.isSuccess
      ? resend.data.message
      : '';
  return (
    <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2">
      <Button
        size="sm"
        variant="secondary"
        loading={resend.isPending}
        disabled={seconds > 0}
        onClick={() =>
          resend.mutate(
            { email, next },
            { onSettled: () => setAvailableAt(Date.now() + RESEND_CONFIRMATION_AFTER_MS) },
          )
        }
      >
        {authMessages.resend}
      </Button>
      <span className="text-xs text-muted-foreground" aria-live="polite">
        {seconds > 0 ? `Available in ${seconds} s` : ''}
      </span>
      <p role="status" className="basis-full text-sm empty:hidden">
        {said}
      </p>
    </div>
  );
}

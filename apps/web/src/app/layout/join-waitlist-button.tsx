import { Button, type ButtonProps } from '@/components/ui/button';
import { useOpenWaitlist } from './use-open-waitlist';

/** The header's 'Join Waitlist': opens the waitlist wizard over the current page. */
export function JoinWaitlistButton({ onClick, ...props }: Omit<ButtonProps, 'asChild'>) {
  const openWaitlist = useOpenWaitlist();
  return (
    <Button
      data-action="join-waitlist"
      aria-haspopup="dialog"
      onClick={(event) => {
        onClick?.(event);
        openWaitlist();
      }}
      {...props}
    >
      Join Waitlist
    </Button>
  );
}

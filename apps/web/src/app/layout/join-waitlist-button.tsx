import { useNavigate } from 'react-router';
import { paths } from '@shiplog/contract';
import { Button, type ButtonProps } from '@/components/ui/button';

/** Takes the visitor to the landing page's waitlist section; the waitlist wizard will open from here. */
export function JoinWaitlistButton({ onClick, ...props }: Omit<ButtonProps, 'asChild'>) {
  const navigate = useNavigate();
  return (
    <Button
      data-action="join-waitlist"
      onClick={(event) => {
        onClick?.(event);
        void navigate({ pathname: paths.home, hash: '#waitlist' });
      }}
      {...props}
    >
      Join Waitlist
    </Button>
  );
}

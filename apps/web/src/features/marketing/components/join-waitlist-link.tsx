import { ArrowRight } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { withWaitlistWizard } from '@shiplog/contract';
import { Button } from '@/components/ui/button';

/** 'Join the Waitlist': opens the waitlist wizard over the current page (the app hosts it). */
export function JoinWaitlistLink() {
  const { pathname, search } = useLocation();
  return (
    <Button asChild size="lg">
      <Link to={{ pathname, search: withWaitlistWizard(search) }} preventScrollReset aria-haspopup="dialog">
        Join the Waitlist <ArrowRight aria-hidden className="size-4" />
      </Link>
    </Button>
  );
}

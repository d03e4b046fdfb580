import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@shiplog/contract';
import { Button } from '@/components/ui/button';
import { AccountNowNote } from './account-now-note';
import { JoinWaitlistLink } from './join-waitlist-link';

/** The beta perks, word for word. */
export const perks = ['No credit card required. Free during beta.', 'Lifetime perks for early adopters'];

/** Under a call to action: the beta perks, 'Join the Waitlist' and a free account. */
export function CtaPerksAndActions() {
  return (
    <>
      <ul className="mt-6 flex flex-col items-center justify-center gap-2 text-sm sm:flex-row sm:gap-6">
        {perks.map((perk) => (
          <li key={perk} className="flex items-center gap-2 text-foreground/90">
            <Check aria-hidden className="size-4 text-success" />
            {perk}
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <JoinWaitlistLink />
        <Button asChild size="lg" variant="secondary">
          <Link to={paths.register}>Create your free account</Link>
        </Button>
      </div>
      <AccountNowNote />
    </>
  );
}

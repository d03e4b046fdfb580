import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@shiplog/contract';
import { Button } from '@/components/ui/button';

export const perks = ['No credit card required. Free during beta.', 'Lifetime perks for early adopters'];

/** The landing page's call to action (anchor #waitlist, inside the social proof section). */
export function WaitlistCta({ className }: { className?: string }) {
  return (
    <div id="waitlist" className={className}>
      <div className="relative overflow-hidden rounded-2xl border border-primary/30 bg-card px-6 py-14 text-center shadow-glow sm:px-12">
        <div
          aria-hidden
          className="absolute inset-0 -z-0 bg-[radial-gradient(ellipse_at_top,rgb(110_86_248/0.25),transparent_60%)]"
        />
        <div className="relative">
          <h3
            id="waitlist-title"
            className="text-3xl font-semibold tracking-tight text-balance sm:text-title"
          >
            Start building in public today
          </h3>
          <p className="mx-auto mt-4 max-w-xl text-base text-muted-foreground">
            Join the developers who turn every commit into an update their audience looks forward to.
          </p>
          <ul className="mt-6 flex flex-col items-center justify-center gap-2 text-sm sm:flex-row sm:gap-6">
            {perks.map((perk) => (
              <li key={perk} className="flex items-center gap-2 text-foreground/90">
                <Check aria-hidden className="size-4 text-success" />
                {perk}
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to={paths.register}>Create your free account</Link>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <Link to={paths.login}>Sign in</Link>
            </Button>
          </div>
        </div>
      </div>
    </div>
  );
}

import { CtaPerksAndActions } from './cta-perks-and-actions';

/** The landing page's waitlist call to action (anchor #waitlist, inside the social proof section). */
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
          <CtaPerksAndActions />
        </div>
      </div>
    </div>
  );
}

import { Container } from '@/components/ui/container';
import { CtaPerksAndActions } from '../cta-perks-and-actions';

/** The closing call to action: join the waitlist or start right away. */
export function OverviewCta() {
  return (
    <section aria-labelledby="overview-cta-title" className="pb-section">
      <Container>
        <div className="relative overflow-hidden rounded-2xl border border-primary/30 bg-card px-6 py-14 text-center shadow-glow sm:px-12">
          <div
            aria-hidden
            className="absolute inset-0 bg-[radial-gradient(ellipse_at_top,rgb(110_86_248/0.25),transparent_60%)]"
          />
          <div className="relative">
            <h2
              id="overview-cta-title"
              className="text-3xl font-semibold tracking-tight text-balance sm:text-title"
            >
              Ready to tell your story?
            </h2>
            <p className="mx-auto mt-4 max-w-xl text-base text-pretty text-muted-foreground">
              Your next commit could be your next post. Join the waitlist and we will bring you in as soon as
              your spot opens.
            </p>
            <CtaPerksAndActions />
          </div>
        </div>
      </Container>
    </section>
  );
}

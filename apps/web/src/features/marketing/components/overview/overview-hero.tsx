import { ArrowDown } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { HeroPreview } from '../hero-preview';
import { JoinWaitlistLink } from '../join-waitlist-link';

const outputs = ['Social posts', 'A public changelog', 'Subscriber updates'];

/** What Shiplog is: the page's h1, one paragraph, the two ways on, and a still of commit → post. */
export function OverviewHero() {
  return (
    <section aria-labelledby="overview-title" className="relative overflow-hidden pt-20 pb-12 sm:pt-28">
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-grid [mask-image:radial-gradient(ellipse_at_top,black_20%,transparent_70%)]"
      />
      <Container className="text-center">
        <Badge variant="primary" className="px-3 py-1">
          Product overview
        </Badge>
        <h1
          id="overview-title"
          className="text-gradient mx-auto mt-6 max-w-3xl text-[2.5rem] leading-[1.08] font-semibold tracking-[-0.035em] text-balance sm:text-display"
        >
          What is Shiplog?
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-base text-pretty text-muted-foreground sm:text-lead">
          Shiplog is a build-in-public tool for developers. It reads the commits you push and writes the story
          around them: posts for X, LinkedIn and Discord, a public changelog your audience can follow, and
          updates by email for everyone who subscribed.
        </p>
        <ul
          aria-label="What you get"
          className="mt-8 flex flex-wrap items-center justify-center gap-2 text-sm text-foreground/90"
        >
          {outputs.map((output) => (
            <li key={output} className="rounded-full border border-border bg-card px-3 py-1">
              {output}
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <JoinWaitlistLink />
          <Button asChild size="lg" variant="secondary">
            <Link to={{ hash: '#how-it-works' }}>
              See how it works <ArrowDown aria-hidden className="size-4" />
            </Link>
          </Button>
        </div>
        <div className="mx-auto mt-16 max-w-4xl text-left">
          <HeroPreview />
        </div>
      </Container>
    </section>
  );
}

import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@shiplog/contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { FeatureGrid } from '../components/feature-grid';
import { HeroPreview } from '../components/hero-preview';
import { WaitlistCta } from '../components/waitlist-cta';

function Hero() {
  return (
    <section className="relative overflow-hidden pt-20 pb-12 sm:pt-28">
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-grid [mask-image:radial-gradient(ellipse_at_top,black_20%,transparent_70%)]"
      />
      <Container className="text-center">
        <Badge variant="primary" className="px-3 py-1">
          Free during beta
        </Badge>
        <h1 className="text-gradient mx-auto mt-6 max-w-3xl text-[2.5rem] leading-[1.08] font-semibold tracking-[-0.035em] text-balance sm:text-display">
          Turn Your Commits into Stories
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-base text-pretty text-muted-foreground sm:text-lead">
          Shiplog reads what you ship and writes the post: social updates, a public changelog and news for
          your subscribers, straight from your GitHub commits.
        </p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to={{ hash: '#waitlist' }}>
              Join the Waitlist <ArrowRight aria-hidden className="size-4" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="secondary">
            <Link to={paths.overview}>See how it works</Link>
          </Button>
        </div>
        <HeroPreview />
      </Container>
    </section>
  );
}

function KeyFeatures() {
  return (
    <section id="features" aria-labelledby="features-title" className="py-section">
      <Container>
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-medium text-accent">Features</p>
          <h2
            id="features-title"
            className="mt-3 text-3xl font-semibold tracking-tight text-balance sm:text-title"
          >
            Everything you need to build in public
          </h2>
          <p className="mt-4 text-base text-muted-foreground">
            From the commit to the audience, without leaving your flow.
          </p>
        </div>
        <FeatureGrid className="mt-14" />
      </Container>
    </section>
  );
}

export function HomePage() {
  return (
    <>
      <Hero />
      <KeyFeatures />
      <WaitlistCta />
    </>
  );
}

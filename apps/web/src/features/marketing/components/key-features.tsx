import { Container } from '@/components/ui/container';
import { FeatureGrid } from './feature-grid';

/** The landing page's Key Features section (anchor #features). */
export function KeyFeatures() {
  return (
    <section id="features" aria-labelledby="features-title" className="py-section">
      <Container>
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-medium text-accent">Key features</p>
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

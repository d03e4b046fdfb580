import { Container } from '@/components/ui/container';
import { FeatureGrid } from '../feature-grid';
import { SectionHeading } from './section-heading';

/** The six key features, the same cards as the landing page. */
export function OverviewFeatures() {
  return (
    <section aria-labelledby="overview-features-title" className="pb-section">
      <Container>
        <SectionHeading
          id="overview-features-title"
          eyebrow="Features"
          title="Everything you need to build in public"
        >
          GitHub in, stories out: the tools that take a commit all the way to your audience.
        </SectionHeading>
        <FeatureGrid className="mt-14" />
      </Container>
    </section>
  );
}

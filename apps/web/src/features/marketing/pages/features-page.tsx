import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { FeatureGrid } from '../components/feature-grid';

/** /features: the Key Features section on its own, under the page's h1. */
export function FeaturesPage() {
  return (
    <Container className="py-16 sm:py-20">
      <PageHeader
        eyebrow="Product"
        title="Features"
        description="Everything Shiplog does to turn your work into updates your audience follows."
      />
      <section id="features" aria-label="Key features" className="mt-12">
        <FeatureGrid headingLevel="h2" />
      </section>
    </Container>
  );
}

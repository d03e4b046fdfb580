import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { FeatureGrid } from '../components/feature-grid';

export function FeaturesPage() {
  return (
    <Container className="py-16 sm:py-20">
      <PageHeader
        eyebrow="Product"
        title="Features"
        description="Everything Shiplog does to turn your work into updates your audience follows."
      />
      <FeatureGrid headingLevel="h2" className="mt-12" />
    </Container>
  );
}

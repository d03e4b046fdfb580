import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';

export function TeamProfilePage() {
  return (
    <Container className="py-16">
      <PageHeader title="Shiplog" description="The team building Shiplog, in public." />
    </Container>
  );
}

import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';

export function DiagnosticsPage() {
  return (
    <Container className="py-16">
      <PageHeader title="Diagnostics" description="A quick health check of your browser and your session." />
    </Container>
  );
}

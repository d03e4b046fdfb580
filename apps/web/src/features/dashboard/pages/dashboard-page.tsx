import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';

export function DashboardPage() {
  return (
    <Container className="py-16">
      <PageHeader title="Dashboard" description="Your latest commits and the posts written from them." />
    </Container>
  );
}

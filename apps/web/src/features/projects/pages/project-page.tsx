import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';

export function ProjectPage() {
  return (
    <Container className="py-16">
      <PageHeader title="Project" description="Updates, changelog and subscribers of this project." />
    </Container>
  );
}

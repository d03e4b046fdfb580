import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';

export function MyProjectsPage() {
  return (
    <Container className="py-16">
      <PageHeader
        title="My Projects"
        description="Connect repositories, post updates and run waitlists for each project."
      />
    </Container>
  );
}

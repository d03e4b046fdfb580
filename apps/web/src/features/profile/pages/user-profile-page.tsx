import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';

export function UserProfilePage() {
  return (
    <Container className="py-16">
      <PageHeader title="Profile" description="Public profile and projects." />
    </Container>
  );
}

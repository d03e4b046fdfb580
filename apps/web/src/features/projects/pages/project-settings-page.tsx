import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';

export function ProjectSettingsPage() {
  return (
    <Container className="py-16">
      <PageHeader
        title="Project settings"
        description="General settings, waitlist, GitHub integration and custom domain."
      />
    </Container>
  );
}

import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';

export function SettingsPage() {
  return (
    <Container className="py-16">
      <PageHeader
        title="Account settings"
        description="Your name, avatar, password and connected accounts."
      />
    </Container>
  );
}

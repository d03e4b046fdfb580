import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';

export function AuthDiagnosticPage() {
  return (
    <Container className="py-16">
      <PageHeader
        title="Auth diagnostics"
        description="Environment, session state and sign-in checks, to help you fix authentication problems."
      />
    </Container>
  );
}

import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';

export function BillingPage() {
  return (
    <Container className="py-16">
      <PageHeader title="Billing" description="Shiplog is free during beta. No credit card required." />
    </Container>
  );
}

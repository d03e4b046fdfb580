import { Tag } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@shiplog/contract';
import { Button } from '@/components/ui/button';
import { PageScreen } from '@/components/ui/page-screen';

export function PricingPage() {
  return (
    <PageScreen
      icon={Tag}
      title="Pricing Page - Coming Soon"
      description="Shiplog is free during beta. No credit card required, and early adopters keep lifetime perks."
      actions={
        <Button asChild>
          <Link to={paths.register}>Create your free account</Link>
        </Button>
      }
    />
  );
}

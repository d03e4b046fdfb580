import { MessageCircleQuestion } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@shiplog/contract';
import { Button } from '@/components/ui/button';
import { site } from '@/lib/site';
import { PageScreen } from '@/components/ui/page-screen';

export function FaqPage() {
  return (
    <PageScreen
      icon={MessageCircleQuestion}
      title="FAQ Page - Coming Soon"
      description="We are collecting the questions you ask most. Until then, we answer every message ourselves."
      actions={
        <>
          <Button asChild>
            <a href={`mailto:${site.contactEmail}`}>Contact us</a>
          </Button>
          <Button asChild variant="secondary">
            <Link to={paths.overview}>What is Shiplog?</Link>
          </Button>
        </>
      }
    />
  );
}

import { CircleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@shiplog/contract';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';

/** A page that could not be shown: 'Error', why, and the way back home. */
export function ErrorScreen({ message }: { message: string }) {
  return (
    <Container size="sm" className="flex min-h-[60vh] flex-col items-center justify-center py-24 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl border border-danger/30 bg-danger-muted text-danger">
        <CircleAlert aria-hidden className="size-6" />
      </span>
      <h1 className="mt-8 text-3xl font-semibold tracking-tight sm:text-title">Error</h1>
      <p role="alert" className="mt-4 max-w-md text-base text-pretty text-muted-foreground">
        {message}
      </p>
      <Button asChild className="mt-8">
        <Link to={paths.home}>Back to Home</Link>
      </Button>
    </Container>
  );
}

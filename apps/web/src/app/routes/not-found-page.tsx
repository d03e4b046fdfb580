import { BackHomeButton } from '@/components/ui/back-home-button';
import { Container } from '@/components/ui/container';

/** Any path no route knows. */
export function NotFoundPage() {
  return (
    <Container size="sm" className="flex min-h-[60vh] flex-col items-center justify-center py-24 text-center">
      <p
        aria-hidden
        className="text-gradient font-mono text-7xl font-semibold tracking-tighter opacity-90 sm:text-8xl"
      >
        404
      </p>
      <h1 className="mt-6 text-3xl font-semibold tracking-tight sm:text-title">Page not found</h1>
      <p className="mt-4 max-w-md text-base text-muted-foreground">
        The page you are looking for does not exist or has moved. Check the address, or start again from home.
      </p>
      <BackHomeButton className="mt-10" />
    </Container>
  );
}

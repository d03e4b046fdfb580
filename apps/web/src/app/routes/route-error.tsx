import { RotateCcw, TriangleAlert } from 'lucide-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { paths } from '@shiplog/contract';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (
    error instanceof Error &&
    /dynamically imported module|Importing a module script/i.test(error.message)
  ) {
    return 'A new version of Shiplog is available. Reload the page to get it.';
  }
  return 'An unexpected error stopped this page from loading. Reloading usually fixes it.';
}

/** The errorElement of the routes: shown when a page throws or fails to load. */
export function RouteError() {
  const error = useRouteError();
  return (
    <Container size="sm" className="flex min-h-[60vh] flex-col items-center justify-center py-24 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl border border-danger/30 bg-danger-muted text-danger">
        <TriangleAlert aria-hidden className="size-6" />
      </span>
      <h1 className="mt-8 text-3xl font-semibold tracking-tight">Something went wrong</h1>
      <p className="mt-4 max-w-md text-base text-muted-foreground">{describe(error)}</p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <Button size="lg" onClick={() => window.location.reload()}>
          <RotateCcw aria-hidden className="size-4" />
          Reload page
        </Button>
        <Button asChild size="lg" variant="secondary">
          <a href={paths.home}>Back to Home</a>
        </Button>
      </div>
    </Container>
  );
}

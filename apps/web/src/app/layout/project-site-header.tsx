import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { paths, projectPagePaths, signInPath } from '@shiplog/contract';
import { LogoMark } from '@/components/brand/logo';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Skeleton } from '@/components/ui/skeleton';
import { useQuery } from '@tanstack/react-query';
import { projectQueryOptions } from '@/features/projects/api/get-project';
import { useApiClient } from '@/lib/api-context';
import { ProjectSiteBar } from '@/features/projects/components/project-page/project-site-bar';
import { cn } from '@/lib/cn';
import { pageSentSignedOut } from '@/features/auth/api/get-session';
import { FixedBar } from './fixed-bar';
import { useAccount } from './use-account';

/** The same menu as the product's header, fetched only for signed-in readers. */
const UserMenu = lazy(async () => ({ default: (await import('./user-menu')).UserMenu }));

const pending = <Skeleton className="h-8 w-20 rounded-md" />;

/** Signed in: the account menu; signed out: sign in, coming back to this very page. */
function ReaderAccount() {
  const { isPending, user } = useAccount();
  const { pathname, search, hash } = useLocation();
  // A page sent to a visitor without a session was drawn with 'Sign in': the first draw here matches it.
  if (isPending && !pageSentSignedOut) return pending;
  if (user)
    return (
      <Suspense fallback={pending}>
        <UserMenu user={user} />
      </Suspense>
    );
  return (
    <Button asChild size="sm" variant="ghost">
      <Link to={signInPath(`${pathname}${search}${hash}`)}>Sign in</Link>
    </Button>
  );
}

/** A discreet credit: the product's mark, with its words from small tablets up. */
function MadeWithShiplog({ linked }: { linked: boolean }) {
  const body = (
    <>
      <LogoMark className="size-5" />
      <span className="max-sm:sr-only">Made with Shiplog</span>
    </>
  );
  const classes = 'inline-flex items-center gap-1.5 rounded-md p-1 text-xs text-muted-foreground';
  // On a custom domain the product's own pages are on another host: the credit stays a credit.
  if (!linked) return <span className={classes}>{body}</span>;
  return (
    <Link to={paths.overview} className={cn(classes, 'transition-colors hover:text-foreground')}>
      {body}
    </Link>
  );
}

/**
 * The header of a project's pages (its page, its updates' pages, its custom domain): the
 * project's name, logo and links, a discreet "Made with Shiplog", and the reader's account.
 * The same height as the product's header, drawn by the server with the page: nothing moves.
 */
export function ProjectSiteHeader({
  projectKey,
  customDomain,
}: {
  projectKey: string;
  customDomain: boolean;
}) {
  // The page reads the same project (one request); a blank id is the page's own error, no read.
  const project = useQuery({
    ...projectQueryOptions(useApiClient(), projectKey),
    enabled: Boolean(projectKey.trim()),
  });
  const home = customDomain ? paths.home : project.data && projectPagePaths(project.data).page;
  return (
    <FixedBar resting="bg-background/40">
      <Container className="flex h-header items-center gap-3">
        {project.data && home ? (
          <ProjectSiteBar project={project.data} home={home} />
        ) : project.isPending ? (
          <Skeleton className="h-8 w-40 rounded-md" />
        ) : null}
        <div className="ml-auto flex shrink-0 items-center gap-2 sm:gap-4">
          <MadeWithShiplog linked={!customDomain} />
          {/* Sessions live on the product's own host, not on a custom domain. */}
          {!customDomain && <ReaderAccount />}
        </div>
      </Container>
    </FixedBar>
  );
}

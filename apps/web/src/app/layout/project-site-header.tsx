import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { signInPath } from '@shiplog/contract';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Skeleton } from '@/components/ui/skeleton';
import { ProjectSiteBar } from '@/features/projects/components/project-page/project-site-bar';
import { pageSentSignedOut } from '@/features/auth/api/get-session';
import type { DomainSite } from '../domain-site';
import { FixedBar } from './fixed-bar';
import { MadeWithShiplog } from './made-with-shiplog';
import { useAccount } from './use-account';
import { useSiteProject } from './use-site-project';

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

/**
 * The header of a project's pages (its page, its updates' pages, its custom domain): the
 * project's name, logo and links, a discreet "Made with Shiplog", and the reader's account.
 * The same height as the product's header, drawn by the server with the page: nothing moves.
 */
export function ProjectSiteHeader({ projectKey, site }: { projectKey: string; site?: DomainSite }) {
  const { project, home } = useSiteProject(projectKey, site);
  return (
    <FixedBar resting="bg-background/40">
      <Container className="flex h-header items-center gap-3">
        {project.data && home ? (
          <ProjectSiteBar project={project.data} home={home} />
        ) : project.isPending ? (
          <Skeleton className="h-8 w-40 rounded-md" />
        ) : null}
        <div className="ml-auto flex shrink-0 items-center gap-2 sm:gap-4">
          <MadeWithShiplog site={site} compact />
          {/* Sessions live on the product's own host, not on a custom domain. */}
          {!site && <ReaderAccount />}
        </div>
      </Container>
    </FixedBar>
  );
}

import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router';
import { staticMetaFor } from '@shiplog/contract';
import { PageSpinner } from '@/components/ui/spinner';
import { useQuery } from '@tanstack/react-query';
import { sessionQueryOptions } from '@/features/auth/api/get-session';
import { useApiClient } from '@/lib/api-context';
import { LAYOUT_META_PRIORITY, useDocumentMeta } from '@/lib/seo';
import { AppReady } from './app-ready';
import { Footer } from './footer';
import { Header } from './header';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { useHashScroll } from './use-hash-scroll';
import { WaitlistHost } from './waitlist-host';

/** What a route tells the layout: `ownShell` pages draw their own header, main and footer (a project's pages). */
export interface RouteHandle {
  ownShell?: boolean;
}

/**
 * Header, main and footer around every page; default page metadata from the path. A project's
 * pages are the project's site: they draw the project's header, their main and the project's
 * footer themselves.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const ownShell = useMatches().some((match) => (match.handle as RouteHandle | undefined)?.ownShell);
  // Asked here, outside the page's Suspense boundary, as the product's header does: a page sent to
  // a visitor without a session knows it (null) before the page's own parts hydrate, so they ask
  // nothing meant for signed-in readers (a project page's header sits inside that boundary).
  // Started here and never drawn from here: the layout does not render again when it answers
  // (rendering the layout again made React draw the product's pre-rendered pages anew).
  useQuery({ ...sessionQueryOptions(useApiClient()), notifyOnChangeProps: [] });
  useDocumentMeta(staticMetaFor(pathname).meta, LAYOUT_META_PRIORITY);
  useHashScroll();
  // A full-height fallback keeps the footer below the fold while a page loads (no layout shift).
  const page = (
    <Suspense fallback={<PageSpinner className="min-h-screen" />}>
      <Outlet />
      <AppReady />
    </Suspense>
  );
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      {ownShell ? (
        page
      ) : (
        <>
          <Header />
          <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 pt-header focus:outline-none">
            {page}
          </main>
          <Footer />
        </>
      )}
      <WaitlistHost />
      <ScrollRestoration />
    </div>
  );
}

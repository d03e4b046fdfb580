import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { staticMetaFor } from '@shiplog/contract';
import { PageSpinner } from '@/components/ui/spinner';
import { LAYOUT_META_PRIORITY, useDocumentMeta } from '@/lib/seo';
import { AppReady } from './app-ready';
import { Footer } from './footer';
import { Header } from './header';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { useHashScroll } from './use-hash-scroll';
import { WaitlistHost } from './waitlist-host';

/** Header, main and footer around every page; default page metadata from the path. */
export function RootLayout() {
  const { pathname } = useLocation();
  useDocumentMeta(staticMetaFor(pathname).meta, LAYOUT_META_PRIORITY);
  useHashScroll();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <Header />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 pt-header focus:outline-none">
        {/* A full-height fallback keeps the footer below the fold while a page loads (no layout shift). */}
        <Suspense fallback={<PageSpinner className="min-h-screen" />}>
          <Outlet />
          <AppReady />
        </Suspense>
      </main>
      <Footer />
      <WaitlistHost />
      <ScrollRestoration />
    </div>
  );
}

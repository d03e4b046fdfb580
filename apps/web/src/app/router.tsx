import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { paths } from '@shiplog/contract';
import { customDomainSite, type DomainSite } from './domain-site';
import { RootLayout, type RouteHandle } from './layout/root-layout';
import { ProtectedRoute } from './protected-route';
import * as Pages from './routes/lazy-pages';
import { NotFoundPage } from './routes/not-found-page';
import { RouteError } from './routes/route-error';

/** A project's pages draw the project's own header (see RootLayout). */
const projectSite: RouteHandle = { ownShell: true };

/** Every page route of the product, in one place. */
export const pageRoutes: RouteObject[] = [
  { path: paths.home, element: <Pages.HomePage /> },
  { path: paths.features, element: <Pages.FeaturesPage /> },
  { path: paths.overview, element: <Pages.OverviewPage /> },
  { path: paths.pricing, element: <Pages.PricingPage /> },
  { path: paths.faq, element: <Pages.FaqPage /> },
  { path: paths.login, element: <Pages.LoginPage /> },
  { path: paths.register, element: <Pages.RegisterPage /> },
  { path: paths.auth, element: <Navigate to={paths.login} replace /> },
  { path: paths.authCallback, element: <Pages.AuthCallbackPage /> },
  { path: paths.githubCallback, element: <Pages.AuthCallbackPage /> },
  { path: paths.authDiagnostic, element: <Pages.AuthDiagnosticPage /> },
  { path: paths.diagnostics, element: <Pages.DiagnosticsPage /> },
  { path: paths.myProjects, element: <Navigate to={paths.projects} replace /> },
  { path: paths.publicProjects, element: <Pages.PublicProjectsPage /> },
  { path: paths.project(), element: <Pages.ProjectPage />, handle: projectSite },
  { path: paths.projectUpdate(), element: <Pages.ProjectPage />, handle: projectSite },
  // A project's short address, its canonical one when it has a slug.
  { path: paths.projectSlug(), element: <Pages.ProjectPage />, handle: projectSite },
  { path: paths.projectSlugUpdate(), element: <Pages.ProjectPage />, handle: projectSite },
  { path: paths.user(), element: <Pages.UserProfilePage /> },
  { path: paths.confirmSubscription, element: <Pages.ConfirmSubscriptionPage /> },
  { path: paths.manageSubscription, element: <Pages.ManageSubscriptionPage /> },
  { path: paths.confirmWaitlist, element: <Pages.ConfirmWaitlistPage /> },
  { path: paths.waitlistReferrals, element: <Pages.WaitlistReferralsPage /> },
  {
    element: <ProtectedRoute />,
    children: [
      { path: paths.dashboard, element: <Pages.DashboardPage /> },
      { path: paths.drafts, element: <Pages.DraftsPage /> },
      { path: paths.projects, element: <Pages.MyProjectsPage /> },
      { path: paths.projectSettings(), element: <Pages.ProjectSettingsPage /> },
      { path: paths.profile, element: <Pages.TeamProfilePage /> },
      { path: paths.settings, element: <Pages.SettingsPage /> },
      { path: paths.billing, element: <Pages.BillingPage /> },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];

/** The layout around the pages; a page that throws shows the error state inside the layout. */
export function withLayout(children: RouteObject[]): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: (
        <main className="min-h-dvh">
          <RouteError />
        </main>
      ),
      children: [{ errorElement: <RouteError />, children }],
    },
  ];
}

export const routes = withLayout(pageRoutes);

/** A custom domain's site: its project's page at `/`, its updates' pages, nothing else. */
export function customDomainRoutes(site: DomainSite): RouteObject[] {
  return withLayout([
    { path: paths.home, element: <Pages.ProjectPage site={site} />, handle: projectSite },
    { path: paths.domainUpdate(), element: <Pages.ProjectPage site={site} />, handle: projectSite },
    { path: '*', element: <NotFoundPage /> },
  ]);
}

/**
 * Read once at start, before the page's head manager replaces the server's tags. A page the
 * server rendered is hydrated: telling the router so (hydration data, empty as no route has a
 * loader) keeps it from scrolling to the top on start, where a reader who scrolled while the
 * scripts loaded would be thrown back.
 */
export function createAppRouter({ hydrating }: { hydrating: boolean }) {
  const site = customDomainSite();
  return createBrowserRouter(site ? customDomainRoutes(site) : routes, {
    hydrationData: hydrating ? {} : undefined,
  });
}

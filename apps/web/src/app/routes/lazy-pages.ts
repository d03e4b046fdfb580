import { lazy, type ComponentType } from 'react';

/** A route page loaded on first visit, so the landing bundle stays small. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
function page<K extends string, P extends object = {}>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}

export const HomePage = page(() => import('@/features/marketing/pages/home-page'), 'HomePage');
export const FeaturesPage = page(() => import('@/features/marketing/pages/features-page'), 'FeaturesPage');
export const OverviewPage = page(() => import('@/features/marketing/pages/overview-page'), 'OverviewPage');
export const PricingPage = page(() => import('@/features/marketing/pages/pricing-page'), 'PricingPage');
export const FaqPage = page(() => import('@/features/marketing/pages/faq-page'), 'FaqPage');

export const LoginPage = page(() => import('@/features/auth/pages/login-page'), 'LoginPage');
export const RegisterPage = page(() => import('@/features/auth/pages/register-page'), 'RegisterPage');
export const AuthCallbackPage = page(
  () => import('@/features/auth/pages/auth-callback-page'),
  'AuthCallbackPage',
);
export const AuthDiagnosticPage = page(
  () => import('@/features/auth/pages/auth-diagnostic-page'),
  'AuthDiagnosticPage',
);
export const DiagnosticsPage = page(
  () => import('@/features/auth/pages/diagnostics-page'),
  'DiagnosticsPage',
);

export const DashboardPage = page(() => import('./dashboard-route'), 'DashboardRoute');
export const DraftsPage = page(() => import('./drafts-route'), 'DraftsRoute');

export const MyProjectsPage = page(() => import('./my-projects/my-projects-page'), 'MyProjectsPage');
export const PublicProjectsPage = page(
  () => import('@/features/projects/pages/public-projects-page'),
  'PublicProjectsPage',
);
export const ProjectPage = page(() => import('./project/project-route'), 'ProjectRoute');
export const ProjectSettingsPage = page(
  () => import('./project-settings/project-settings-route'),
  'ProjectSettingsRoute',
);

export const ConfirmSubscriptionPage = page(
  () => import('@/features/subscribers/pages/confirm-subscription-page'),
  'ConfirmSubscriptionPage',
);
export const ManageSubscriptionPage = page(
  () => import('@/features/subscribers/pages/manage-subscription-page'),
  'ManageSubscriptionPage',
);

export const ConfirmWaitlistPage = page(
  () => import('@/features/waitlist/pages/confirm-waitlist-page'),
  'ConfirmWaitlistPage',
);
export const WaitlistReferralsPage = page(
  () => import('@/features/waitlist/pages/waitlist-referrals-page'),
  'WaitlistReferralsPage',
);

export const TeamProfilePage = page(() => import('./team-profile-route'), 'TeamProfileRoute');
export const UserProfilePage = page(
  () => import('@/features/users/pages/user-profile-page'),
  'UserProfilePage',
);

export const SettingsPage = page(() => import('./settings-route'), 'SettingsRoute');
export const BillingPage = page(() => import('@/features/account/pages/billing-page'), 'BillingPage');

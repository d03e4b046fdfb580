import { DraftsCountLink } from '@/features/drafts/components/drafts-count-link';
import { DashboardPage } from '@/features/posts/pages/dashboard-page';

/** /dashboard: the posts feature's dashboard, with the drafts feature's 'Drafts (n)' link. */
export function DashboardRoute() {
  return <DashboardPage draftsLink={<DraftsCountLink />} />;
}

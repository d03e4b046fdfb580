import { PRODUCT_CHANGELOG_IDS } from '@shiplog/contract';
import { TeamProfilePage } from '@/features/marketing/pages/team-profile-page';
import { OwnerFollow } from '@/features/users/components/owner-follow';

/** /profile: the team's page, with Follow for the account behind Shiplog's own changelog. */
export function TeamProfileRoute() {
  return <TeamProfilePage follow={<OwnerFollow userId={PRODUCT_CHANGELOG_IDS.userId} />} />;
}

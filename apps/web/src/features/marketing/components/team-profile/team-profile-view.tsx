import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import type { CompanyProfile } from '../../lib/company-profile';
import { AboutShiplog } from './about-shiplog';
import { LatestUpdates } from './latest-updates';
import { ProfileHero } from './profile-hero';
import { SubscribePanel } from './subscribe-panel';
import { VerifiedAccountCard } from './verified-account-card';

export interface TeamProfileViewProps {
  profile: CompanyProfile;
  /** Follow for the team's account (from the users feature, composed in by the route). */
  follow?: ReactNode;
}

/** The loaded team profile: hero on top, the timeline beside the account, subscribe and about cards. */
export function TeamProfileView({ profile, follow }: TeamProfileViewProps) {
  return (
    <Container className="py-10 sm:py-14">
      <ProfileHero profile={profile} />
      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
        <LatestUpdates blog={profile.blog} />
        <aside aria-label="About the team" className="space-y-6">
          <VerifiedAccountCard user={profile.user} follow={follow} />
          <div className="space-y-6 lg:sticky lg:top-24">
            <SubscribePanel />
            <AboutShiplog />
          </div>
        </aside>
      </div>
    </Container>
  );
}

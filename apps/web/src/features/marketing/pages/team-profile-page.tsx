import type { ReactNode } from 'react';
import { ErrorScreen } from '@/components/ui/error-screen';
import { ProfileLoading } from '../components/team-profile/profile-loading';
import { TeamProfileView } from '../components/team-profile/team-profile-view';
import { useCompanyProfile, type UseCompanyProfileOptions } from '../hooks/use-company-profile';

export interface TeamProfilePageProps extends UseCompanyProfileOptions {
  /** Follow for the team's account (composed in by the route). */
  follow?: ReactNode;
}

/** /profile: the Shiplog team's own profile, from the company profile's data file and its changelog. */
export function TeamProfilePage({ follow, ...options }: TeamProfilePageProps) {
  const state = useCompanyProfile(options);
  if (state.status === 'loading') return <ProfileLoading />;
  if (state.status === 'error') return <ErrorScreen message={state.message} />;
  return <TeamProfileView profile={state.profile} follow={follow} />;
}

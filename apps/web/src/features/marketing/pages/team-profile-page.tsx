import { ErrorScreen } from '@/components/ui/error-screen';
import { ProfileLoading } from '../components/team-profile/profile-loading';
import { TeamProfileView } from '../components/team-profile/team-profile-view';
import { useCompanyProfile, type UseCompanyProfileOptions } from '../hooks/use-company-profile';

/** /profile: the Shiplog team's own profile, from the company profile's data file. */
export function TeamProfilePage(options: UseCompanyProfileOptions) {
  const state = useCompanyProfile(options);
  if (state.status === 'loading') return <ProfileLoading />;
  if (state.status === 'error') return <ErrorScreen message={state.message} />;
  return <TeamProfileView profile={state.profile} timeline={state.timeline} />;
}

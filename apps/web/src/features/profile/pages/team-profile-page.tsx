import { ProfileError } from '../components/profile-error';
import { ProfileLoading } from '../components/profile-loading';
import { TeamProfileView } from '../components/team-profile-view';
import { useCompanyProfile, type UseCompanyProfileOptions } from '../hooks/use-company-profile';

/** /profile: the Shiplog team's own profile, from the company profile's data file. */
export function TeamProfilePage(options: UseCompanyProfileOptions) {
  const state = useCompanyProfile(options);
  if (state.status === 'loading') return <ProfileLoading />;
  if (state.status === 'error') return <ProfileError message={state.message} />;
  return <TeamProfileView profile={state.profile} timeline={state.timeline} />;
}

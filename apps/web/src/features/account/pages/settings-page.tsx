import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { useGithubConnectedNotice } from '@/lib/github-connect';
import { useCurrentSession } from '@/lib/session';
import { ConnectedAccountsSection } from '../components/connected-accounts-section';
import { DangerZoneSection } from '../components/danger-zone-section';
import { NotificationsSection } from '../components/notifications-section';
import { PasswordSection } from '../components/password-section';
import { ProfileSection } from '../components/profile-section';

export function SettingsPage() {
  const { user } = useCurrentSession();
  useGithubConnectedNotice();
  return (
    <Container size="md" className="py-16">
      <PageHeader
        title="Account settings"
        description="Your name, avatar, password, connected accounts and notifications."
      />
      <div className="mt-6">
        <ProfileSection user={user} />
        <PasswordSection user={user} />
        <ConnectedAccountsSection user={user} />
        <NotificationsSection />
        <DangerZoneSection user={user} />
      </div>
    </Container>
  );
}

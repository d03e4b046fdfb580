import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { useCurrentSession } from '@/lib/session';
import { CONNECTED_PARAM } from '../api/get-github-connect-url';
import { ConnectedAccountsSection } from '../components/connected-accounts-section';
import { DangerZoneSection } from '../components/danger-zone-section';
import { PasswordSection } from '../components/password-section';
import { ProfileSection } from '../components/profile-section';

/** Back from GitHub after connecting: say so once, and drop the marker from the address. */
function useConnectedNotice() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const connected = new URLSearchParams(search).get(CONNECTED_PARAM) === 'github';
  useEffect(() => {
    if (!connected) return;
    toast.success('GitHub connected', { id: 'github-connected' });
    void navigate(pathname, { replace: true });
  }, [connected, navigate, pathname]);
}

export function SettingsPage() {
  const { user } = useCurrentSession();
  useConnectedNotice();
  return (
    <Container size="md" className="py-16">
      <PageHeader
        title="Account settings"
        description="Your name, avatar, password and connected accounts."
      />
      <div className="mt-6">
        <ProfileSection user={user} />
        <PasswordSection user={user} />
        <ConnectedAccountsSection user={user} />
        <DangerZoneSection user={user} />
      </div>
    </Container>
  );
}

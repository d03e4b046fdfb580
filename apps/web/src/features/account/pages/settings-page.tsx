import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { useGithubConnectedNotice } from '@/lib/github-connect';
import { useCurrentSession, useFreshSession } from '@/lib/session';
import { AccountDangerZone } from '../components/account-danger-zone';
import { ConnectedAccountsSection } from '../components/connected-accounts-section';
import { PasswordSection } from '../components/password-section';
import { ProfileSection } from '../components/profile-section';
import { PublicProfileSection } from '../components/public-profile-section';

export interface SettingsPageProps {
  /** The 'Notifications' section (the notifications feature's, composed in by the route). */
  notifications?: ReactNode;
  /** The 'API tokens' section (the api-tokens feature's, composed in by the route). */
  apiTokens?: ReactNode;
  /** The 'Image storage' section (the images feature's, composed in by the route). */
  imageStorage?: ReactNode;
  /** The 'Bluesky and Mastodon' section (the social feature's, composed in by the route). */
  socialAccounts?: ReactNode;
}

/** /settings: the signed-in user's account. */
export function SettingsPage({ notifications, apiTokens, imageStorage, socialAccounts }: SettingsPageProps) {
  const { user } = useCurrentSession();
  useFreshSession();
  useGithubConnectedNotice();
  return (
    <Container size="md" className="py-16">
      <PageHeader
        title="Account settings"
        description="Your name, public profile, password, connected accounts, notifications and API tokens."
      />
      <div className="mt-6">
        <ProfileSection user={user} />
        <PublicProfileSection user={user} />
        <PasswordSection user={user} />
        <ConnectedAccountsSection user={user} />
        {socialAccounts}
        {notifications}
        {apiTokens}
        {imageStorage}
        <AccountDangerZone user={user} />
      </div>
    </Container>
  );
}

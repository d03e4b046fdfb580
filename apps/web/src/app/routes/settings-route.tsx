import { SettingsPage } from '@/features/account/pages/settings-page';
import { ApiTokensSection } from '@/features/api-tokens/components/api-tokens-section';
import { ImageStorageSection } from '@/features/images/components/image-storage-section';
import { NotificationsSection } from '@/features/notifications/components/notifications-section';
import { SocialAccountsSection } from '@/features/social/components/social-accounts-section';

/** /settings: the account feature's page with the social accounts, notifications, API token and image storage sections inside. */
export function SettingsRoute() {
  return (
    <SettingsPage
      notifications={<NotificationsSection />}
      apiTokens={<ApiTokensSection />}
      imageStorage={<ImageStorageSection />}
      socialAccounts={<SocialAccountsSection />}
    />
  );
}

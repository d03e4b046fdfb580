import { SettingsPage } from '@/features/account/pages/settings-page';
import { NotificationsSection } from '@/features/notifications/components/notifications-section';

/** /settings: the account feature's page with the notifications feature's section inside. */
export function SettingsRoute() {
  return <SettingsPage notifications={<NotificationsSection />} />;
}

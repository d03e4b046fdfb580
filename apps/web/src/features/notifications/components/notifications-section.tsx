import { useId, useState } from 'react';
import { toast } from 'sonner';
import { notificationSettingsMessages } from '@shiplog/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SettingsSection } from '@/components/ui/settings-section';
import { Skeleton } from '@/components/ui/skeleton';
import { messageFor } from '@/lib/server-message';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/notification-settings';
import { Switch } from '@/components/ui/switch';

/** The account's mail settings: one switch for mails about comments on the user's updates. */
export function NotificationsSection() {
  const id = useId();
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();
  const [error, setError] = useState<string | null>(null);

  function change(commentMails: boolean) {
    setError(null);
    save.mutate(
      { comment_mails: commentMails },
      {
        onSuccess: ({ comment_mails }) =>
          toast.success(comment_mails ? 'Comment mails turned on' : 'Comment mails turned off'),
        onError: (failure) => setError(messageFor(failure, notificationSettingsMessages.saveFailed)),
      },
    );
  }

  return (
    <SettingsSection
      id="notifications"
      title="Notifications"
      description="Mail Shiplog sends you about your projects."
    >
      <div className="grid gap-4 p-6">
        {settings.isError ? (
          <Alert
            variant="error"
            action={
              <Button size="sm" variant="secondary" onClick={() => void settings.refetch()}>
                Try again
              </Button>
            }
          >
            {notificationSettingsMessages.loadFailed}
          </Alert>
        ) : (
          <div className="flex items-start justify-between gap-4">
            <div className="min-w-0">
              <p id={`${id}-label`} className="font-medium">
                Comments on my updates
              </p>
              <p id={`${id}-description`} className="mt-1 text-sm text-muted-foreground">
                A mail each time someone comments on an update of one of your projects. Your own comments
                never mail you.
              </p>
            </div>
            {settings.isPending ? (
              <Skeleton className="h-6 w-11 rounded-full" data-testid="notifications-loading" />
            ) : (
              <Switch
                checked={settings.data.comment_mails}
                onCheckedChange={change}
                busy={save.isPending}
                aria-labelledby={`${id}-label`}
                aria-describedby={`${id}-description`}
              />
            )}
          </div>
        )}
        {error && <Alert variant="error">{error}</Alert>}
      </div>
    </SettingsSection>
  );
}

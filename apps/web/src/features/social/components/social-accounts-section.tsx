import { useState } from 'react';
import { toast } from 'sonner';
import { SOCIAL_NETWORKS, socialNetworkLabels, type SocialNetwork } from '@shiplog/contract';
import { Button } from '@/components/ui/button';
import { RetryAlert } from '@/components/ui/retry-alert';
import { SettingsSection } from '@/components/ui/settings-section';
import { Skeleton } from '@/components/ui/skeleton';
import { messageFor } from '@/lib/server-message';
import { useSocialAccounts } from '@/lib/social-accounts';
import { useDisconnectSocialAccount } from '../api/social-accounts';
import { socialAccountMessages } from '../lib/messages';
import { ConnectAccountForm } from './connect-account-form';

/**
 * /settings' 'Bluesky and Mastodon': the accounts Shiplog may post to for you, from the
 * dashboard's share buttons. Optional: sharing through each network's own page needs none.
 */
export function SocialAccountsSection() {
  const accounts = useSocialAccounts();
  const disconnect = useDisconnectSocialAccount();
  // The network just disconnected: its connect form takes the focus the Disconnect button had.
  const [disconnected, setDisconnected] = useState<SocialNetwork | null>(null);

  const disconnectFrom = (network: SocialNetwork) => {
    const label = socialNetworkLabels[network];
    setDisconnected(null);
    disconnect.mutate(network, {
      onSuccess: () => {
        setDisconnected(network);
        toast.success(socialAccountMessages.disconnected(label));
      },
      onError: (error) => toast.error(messageFor(error, socialAccountMessages.disconnectFailed(label))),
    });
  };
  return (
    <SettingsSection
      id="social-accounts"
      title="Bluesky and Mastodon"
      description="Connect an account to post from the dashboard in one click. Without one, sharing opens Bluesky's or your server's own page."
    >
      {accounts.isPending ? (
        <div role="status" aria-label={socialAccountMessages.loading} className="grid gap-3 p-6">
          <Skeleton className="h-5 w-48" />
          <Skeleton className="h-4 w-72 max-w-full" />
          <Skeleton className="h-9 w-full" />
        </div>
      ) : accounts.isError ? (
        <div className="p-6">
          <RetryAlert
            title={socialAccountMessages.loadFailed}
            retrying={accounts.isFetching}
            onRetry={() => void accounts.refetch()}
          />
        </div>
      ) : (
        <ul className="grid divide-y divide-border">
          {SOCIAL_NETWORKS.map((network) => {
            const account = accounts.data.find((a) => a.network === network);
            const label = socialNetworkLabels[network];
            return (
              <li key={network} className="grid gap-3 px-6 py-5">
                <h3 className="font-semibold">{label}</h3>
                {account ? (
                  <div className="flex flex-wrap items-center justify-between gap-3">
                    <p className="text-sm text-muted-foreground">
                      Connected{account.identifier ? ` as ${account.identifier}` : ''} on{' '}
                      {new URL(account.service).host}
                    </p>
                    <Button
                      size="sm"
                      variant="secondary"
                      loading={disconnect.isPending && disconnect.variables === network}
                      onClick={() => disconnectFrom(network)}
                    >
                      Disconnect {label}
                    </Button>
                  </div>
                ) : (
                  <ConnectAccountForm network={network} focusFirst={disconnected === network} />
                )}
              </li>
            );
          })}
        </ul>
      )}
    </SettingsSection>
  );
}

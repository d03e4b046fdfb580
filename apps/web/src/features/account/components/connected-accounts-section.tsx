import { Info } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { paths, type User } from '@shiplog/contract';
import { GithubIcon } from '@/components/brand/social-icons';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useGithubUnavailable } from '@/lib/auth-providers';
import { useConnectGithub } from '@/lib/github-connect';
import { messageFor } from '@/lib/server-message';
import { useDisconnectGithub } from '../api/disconnect-github';
import { hasPassword } from './password-section';
import { SettingsSection } from '@/components/ui/settings-section';

/**
 * GitHub: connected as @login with Disconnect; when GitHub refused the stored token (revoked or
 * expired), says so and offers Reconnect; or Connect GitHub (asks for the repo scope).
 */
export function ConnectedAccountsSection({ user }: { user: User }) {
  const github = user.identities.find((identity) => identity.provider === 'github');
  const disconnect = useDisconnectGithub();
  const { connect: startConnect, connecting } = useConnectGithub(paths.settings);
  const [error, setError] = useState<string | null>(null);
  const unavailable = useGithubUnavailable();
  const login = github?.username ?? user.user_metadata.user_name;
  const onlySignIn = Boolean(github) && !hasPassword(user);
  const reconnect = Boolean(github?.reconnect_needed);

  async function connect() {
    setError(null);
    const failure = await startConnect();
    if (failure) setError(failure);
  }

  return (
    <SettingsSection
      id="connections"
      title="Connected accounts"
      description="Connect GitHub to list your repositories and turn commits into posts."
    >
      <div className="grid gap-4 p-6">
        <div className="flex flex-wrap items-center gap-4">
          <span className="flex size-10 items-center justify-center rounded-lg border border-border bg-background">
            <GithubIcon className="size-5" />
          </span>
          <div className="min-w-40 flex-1">
            <p className="flex items-center gap-2 font-medium">
              GitHub{' '}
              {github &&
                (reconnect ? (
                  <Badge variant="warning">Reconnect needed</Badge>
                ) : (
                  <Badge variant="success">Connected</Badge>
                ))}
            </p>
            <p className="text-sm break-words text-muted-foreground">
              {!github
                ? 'Not connected'
                : reconnect
                  ? `GitHub no longer accepts Shiplog’s access${login ? ` to @${login}` : ''}. Reconnect to list your repositories and commits.`
                  : login
                    ? `Connected as @${login}`
                    : 'Connected'}
            </p>
          </div>
          {reconnect && (
            <Button className="max-sm:w-full" loading={connecting} onClick={() => void connect()}>
              Reconnect
            </Button>
          )}
          {github ? (
            <Button
              variant="secondary"
              className="max-sm:w-full"
              loading={disconnect.isPending}
              disabled={onlySignIn}
              aria-describedby={onlySignIn ? 'github-only-sign-in' : undefined}
              onClick={() =>
                disconnect.mutate(undefined, {
                  onSuccess: () => toast.success('GitHub disconnected'),
                  onError: (failure) =>
                    setError(messageFor(failure, 'Failed to disconnect GitHub. Please try again.')),
                })
              }
            >
              Disconnect
            </Button>
          ) : (
            <Button
              className="max-sm:w-full"
              loading={connecting}
              disabled={Boolean(unavailable)}
              aria-describedby={unavailable ? 'github-connect-unavailable' : undefined}
              onClick={() => void connect()}
            >
              Connect GitHub
            </Button>
          )}
        </div>
        {onlySignIn && (
          <p id="github-only-sign-in" className="flex gap-1.5 text-xs text-muted-foreground">
            <Info aria-hidden className="mt-px size-3.5 shrink-0" />
            GitHub is how you sign in to this account, so it cannot be disconnected.
          </p>
        )}
        {!github && unavailable && (
          <p id="github-connect-unavailable" className="flex gap-1.5 text-xs text-muted-foreground">
            <Info aria-hidden className="mt-px size-3.5 shrink-0" />
            {unavailable}
          </p>
        )}
        {error && <Alert variant="error">{error}</Alert>}
      </div>
    </SettingsSection>
  );
}

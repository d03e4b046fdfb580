import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { socialNetworkLabels, type SocialNetwork } from '@shiplog/contract';
import { Button } from '@/components/ui/button';
import { FailureAlert } from '@/components/ui/failure-alert';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { useConnectSocialAccount } from '../api/social-accounts';
import { socialAccountMessages } from '../lib/messages';

/** What each network asks for: Bluesky a handle and an app password, Mastodon a server and a token. */
const FIELDS: Record<SocialNetwork, { first: string; placeholder: string; secret: string; hint: string }> = {
  bluesky: {
    first: 'Handle',
    placeholder: 'you.bsky.social',
    secret: 'App password',
    hint: 'Make one in Bluesky under Settings → Privacy and security → App passwords.',
  },
  mastodon: {
    first: 'Server',
    placeholder: 'mastodon.social',
    secret: 'Access token',
    hint: 'Make one under Preferences → Development → New application, with write:statuses.',
  },
};

export interface ConnectAccountFormProps {
  network: SocialNetwork;
  /** Its first field takes the focus when the form appears (the account was just disconnected). */
  focusFirst?: boolean;
}

/** Connects one network: the secret is sent once and kept encrypted. */
export function ConnectAccountForm({ network, focusFirst = false }: ConnectAccountFormProps) {
  const id = useId();
  const firstField = useRef<HTMLInputElement>(null);
  const connect = useConnectSocialAccount(network);
  const [first, setFirst] = useState('');
  const [secret, setSecret] = useState('');
  const fields = FIELDS[network];

  useEffect(() => {
    if (focusFirst) firstField.current?.focus();
  }, [focusFirst]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body =
      network === 'bluesky' ? { identifier: first.trim(), secret } : { service: first.trim(), secret };
    connect.mutate(body);
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid gap-3"
      aria-label={`Connect ${socialNetworkLabels[network]}`}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id={`${id}-first`} label={fields.first} className="content-start">
          <Input
            ref={firstField}
            id={`${id}-first`}
            value={first}
            placeholder={fields.placeholder}
            onChange={(event) => setFirst(event.target.value)}
          />
        </Field>
        <Field
          id={`${id}-secret`}
          label={fields.secret}
          hint={`${fields.hint} Shiplog keeps it encrypted and never shows it again.`}
        >
          <PasswordInput
            id={`${id}-secret`}
            autoComplete="off"
            value={secret}
            aria-describedby={`${id}-secret-hint`}
            onChange={(event) => setSecret(event.target.value)}
          />
        </Field>
      </div>
      {connect.isError && (
        <FailureAlert
          title={socialAccountMessages.connectFailed(socialNetworkLabels[network])}
          error={connect.error}
        />
      )}
      <div>
        <Button
          type="submit"
          size="sm"
          variant="secondary"
          loading={connect.isPending}
          disabled={!first.trim() || !secret}
        >
          Connect {socialNetworkLabels[network]}
        </Button>
      </div>
    </form>
  );
}

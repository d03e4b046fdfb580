import { useState } from 'react';
import { useSubscribeToChangelog, useUnsubscribeFromChangelog } from '../api/changelog-subscription';
import { profileMessages } from '../lib/company-profile';

export type SubscriptionStatus = 'idle' | 'submitting' | 'subscribed' | 'unsubscribing';

/** Non-empty and a simple x@y.z shape. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The team profile's 'Stay Updated' form, for real: it subscribes the address to Shiplog's own
 * changelog with double opt-in (the address gets a confirmation link), and its Unsubscribe undoes
 * that request with the token the answer carried.
 */
export function useChangelogSubscription() {
  const [email, setEmailValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [token, setToken] = useState<string | null>(null);
  const join = useSubscribeToChangelog();
  const leave = useUnsubscribeFromChangelog();

  const status: SubscriptionStatus = join.isPending
    ? 'submitting'
    : leave.isPending
      ? 'unsubscribing'
      : token
        ? 'subscribed'
        : 'idle';

  function setEmail(value: string) {
    setEmailValue(value);
    setError(null);
  }

  function subscribe() {
    if (status !== 'idle') return;
    const address = email.trim();
    if (!EMAIL_PATTERN.test(address)) return setError(profileMessages.invalidEmail);
    join.mutate(address, {
      onSuccess: (answer) => setToken(answer.token),
      onError: () => setError(profileMessages.subscribeFailed),
    });
  }

  function unsubscribe() {
    if (status !== 'subscribed' || !token) return;
    leave.mutate(
      { email: email.trim(), token },
      {
        onSuccess: () => {
          setToken(null);
          setEmailValue('');
        },
        onError: () => setError(profileMessages.unsubscribeFailed),
      },
    );
  }

  return { status, email, setEmail, error, subscribe, unsubscribe };
}

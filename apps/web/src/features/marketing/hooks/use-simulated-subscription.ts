import { useEffect, useRef, useState } from 'react';
import { profileMessages, SUBSCRIBE_DELAY_MS, UNSUBSCRIBE_DELAY_MS } from '../lib/company-profile';

export type SubscriptionStatus = 'idle' | 'submitting' | 'subscribed' | 'unsubscribing';

/** Spec section 5: non-empty and a simple x@y.z shape. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The team profile's 'Stay Updated' form. Spec section 4 describes these actions as simulated on
 * the page, and so they are here: subscribing takes a second, unsubscribing half a second, and
 * nothing is sent.
 */
export function useSimulatedSubscription() {
  const [status, setStatus] = useState<SubscriptionStatus>('idle');
  const [email, setEmailValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const timer = useRef(0);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const after = (ms: number, then: () => void) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(then, ms);
  };

  function setEmail(value: string) {
    setEmailValue(value);
    setError(null);
  }

  function subscribe() {
    if (status !== 'idle') return;
    if (!EMAIL_PATTERN.test(email.trim())) return setError(profileMessages.invalidEmail);
    setStatus('submitting');
    after(SUBSCRIBE_DELAY_MS, () => setStatus('subscribed'));
  }

  function unsubscribe() {
    if (status !== 'subscribed') return;
    setStatus('unsubscribing');
    after(UNSUBSCRIBE_DELAY_MS, () => {
      setEmailValue('');
      setStatus('idle');
    });
  }

  return { status, email, setEmail, error, subscribe, unsubscribe };
}

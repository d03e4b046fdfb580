import { useState, useSyncExternalStore } from 'react';
import {
  DEFAULT_COMMENT_FREQUENCY,
  DEFAULT_NOTIFICATION_PREFERENCE,
  DEFAULT_UPDATE_FREQUENCY,
  subscriberMessages,
  type CommentFrequency,
  type NotificationPreference,
  type UpdateFrequency,
} from '@shiplog/contract';
import { isApiError } from '@/lib/api-error';
import { useSubscribe } from '../api/subscribe';
import { useUnsubscribe } from '../api/unsubscribe';
import { parseEmail } from '@/lib/email';
import {
  parsePending,
  readPendingRaw,
  savePendingSubscription,
  type PendingSubscription,
} from '../lib/pending-subscription';

/** The kept request changes only through this hook (setPending), which re-renders by itself. */
const noChanges = () => () => {};

const rateLimited = (error: unknown) => isApiError(error) && error.status === 429;

/**
 * The Stay Updated panel's state: the form (address and the three preferences), then the request
 * waiting for its confirmation mail, which this page may undo with the token it was given.
 */
export function useStayUpdated(projectId: string) {
  const subscribe = useSubscribe(projectId);
  const unsubscribe = useUnsubscribe(projectId);
  // What this tab kept, read after hydration: the server renders the page without it.
  const kept = useSyncExternalStore(
    noChanges,
    () => readPendingRaw(projectId),
    () => null,
  );
  const [chosen, setPendingState] = useState<PendingSubscription | null | undefined>(undefined);
  const pending = chosen !== undefined ? chosen : parsePending(kept);
  const [email, setEmail] = useState('');
  const [preference, setPreference] = useState<NotificationPreference>(DEFAULT_NOTIFICATION_PREFERENCE);
  const [frequency, setFrequency] = useState<CommentFrequency>(DEFAULT_COMMENT_FREQUENCY);
  const [updateFrequency, setUpdateFrequency] = useState<UpdateFrequency>(DEFAULT_UPDATE_FREQUENCY);
  const [error, setError] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const [checking, setChecking] = useState(false);
  /** What became of the last Unsubscribe, shown above the form again. */
  const [notice, setNotice] = useState<string | null>(null);

  function setPending(next: PendingSubscription | null) {
    savePendingSubscription(projectId, next);
    setPendingState(next);
  }

  async function submit() {
    if (checking || subscribe.isPending) return;
    // The address check loads its schema on the first submit: the form shows as sending meanwhile.
    setChecking(true);
    const address = await parseEmail(email);
    setChecking(false);
    setNotice(null);
    if (!address) {
      setInvalid(true);
      return setError(subscriberMessages.invalidEmail);
    }
    setInvalid(false);
    setError(null);
    subscribe.mutate(
      {
        email: address,
        notification_preference: preference,
        comment_frequency: frequency,
        update_frequency: updateFrequency,
      },
      {
        onSuccess: (answer) => setPending({ email: address, token: answer.token }),
        onError: (failure) =>
          setError(
            rateLimited(failure) ? subscriberMessages.rateLimited : subscriberMessages.subscribeFailed,
          ),
      },
    );
  }

  function undo() {
    if (!pending) return;
    setError(null);
    unsubscribe.mutate(pending, {
      onSuccess: (answer) => {
        setPending(null);
        setEmail('');
        setNotice(
          answer.status === 'unsubscribed'
            ? subscriberMessages.unsubscribed
            : subscriberMessages.unsubscribeLinkSent,
        );
      },
      onError: (failure) =>
        setError(
          rateLimited(failure) ? subscriberMessages.rateLimited : subscriberMessages.unsubscribeFailed,
        ),
    });
  }

  return {
    pending,
    email,
    setEmail: (value: string) => {
      setEmail(value);
      if (!invalid) return;
      setInvalid(false);
      setError(null);
    },
    preference,
    setPreference,
    frequency,
    setFrequency,
    updateFrequency,
    setUpdateFrequency,
    error,
    invalid,
    notice,
    submitting: checking || subscribe.isPending,
    unsubscribing: unsubscribe.isPending,
    submit,
    undo,
  };
}

export type StayUpdatedState = ReturnType<typeof useStayUpdated>;

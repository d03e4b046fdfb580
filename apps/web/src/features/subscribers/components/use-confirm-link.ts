import { useEffect, useRef, useState } from 'react';
import { useConfirmSubscription, type ConfirmResult } from '../api/confirm-subscription';
import { readConfirmed, rememberConfirmed } from '../lib/confirmed-links';

export type ConfirmState =
  | { status: 'confirming' }
  | { status: 'confirmed'; result: ConfirmResult }
  | { status: 'failed'; error: unknown };

/**
 * Posts the mail's token once when the page opens. A ref guards the effect, which strict mode
 * runs twice: the link is single use, so a second post would fail.
 */
export function useConfirmLink(token: string) {
  const confirm = useConfirmSubscription();
  const { mutate } = confirm;
  const [remembered] = useState(() => (token ? readConfirmed(token) : null));
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !token || remembered) return;
    started.current = true;
    mutate(token, { onSuccess: (result) => rememberConfirmed(token, result) });
  }, [token, remembered, mutate]);

  const retry = () => mutate(token, { onSuccess: (result) => rememberConfirmed(token, result) });
  let state: ConfirmState;
  if (remembered) state = { status: 'confirmed', result: remembered };
  else if (confirm.isSuccess) state = { status: 'confirmed', result: confirm.data };
  else if (confirm.isError) state = { status: 'failed', error: confirm.error };
  else state = { status: 'confirming' };
  return { state, retry, retrying: confirm.isPending };
}

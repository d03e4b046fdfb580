import { UserPlus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { subscriberMessages, waitlistAddMessages, type WaitlistAddResponse } from '@shiplog/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmailInput } from '@/components/ui/email-input';
import { Label } from '@/components/ui/label';
import { serverMessage } from '@/lib/server-message';
import { useAddSubscriber } from '../api/add-subscriber';
import { parseEmail } from '@/lib/email';

/** What happened, in words: added and mailed, or already on the list (nothing sent). */
function addedMessage({ created, subscriber }: WaitlistAddResponse): string {
  if (created) return waitlistAddMessages.added(subscriber.email);
  return subscriber.status === 'confirmed'
    ? waitlistAddMessages.alreadyConfirmed(subscriber.email)
    : waitlistAddMessages.alreadyPending(subscriber.email);
}

/** 'Add by email': the address gets a mail to confirm, and shows as pending until it does. */
export function AddSubscriberForm({ projectId }: { projectId: string }) {
  const id = useId();
  const add = useAddSubscriber(projectId);
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [added, setAdded] = useState<string | null>(null);
  const [listed, setListed] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = await parseEmail(email);
    setAdded(null);
    add.reset();
    if (!address) return setInvalid(true);
    setInvalid(false);
    add.mutate(address, {
      onSuccess: (answer) => {
        setEmail('');
        setListed(!answer.created);
        setAdded(addedMessage(answer));
      },
    });
  }

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <form noValidate onSubmit={submit} className="grid gap-2 border-b border-border p-6">
      <Label htmlFor={`${id}-email`}>Add by email</Label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <EmailInput
          id={`${id}-email`}
          autoComplete="off"
          placeholder="friend@example.com"
          value={email}
          readOnly={add.isPending}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${errorId} ${hintId}` : hintId}
          onChange={(event) => {
            setEmail(event.target.value);
            setInvalid(false);
          }}
        />
        <Button type="submit" variant="secondary" loading={add.isPending} className="max-sm:w-full">
          {!add.isPending && <UserPlus aria-hidden className="size-4" />}
          Add subscriber
        </Button>
      </div>
      {invalid && (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {subscriberMessages.invalidEmail}
        </p>
      )}
      <p id={hintId} className="text-xs text-muted-foreground">
        We mail them a link to confirm; they count as subscribers once they follow it.
      </p>
      {add.isError && (
        <Alert variant="error" title={subscriberMessages.addFailed} className="mt-2">
          {serverMessage(add.error)}
        </Alert>
      )}
      <div role="status" className="empty:hidden">
        {added && (
          <Alert variant={listed ? 'info' : 'success'} role="none" className="mt-2 py-2">
            {added}
          </Alert>
        )}
      </div>
    </form>
  );
}

import { CircleCheck, Mail } from 'lucide-react';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { EmailInput } from '@/components/ui/email-input';
import { Label } from '@/components/ui/label';
import { useChangelogSubscription } from '../../hooks/use-changelog-subscription';
import { profileMessages } from '../../lib/company-profile';

/**
 * 'Stay Updated': the subscribe form, then a thank-you with Unsubscribe. It
 * subscribes to Shiplog's own changelog, with a confirmation mail.
 */
export function SubscribePanel() {
  const id = useId();
  const { status, email, setEmail, error, subscribe, unsubscribe } = useChangelogSubscription();
  const inputRef = useRef<HTMLInputElement>(null);
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const previous = useRef(status);
  const done = status === 'subscribed' || status === 'unsubscribing';

  // The control that was used disappears with each change of state: focus follows the content.
  useEffect(() => {
    if (status === 'subscribed' && previous.current === 'submitting') thanksRef.current?.focus();
    if (status === 'idle' && previous.current === 'unsubscribing') inputRef.current?.focus();
    previous.current = status;
  }, [status]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    subscribe();
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-border bg-card p-6 shadow-card"
    >
      <div className="flex items-center gap-3">
        <span className="flex size-9 items-center justify-center rounded-lg border border-primary/30 bg-primary/10 text-accent">
          <Mail aria-hidden className="size-4" />
        </span>
        <h2 id={`${id}-title`} className="text-lg font-semibold tracking-tight">
          {profileMessages.stayUpdated}
        </h2>
      </div>
      {done ? (
        <div className="mt-4">
          <p
            ref={thanksRef}
            tabIndex={-1}
            className="flex items-center gap-2 font-medium text-success focus:outline-none"
          >
            <CircleCheck aria-hidden className="size-4" />
            {profileMessages.subscribed}
          </p>
          <p className="mt-2 text-sm leading-6 text-muted-foreground">
            We sent a confirmation link to <span className="text-foreground">{email.trim()}</span>. Once you
            confirm, new updates from the Shiplog team go there.
          </p>
          {error && (
            <p role="alert" className="mt-2 text-sm text-danger">
              {error}
            </p>
          )}
          <Button
            variant="secondary"
            className="mt-4 w-full"
            loading={status === 'unsubscribing'}
            onClick={unsubscribe}
          >
            {status === 'unsubscribing' ? profileMessages.unsubscribing : profileMessages.unsubscribe}
          </Button>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="mt-3 grid gap-2">
          <p className="mb-3 text-sm leading-6 text-muted-foreground">
            Releases, new features and the occasional behind-the-scenes note, straight to your inbox.
          </p>
          <Label htmlFor={`${id}-email`}>Email address</Label>
          <EmailInput
            ref={inputRef}
            id={`${id}-email`}
            value={email}
            disabled={status === 'submitting'}
            errorId={error ? `${id}-error` : undefined}
            onChange={(event) => setEmail(event.target.value)}
          />
          {error && (
            <p id={`${id}-error`} role="alert" className="text-sm text-danger">
              {error}
            </p>
          )}
          <Button type="submit" className="mt-2 w-full" loading={status === 'submitting'}>
            {status === 'submitting' ? profileMessages.subscribing : profileMessages.subscribe}
          </Button>
        </form>
      )}
    </section>
  );
}

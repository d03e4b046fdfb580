import { BellRing, MailCheck } from 'lucide-react';
import { useEffect, useId, useRef, type Ref } from 'react';
import { CONFIRM_LINK_TTL_MS, subscriberMessages } from '@shiplog/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SubscribeForm } from './subscribe-form';
import { useStayUpdated, type StayUpdatedState } from './use-stay-updated';

const LINK_DAYS = Math.round(CONFIRM_LINK_TTL_MS / 86_400_000);

export interface StayUpdatedPanelProps {
  projectId: string;
  projectName: string;
}

/**
 * 'Stay Updated' on a public project page: the form, then the request
 * waiting for its confirmation mail with 'Unsubscribe', which returns to the form with the address
 * cleared. Sticky beside the timeline on wide screens, below it on narrow ones.
 */
export function StayUpdatedPanel({ projectId, projectName }: StayUpdatedPanelProps) {
  const id = useId();
  const state = useStayUpdated(projectId);
  const emailRef = useRef<HTMLInputElement>(null);
  const sentRef = useRef<HTMLParagraphElement>(null);
  const wasPending = useRef(state.pending !== null);

  // The control that was used disappears with each change of state: focus follows the content.
  useEffect(() => {
    const isPending = state.pending !== null;
    if (isPending && !wasPending.current) sentRef.current?.focus();
    if (!isPending && wasPending.current) emailRef.current?.focus();
    wasPending.current = isPending;
  }, [state.pending]);

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-primary/30 bg-gradient-to-b from-primary/10 to-card p-5 shadow-card lg:sticky lg:top-24"
    >
      <h2 id={`${id}-title`} className="flex items-center gap-2 font-semibold">
        <BellRing aria-hidden className="size-4 text-accent" />
        Stay Updated
      </h2>
      {state.pending ? (
        <CheckInbox state={state} sentRef={sentRef} />
      ) : (
        <SubscribeForm projectName={projectName} state={state} emailRef={emailRef} />
      )}
    </section>
  );
}

function CheckInbox({ state, sentRef }: { state: StayUpdatedState; sentRef: Ref<HTMLParagraphElement> }) {
  return (
    <div className="mt-3 grid gap-3">
      <p
        ref={sentRef}
        tabIndex={-1}
        role="status"
        className="flex gap-2 text-sm leading-6 font-medium focus:outline-none"
      >
        <MailCheck aria-hidden className="mt-1 size-4 shrink-0 text-success" />
        <span>{subscriberMessages.checkInbox}</span>
      </p>
      <p className="text-sm leading-6 text-muted-foreground">
        We sent it to <span className="font-medium break-all text-foreground">{state.pending?.email}</span>.
        The link works once, for {LINK_DAYS} days; nothing arrives from this project until you follow it.
      </p>
      {state.error && (
        <Alert variant="error" className="py-2.5">
          {state.error}
        </Alert>
      )}
      <Button variant="secondary" className="w-full" loading={state.unsubscribing} onClick={state.undo}>
        Unsubscribe
      </Button>
    </div>
  );
}

import { useEffect, useId, useRef, useState, type ComponentProps, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import {
  FRIEND_EMAIL_KEYS,
  WAITLIST_INVITE_PARAM,
  WAITLIST_STEPS,
  waitlistMessages,
} from '@shiplog/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { serverMessage } from '@/lib/server-message';
import { useJoinWaitlist } from '../api/join-waitlist';
import { useWaitlistInvitation } from '../api/waitlist-links';
import { rememberedReferral } from '../lib/referral';
import {
  checkStep,
  emptyWizardValues,
  stepFields,
  toWaitlistBody,
  type WizardFieldErrors,
  type WizardField,
  type WizardStep,
  type WizardValues,
} from '../lib/wizard-form';
import { ExperienceStep } from './experience-step';
import { InviteStep } from './invite-step';
import { PersonalStep } from './personal-step';
import { WizardProgress } from './wizard-progress';

export type WizardOutcome =
  { kind: 'joined'; referralLink: string; email: string; friendsNamed: number } | { kind: 'welcome-back' };

const stepIntro: Record<WizardStep, string> = {
  1: 'Tell us a little about yourself.',
  2: 'Tell us where you are on your journey.',
  3: 'Invite up to 5 friends to join you.',
};

const steps = { 1: PersonalStep, 2: ExperienceStep, 3: InviteStep } as const;

export interface WaitlistWizardProps {
  onCancel: () => void;
  onDone: (outcome: WizardOutcome) => void;
  onCloseAutoFocus?: ComponentProps<typeof DialogContent>['onCloseAutoFocus'];
}

/**
 * The three-step wizard: Enter goes to the next step, focus moves to
 * the first field of each step (or the first field with a problem); nothing typed is lost
 * while it stays open, including after a failed submit.
 */
export function WaitlistWizard({ onCancel, onDone, onCloseAutoFocus }: WaitlistWizardProps) {
  const idPrefix = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [step, setStep] = useState<WizardStep>(1);
  const [values, setValues] = useState<WizardValues>(emptyWizardValues);
  const [errors, setErrors] = useState<WizardFieldErrors>({});
  const [alert, setAlert] = useState<{ title: string; detail: string | null } | null>(null);
  const [focusRequest, setFocusRequest] = useState<{ field: WizardField } | null>(null);
  const join = useJoinWaitlist();
  const submitting = join.isPending;
  // Opened from a friend's invitation: who invited her, and her address filled in (once).
  const invitation = useWaitlistInvitation(useSearchParams()[0].get(WAITLIST_INVITE_PARAM));
  const invited = invitation.data;
  const [filledFor, setFilledFor] = useState<string | null>(null);
  if (invited && filledFor !== invited.email) {
    setFilledFor(invited.email);
    if (!values.email) setValues((current) => ({ ...current, email: invited.email }));
  }

  useEffect(() => {
    if (!focusRequest) return;
    const controls = formRef.current?.querySelectorAll<HTMLInputElement>(
      `[data-field="${focusRequest.field}"]`,
    );
    const list = Array.from(controls ?? []);
    (list.find((c) => c.checked) ?? list[0])?.focus();
  }, [focusRequest]);

  function change(patch: Partial<WizardValues>) {
    setValues((current) => ({ ...current, ...patch }));
    setAlert(null);
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) {
        if (key === 'friendEmails') {
          for (const field of stepFields[3]) delete next[field];
        } else delete next[key as WizardField];
      }
      return next;
    });
  }

  function goTo(next: WizardStep) {
    setStep(next);
    setAlert(null);
    setErrors({});
    setFocusRequest({ field: stepFields[next][0]! });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const problems = checkStep(step, values);
    if (problems.alert) {
      setAlert({ title: problems.alert, detail: null });
      setFocusRequest({ field: values.firstName.trim() ? 'email' : 'firstName' });
      return;
    }
    const invalid = stepFields[step].find((field) => problems.errors[field]);
    setErrors(problems.errors);
    if (invalid) return setFocusRequest({ field: invalid });
    if (step < WAITLIST_STEPS) return goTo((step + 1) as WizardStep);

    setAlert(null);
    const body = toWaitlistBody(values, rememberedReferral());
    const friendsNamed = FRIEND_EMAIL_KEYS.filter((key) => body[key]).length;
    join.mutate(body, {
      onSuccess: (answer) =>
        onDone(
          answer.alreadyExists
            ? { kind: 'welcome-back' }
            : {
                kind: 'joined',
                referralLink: answer.referral_link,
                email: body.email.trim().toLowerCase(),
                friendsNamed,
              },
        ),
      onError: (error) => {
        // The failure is logged, and the wizard says so and stays open.
        console.error('Joining the waitlist failed', error);
        setAlert({ title: waitlistMessages.submitFailed, detail: serverMessage(error) });
      },
    });
  }

  const Step = steps[step];
  return (
    <DialogContent
      aria-describedby={`${idPrefix}-intro`}
      className="gap-0 p-0 sm:max-w-xl max-sm:top-auto max-sm:bottom-0 max-sm:max-h-[calc(100dvh-0.5rem)] max-sm:w-full max-sm:translate-y-0 max-sm:rounded-b-none max-sm:border-x-0 max-sm:border-b-0"
      // Three steps of typing are not lost to a stray click outside: Cancel, Escape or × close it.
      onInteractOutside={(event) => event.preventDefault()}
      onEscapeKeyDown={(event) => submitting && event.preventDefault()}
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        setFocusRequest({ field: 'firstName' });
      }}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <form ref={formRef} noValidate onSubmit={submit} className="grid">
        <div className="grid gap-5 px-5 pt-6 pb-5 sm:px-6">
          <DialogHeader>
            <DialogTitle>Join the Waitlist</DialogTitle>
            <DialogDescription id={`${idPrefix}-intro`}>{stepIntro[step]}</DialogDescription>
          </DialogHeader>
          {invited && (
            <p className="rounded-lg border border-accent/30 bg-accent/10 px-3 py-2 text-sm font-medium">
              {waitlistMessages.invitedBy(invited.inviter_name)}
            </p>
          )}
          <WizardProgress step={step} />
          <Step idPrefix={idPrefix} values={values} errors={errors} disabled={submitting} onChange={change} />
          {alert && (
            <Alert variant="error" title={alert.title}>
              {alert.detail}
            </Alert>
          )}
        </div>
        <div className="sticky bottom-0 flex items-center gap-2 border-t border-border bg-popover px-5 py-4 sm:px-6">
          <Button variant="ghost" onClick={onCancel} disabled={submitting} className="-ml-2 max-sm:px-3">
            Cancel
          </Button>
          <div className="ml-auto flex items-center gap-2">
            {step > 1 && (
              <Button
                variant="secondary"
                disabled={submitting}
                onClick={() => goTo((step - 1) as WizardStep)}
              >
                Previous
              </Button>
            )}
            <Button type="submit" loading={submitting}>
              {step < WAITLIST_STEPS ? 'Next' : 'Join Waitlist'}
            </Button>
          </div>
        </div>
      </form>
    </DialogContent>
  );
}

import { useId, type FormEvent, type Ref } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmailInput } from '@/components/ui/email-input';
import { Label } from '@/components/ui/label';
import { frequencyOptions, preferenceOptions, updateFrequencyOptions } from '../lib/choices';
import { ChoiceSelect } from './choice-select';
import type { StayUpdatedState } from './use-stay-updated';

export interface SubscribeFormProps {
  projectName: string;
  state: StayUpdatedState;
  emailRef: Ref<HTMLInputElement>;
}

/** The panel's form: address, which updates and how they arrive, how comments arrive; the default choices preselected. */
export function SubscribeForm({ projectName, state, emailRef }: SubscribeFormProps) {
  const id = useId();
  const busy = state.submitting;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void state.submit();
  }

  return (
    <form noValidate onSubmit={submit} className="mt-2 grid gap-4">
      <p className="text-sm leading-6 text-muted-foreground">
        Get new updates from {projectName} by email. We ask you to confirm first.
      </p>
      {state.notice && (
        <Alert variant="info" className="py-2.5">
          {state.notice}
        </Alert>
      )}
      <div className="grid gap-2">
        <Label htmlFor={`${id}-email`}>Email address</Label>
        <EmailInput
          ref={emailRef}
          id={`${id}-email`}
          value={state.email}
          readOnly={busy}
          errorId={state.invalid ? `${id}-error` : undefined}
          onChange={(event) => state.setEmail(event.target.value)}
        />
      </div>
      <ChoiceSelect
        label="Updates"
        options={preferenceOptions}
        value={state.preference}
        onChange={state.setPreference}
        disabled={busy}
      />
      <ChoiceSelect
        label="Update mails"
        options={updateFrequencyOptions}
        value={state.updateFrequency}
        onChange={state.setUpdateFrequency}
        disabled={busy}
      />
      <ChoiceSelect
        label="Comment notifications"
        options={frequencyOptions}
        value={state.frequency}
        onChange={state.setFrequency}
        disabled={busy}
      />
      {state.error && (
        <Alert id={`${id}-error`} variant="error" className="py-2.5">
          {state.error}
        </Alert>
      )}
      <Button type="submit" className="w-full" loading={busy}>
        {busy ? 'Subscribing...' : 'Subscribe'}
      </Button>
    </form>
  );
}

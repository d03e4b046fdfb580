import { Mail } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { authMessages, credentialsSchema, signupBodySchema, type Credentials } from '@shiplog/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { messageFor } from '@/lib/server-message';
import { ResendConfirmation } from './resend-confirmation';

const modes = {
  login: {
    open: 'Sign in with Email',
    submit: 'Sign in',
    submitting: 'Signing in...',
    fallback: authMessages.signInFailed,
    schema: credentialsSchema,
    autoComplete: 'current-password',
  },
  register: {
    open: 'Register with Email',
    submit: 'Create account',
    submitting: 'Creating account...',
    fallback: authMessages.registerFailed,
    schema: signupBodySchema,
    autoComplete: 'new-password',
  },
} as const;

export type EmailAuthMode = keyof typeof modes;
type FormState = 'collapsed' | 'expanded' | 'submitting';

export interface EmailAuthFormProps {
  mode: EmailAuthMode;
  /** Resolves with a notice to collapse the form and show it (registration), or nothing. */
  onSubmit: (credentials: Credentials) => Promise<{ notice: string } | void>;
  /** The page to come back to once signed in: a new confirmation link leads there too. */
  next?: string;
}

/** The email form: a collapsed button that expands to email and password fields. */
export function EmailAuthForm({ mode, onSubmit, next }: EmailAuthFormProps) {
  const copy = modes[mode];
  const id = useId();
  const [state, setState] = useState<FormState>('collapsed');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  /** After a sign-up: the server's notice and the address it went to. */
  const [notice, setNotice] = useState<{ text: string; email: string } | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim() || !password) return setError(authMessages.missingCredentials);
    const parsed = copy.schema.safeParse({ email, password });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? copy.fallback);
    setError(null);
    setState('submitting');
    try {
      const result = await onSubmit(parsed.data);
      if (!result) return;
      setNotice({ text: result.notice, email: parsed.data.email });
      setPassword('');
      setState('collapsed');
    } catch (failure) {
      setError(messageFor(failure, copy.fallback));
      setState('expanded');
    }
  }

  if (state === 'collapsed') {
    return (
      <div className="grid gap-4">
        {notice && (
          <Alert variant="success" title="Check your inbox">
            <p>
              {authMessages.sentTo(notice.email)} {notice.text}
            </p>
            {mode === 'register' && <ResendConfirmation email={notice.email} next={next} />}
          </Alert>
        )}
        <Button
          size="lg"
          variant="secondary"
          className="w-full"
          onClick={() => {
            setNotice(null);
            setState('expanded');
          }}
        >
          <Mail aria-hidden className="size-5" />
          {copy.open}
        </Button>
      </div>
    );
  }

  const submitting = state === 'submitting';
  const hintId = `${id}-password-hint`;
  // The password rule is said once: under the field, in the error colour when it is the error.
  const ruleBroken = mode === 'register' && error === authMessages.passwordHint;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-5">
      <Field id={`${id}-email`} label="Email">
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          autoFocus
          placeholder="you@example.com"
          value={email}
          disabled={submitting}
          aria-invalid={error && !ruleBroken ? true : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
      </Field>
      <Field
        id={`${id}-password`}
        label="Password"
        hint={
          mode === 'register' ? (
            <span role={ruleBroken ? 'alert' : undefined} className={ruleBroken ? 'text-danger' : undefined}>
              {authMessages.passwordHint}
            </span>
          ) : undefined
        }
      >
        <PasswordInput
          id={`${id}-password`}
          autoComplete={copy.autoComplete}
          value={password}
          disabled={submitting}
          aria-invalid={error ? true : undefined}
          aria-describedby={mode === 'register' ? hintId : undefined}
          onChange={(event) => setPassword(event.target.value)}
        />
      </Field>
      {error && !ruleBroken && <Alert variant="error">{error}</Alert>}
      <div className="grid gap-2">
        <Button type="submit" size="lg" className="w-full" loading={submitting}>
          {submitting ? copy.submitting : copy.submit}
        </Button>
        <Button
          variant="ghost"
          className="w-full"
          disabled={submitting}
          onClick={() => {
            setError(null);
            setState('collapsed');
          }}
        >
          Back
        </Button>
      </div>
    </form>
  );
}

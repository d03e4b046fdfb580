import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { authMessages, changePasswordBodySchema, type User } from '@shiplog/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { messageFor } from '@/lib/server-message';
import { useChangePassword } from '../api/change-password';
import { SettingsFooter, SettingsSection } from '@/components/ui/settings-section';

/** Whether the account signs in with a password (GitHub-only accounts have none). */
export function hasPassword(user: User): boolean {
  return (
    user.identities.some((identity) => identity.provider === 'email') ||
    user.app_metadata.providers.includes('email')
  );
}

export function PasswordSection({ user }: { user: User }) {
  const id = useId();
  const change = useChangePassword();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [error, setError] = useState<string | null>(null);

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!current) return setError('Please enter your current password');
    const parsed = changePasswordBodySchema.safeParse({ current_password: current, new_password: next });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Please check the form');
    setError(null);
    change.mutate(parsed.data, {
      onSuccess: () => {
        setCurrent('');
        setNext('');
        toast.success('Password changed', { description: 'Your other sessions have been signed out.' });
      },
      onError: (failure) =>
        setError(messageFor(failure, 'Failed to change your password. Please try again.')),
    });
  }

  const description = 'Changing your password ends your other sessions: other devices have to sign in again.';
  if (!hasPassword(user)) {
    return (
      <SettingsSection id="password" title="Password" description={description}>
        <p className="p-6 text-sm text-muted-foreground">
          You sign in with GitHub, so this account has no password.
        </p>
      </SettingsSection>
    );
  }
  return (
    <SettingsSection id="password" title="Password" description={description}>
      <form noValidate onSubmit={save}>
        <div className="grid gap-6 p-6">
          {/* Lets password managers pair the new password with the account. */}
          <input type="hidden" autoComplete="username" value={user.email} readOnly />
          <Field id={`${id}-current`} label="Current password">
            <PasswordInput
              id={`${id}-current`}
              autoComplete="current-password"
              value={current}
              onChange={(event) => setCurrent(event.target.value)}
            />
          </Field>
          <Field id={`${id}-new`} label="New password" hint={authMessages.passwordHint}>
            <PasswordInput
              id={`${id}-new`}
              autoComplete="new-password"
              aria-describedby={`${id}-new-hint`}
              value={next}
              onChange={(event) => setNext(event.target.value)}
            />
          </Field>
          {error && <Alert variant="error">{error}</Alert>}
        </div>
        <SettingsFooter>
          <Button type="submit" loading={change.isPending} disabled={!current && !next}>
            Change password
          </Button>
        </SettingsFooter>
      </form>
    </SettingsSection>
  );
}

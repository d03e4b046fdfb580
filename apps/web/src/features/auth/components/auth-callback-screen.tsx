import { CircleCheck, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { authMessages, paths } from '@shiplog/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { AuthShell } from './auth-shell';
import { useAuthCallback } from './use-auth-callback';

const iconTile = 'flex size-12 items-center justify-center rounded-xl border';

/** Shared by /auth/callback and /auth/github/callback. */
export function AuthCallbackScreen() {
  const state = useAuthCallback();

  if (state.status === 'error') {
    return (
      <AuthShell
        title={authMessages.errorTitle}
        icon={
          <span className={`${iconTile} border-danger/30 bg-danger-muted text-danger`}>
            <TriangleAlert aria-hidden className="size-6" />
          </span>
        }
      >
        <Alert variant="error">
          <p>{state.message}</p>
          {state.detail && <p className="mt-1 text-muted-foreground">{state.detail}</p>}
        </Alert>
        <Button asChild size="lg" className="mt-6 w-full">
          <Link to={paths.login}>Back to Login</Link>
        </Button>
        <p className="mt-6 text-center text-xs text-muted-foreground">
          Still stuck?{' '}
          <Link to={paths.authDiagnostic} className="font-medium text-accent hover:underline">
            Run the auth diagnostics
          </Link>
        </p>
      </AuthShell>
    );
  }

  const redirecting = state.status === 'redirecting';
  return (
    <AuthShell
      title={
        redirecting
          ? state.backToPage
            ? 'Taking you back...'
            : authMessages.redirecting
          : authMessages.finalizing
      }
      description={redirecting ? 'You are signed in.' : 'This only takes a moment.'}
      icon={
        <span className={`${iconTile} border-border bg-card shadow-card text-accent`}>
          {redirecting ? (
            <CircleCheck aria-hidden className="size-6 text-success" />
          ) : (
            <Spinner size="md" label="Signing you in" />
          )}
        </span>
      }
    />
  );
}

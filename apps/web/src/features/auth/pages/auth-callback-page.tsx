import { Spinner } from '@/components/ui/spinner';
import { AuthShell } from '../components/auth-shell';

/** Shared by /auth/callback and /auth/github/callback. */
export function AuthCallbackPage() {
  return (
    <AuthShell title="Finalizing authentication..." description="This only takes a moment.">
      <div className="flex justify-center text-accent">
        <Spinner size="lg" label="Signing you in" />
      </div>
    </AuthShell>
  );
}

import { Link, Navigate } from 'react-router';
import { paths, signInPath } from '@shiplog/contract';
import { useSession } from '../api/get-session';
import { useSignup } from '../api/signup';
import { AuthShell, OrDivider } from '../components/auth-shell';
import { EmailAuthForm } from '../components/email-auth-form';
import { GithubButton } from '../components/github-button';
import { HowItWorks } from '../components/how-it-works';
import { useSignedInTarget } from '../components/use-signed-in-target';

export function RegisterPage() {
  const { data: session } = useSession();
  const signup = useSignup();
  const target = useSignedInTarget();
  const next = target === paths.dashboard ? undefined : target;
  if (session) return <Navigate to={target} replace />;
  return (
    <AuthShell
      title="Create your account"
      description="Free during beta. No credit card required."
      aside={<HowItWorks />}
    >
      <GithubButton label="Register with GitHub" next={next} />
      <OrDivider />
      {/* The mailed link brings the reader back to the page they came from (`next`). */}
      <EmailAuthForm
        mode="register"
        next={next}
        onSubmit={async (body) => ({ notice: (await signup.mutateAsync({ ...body, next })).message })}
      />
      <p className="mt-8 text-center text-sm text-muted-foreground">
        Already have an account?{' '}
        <Link to={signInPath(next)} className="font-medium text-accent hover:underline">
          Sign in
        </Link>
      </p>
    </AuthShell>
  );
}

import { Link, Navigate } from 'react-router';
import { paths } from '@shiplog/contract';
import { useSession } from '../api/get-session';
import { useSignup } from '../api/signup';
import { AuthShell, OrDivider } from '../components/auth-shell';
import { EmailAuthForm } from '../components/email-auth-form';
import { GithubButton } from '../components/github-button';
import { HowItWorks } from '../components/how-it-works';

export function RegisterPage() {
  const { data: session } = useSession();
  const signup = useSignup();
  if (session) return <Navigate to={paths.dashboard} replace />;
  return (
    <AuthShell
      title="Create your account"
      description="Free during beta. No credit card required."
      aside={<HowItWorks />}
    >
      <GithubButton label="Register with GitHub" />
      <OrDivider />
      <EmailAuthForm
        mode="register"
        onSubmit={async (body) => ({ notice: (await signup.mutateAsync(body)).message })}
      />
      <p className="mt-8 text-center text-sm text-muted-foreground">
        Already have an account?{' '}
        <Link to={paths.login} className="font-medium text-accent hover:underline">
          Sign in
        </Link>
      </p>
    </AuthShell>
  );
}

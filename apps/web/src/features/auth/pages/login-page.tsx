import { Link, Navigate, useNavigate } from 'react-router';
import { paths, RETURN_PARAM } from '@shiplog/contract';
import { useSession } from '../api/get-session';
import { useLogin } from '../api/login';
import { AuthShell, OrDivider } from '../components/auth-shell';
import { BenefitList } from '../components/benefit-list';
import { EmailAuthForm } from '../components/email-auth-form';
import { GithubButton } from '../components/github-button';
import { useSignedInTarget } from '../components/use-signed-in-target';

export function LoginPage() {
  const { data: session } = useSession();
  const login = useLogin();
  const navigate = useNavigate();
  const target = useSignedInTarget();
  const next = target === paths.dashboard ? undefined : target;
  if (session && !login.isPending) return <Navigate to={target} replace />;
  return (
    <AuthShell
      title="Sign in"
      description="Welcome back. Sign in to turn your latest commits into stories."
      aside={<BenefitList />}
    >
      <GithubButton label="Sign in with GitHub" next={next} />
      <OrDivider />
      <EmailAuthForm
        mode="login"
        onSubmit={async (credentials) => {
          // An unconfirmed address is mailed a new link, which comes back here too.
          await login.mutateAsync({ ...credentials, next });
          await navigate(target, { replace: true });
        }}
      />
      <p className="mt-8 text-center text-sm text-muted-foreground">
        New to Shiplog?{' '}
        <Link
          to={next ? `${paths.register}?${new URLSearchParams({ [RETURN_PARAM]: next })}` : paths.register}
          className="font-medium text-accent hover:underline"
        >
          Create an account
        </Link>
      </p>
    </AuthShell>
  );
}

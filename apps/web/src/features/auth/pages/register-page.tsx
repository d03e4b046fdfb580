import { Link } from 'react-router';
import { paths } from '@shiplog/contract';
import { AuthShell } from '../components/auth-shell';

export function RegisterPage() {
  return (
    <AuthShell title="Create your account" description="Free during beta. No credit card required.">
      <p className="text-center text-sm text-muted-foreground">
        Already have an account?{' '}
        <Link to={paths.login} className="font-medium text-accent hover:underline">
          Sign in
        </Link>
      </p>
    </AuthShell>
  );
}

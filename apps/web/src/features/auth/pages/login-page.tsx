import { Link } from 'react-router';
import { paths } from '@shiplog/contract';
import { AuthShell } from '../components/auth-shell';

export function LoginPage() {
  return (
    <AuthShell title="Sign in" description="Welcome back. Sign in to turn your latest commits into stories.">
      <p className="text-center text-sm text-muted-foreground">
        New to Shiplog?{' '}
        <Link to={paths.register} className="font-medium text-accent hover:underline">
          Create an account
        </Link>
      </p>
    </AuthShell>
  );
}

import { useApiClient } from '@/lib/api-context';
import { apiHealthCheck, githubSignInCheck, sessionRefreshCheck } from '../components/diagnostics/checks';
import { DiagnosticsView } from '../components/diagnostics/diagnostics-view';

const notes = [
  {
    title: 'Signed out right after signing in?',
    text: 'Shiplog keeps your session in a cookie. Allow cookies for this site, and turn off extensions that block them.',
  },
  {
    title: 'GitHub sign-in is not configured',
    text: 'The server has no GitHub OAuth app. Its operator sets GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET; email sign-in works meanwhile.',
  },
  {
    title: 'Sign-in link expired or already used',
    text: 'Confirmation and sign-in links work once and expire. Sign in again and use the newest email.',
  },
  {
    title: 'Session refresh fails',
    text: 'Your session ended, for example after a password change on another device. Sign out, then sign in again.',
  },
  {
    title: 'API health fails',
    text: 'The server or its database is not answering. Wait a minute and re-run the checks; if it persists, contact the operator.',
  },
  {
    title: 'Clock or timezone looks wrong',
    text: 'Sign-in links and sessions depend on time. Make sure your device sets its clock automatically.',
  },
];

export function AuthDiagnosticPage() {
  const client = useApiClient();
  return (
    <DiagnosticsView
      title="Auth diagnostics"
      description="Environment, session state and sign-in checks, to help you fix authentication problems."
      makeChecks={(signedIn) => [
        apiHealthCheck(client),
        sessionRefreshCheck(client, signedIn),
        githubSignInCheck(client),
      ]}
      notes={notes}
    />
  );
}

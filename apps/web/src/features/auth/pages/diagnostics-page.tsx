import { Link } from 'react-router';
import { paths } from '@shiplog/contract';
import { useApiClient } from '@/lib/api-context';
import { apiHealthCheck } from '../components/diagnostics/checks';
import { DiagnosticsView } from '../components/diagnostics/diagnostics-view';

const notes = [
  {
    title: 'API health fails',
    text: 'The server or its database is not answering. Wait a minute and re-run the checks.',
  },
  {
    title: 'Trouble signing in?',
    text: (
      <>
        The{' '}
        <Link to={paths.authDiagnostic} className="font-medium text-accent hover:underline">
          auth diagnostics
        </Link>{' '}
        check your session and GitHub sign-in in more detail.
      </>
    ),
  },
];

export function DiagnosticsPage() {
  const client = useApiClient();
  return (
    <DiagnosticsView
      title="Diagnostics"
      description="A quick health check of your browser, the Shiplog API and your session."
      makeChecks={() => [apiHealthCheck(client)]}
      notes={notes}
    />
  );
}

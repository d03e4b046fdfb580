import { useQueryClient } from '@tanstack/react-query';
import { LogIn, LogOut, RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@shiplog/contract';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { sessionQueryKey } from '@/lib/session';
import { useLogout } from '../../api/logout';
import { useSession } from '../../api/get-session';
import { AuthStatusCard } from './auth-status-card';
import { CheckList } from './check-list';
import { EnvironmentCard } from './environment-card';
import { TroubleshootingNotes, type TroubleshootingNotesProps } from './troubleshooting-notes';
import { useChecks, type Check } from './use-checks';

export interface DiagnosticsViewProps {
  title: string;
  description: string;
  /** The checks to run, given whether the visitor is signed in. */
  makeChecks: (signedIn: boolean) => Check[];
  notes: TroubleshootingNotesProps['notes'];
}

function summary(statuses: string[]): string {
  const count = (status: string) => statuses.filter((s) => s === status).length;
  if (count('running')) return 'Running checks…';
  const parts = [`${count('success')} passed`, `${count('failed')} failed`];
  if (count('skipped')) parts.push(`${count('skipped')} skipped`);
  return parts.join(', ');
}

/** Environment, auth status, test results, actions and troubleshooting notes. */
export function DiagnosticsView({ title, description, makeChecks, notes }: DiagnosticsViewProps) {
  const session = useSession();
  const queryClient = useQueryClient();
  const logout = useLogout();
  const signedIn = Boolean(session.data);
  const { results, rerun, running } = useChecks(makeChecks(signedIn), !session.isPending);
  const failed = results.some((r) => r.status === 'failed');

  return (
    <Container className="py-16">
      <PageHeader eyebrow="Support" title={title} description={description} />
      {/* Narrow screens: checks, then status and actions, then notes. Wide: notes under the checks. */}
      <div className="mt-10 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_1fr]">
        <Card className="lg:col-start-1 lg:row-start-1">
          <CardHeader className="flex-row items-start justify-between gap-4">
            <div className="grid gap-1.5">
              <CardTitle as="h2">Checks</CardTitle>
              <CardDescription aria-live="polite">{summary(results.map((r) => r.status))}</CardDescription>
            </div>
            {failed && !running && (
              <span className="rounded-full bg-danger-muted px-2.5 whitespace-nowrap py-0.5 text-xs font-medium text-danger">
                Needs attention
              </span>
            )}
          </CardHeader>
          <CardContent>
            <CheckList results={results} />
          </CardContent>
        </Card>
        <div className="grid gap-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <AuthStatusCard session={session.data} pending={session.isPending} />
          <Card>
            <CardHeader>
              <CardTitle as="h2">Actions</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-2">
              <Button
                loading={running}
                onClick={() => {
                  void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
                  rerun();
                }}
              >
                {!running && <RotateCcw aria-hidden className="size-4" />}
                Re-run checks
              </Button>
              {signedIn && (
                <Button variant="secondary" loading={logout.isPending} onClick={() => logout.mutate()}>
                  <LogOut aria-hidden className="size-4" />
                  Sign out
                </Button>
              )}
              <Button asChild variant="secondary">
                <Link to={paths.login}>
                  <LogIn aria-hidden className="size-4" />
                  Go to login
                </Link>
              </Button>
            </CardContent>
          </Card>
          <EnvironmentCard />
        </div>
        <div className="lg:col-start-1 lg:row-start-2">
          <TroubleshootingNotes notes={notes} />
        </div>
      </div>
    </Container>
  );
}

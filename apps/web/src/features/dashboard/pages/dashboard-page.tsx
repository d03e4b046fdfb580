import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { authMessages, paths, type User } from '@shiplog/contract';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useCurrentSession } from '@/lib/session';

/** Spec: 'Logged in as' followed by the name, or the email when there is none. */
function loggedInAs(user: User): string {
  return user.user_metadata.name?.trim() || user.user_metadata.full_name?.trim() || user.email;
}

export function DashboardPage() {
  const { user } = useCurrentSession();
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  const processing = params.has('code') || params.has('error');

  // An OAuth redirect that lands on the dashboard is finished by the callback screen.
  useEffect(() => {
    if (processing) void navigate({ pathname: paths.authCallback, search }, { replace: true });
  }, [navigate, processing, search]);

  if (processing) {
    return (
      <div role="status" className="flex min-h-[50vh] flex-col items-center justify-center gap-3">
        <Spinner size="lg" className="text-accent" />
        <p className="text-sm text-muted-foreground">{authMessages.processing}</p>
      </div>
    );
  }
  return (
    <Container className="py-16">
      <PageHeader
        title="Dashboard"
        description={
          <>
            Logged in as <span className="font-medium text-foreground">{loggedInAs(user)}</span>
          </>
        }
      />
    </Container>
  );
}

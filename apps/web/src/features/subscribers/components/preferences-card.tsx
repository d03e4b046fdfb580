import { Mail } from 'lucide-react';
import { Link } from 'react-router';
import { projectPagePaths } from '@shiplog/contract';
import { Badge } from '@/components/ui/badge';
import { Container } from '@/components/ui/container';
import type { useDeleteSubscription } from '../api/delete-subscription';
import type { Subscription } from '../api/get-subscription';
import { PreferencesForm } from './preferences-form';
import { UnsubscribeBox } from './unsubscribe-box';

export interface PreferencesCardProps {
  token: string;
  subscription: Subscription;
  remove: ReturnType<typeof useDeleteSubscription>;
}

/** The loaded preferences page: whose subscription to what, the two choices, and the way out. */
export function PreferencesCard({ token, subscription, remove }: PreferencesCardProps) {
  const { project } = subscription;
  return (
    <Container size="sm" className="py-12 sm:py-16">
      <div className="rounded-2xl border border-border bg-card shadow-card">
        <header className="flex flex-col gap-4 border-b border-border p-6 sm:flex-row sm:items-start sm:p-8">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl border border-primary/30 bg-primary/10 text-accent">
            <Mail aria-hidden className="size-5" />
          </span>
          <div className="min-w-0">
            <p className="text-sm font-medium text-accent">
              <Link to={projectPagePaths(project).page} className="hover:underline">
                {project.name}
              </Link>
            </p>
            <h1 className="mt-1 text-2xl font-semibold tracking-tight">Subscription preferences</h1>
            <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              <span>
                For <span className="font-medium break-all text-foreground">{subscription.email}</span>
              </span>
              {subscription.confirmed ? (
                <Badge variant="success">Confirmed</Badge>
              ) : (
                <Badge variant="warning">Pending confirmation</Badge>
              )}
            </p>
            {!subscription.confirmed && (
              <p className="mt-2 text-sm text-muted-foreground">
                Follow the link in the confirmation mail to start receiving updates.
              </p>
            )}
          </div>
        </header>
        <div className="grid gap-8 p-6 sm:p-8">
          <PreferencesForm token={token} subscription={subscription} />
          <UnsubscribeBox subscription={subscription} remove={remove} />
        </div>
      </div>
    </Container>
  );
}

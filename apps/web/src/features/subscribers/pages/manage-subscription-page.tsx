import { ArrowRight, BellOff, BellRing, RotateCw, TriangleAlert } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { projectPagePaths, subscriberMessages } from '@shiplog/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-error';
import { useDeleteSubscription } from '../api/delete-subscription';
import { useResubscribe } from '../api/resubscribe';
import { useSubscription, type Subscription } from '../api/get-subscription';
import { PreferencesCard } from '../components/preferences-card';
import { InvalidLinkScreen, StatusScreen } from '@/components/ui/status-screen';

/** /subscriptions/manage?token=: the preferences page every subscriber mail links to. */
export function ManageSubscriptionPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  if (!token) return <InvalidLinkScreen message={subscriberMessages.manageLinkInvalid} />;
  return <ManageScreen key={token} token={token} />;
}

function ManageScreen({ token }: { token: string }) {
  const query = useSubscription(token);
  const remove = useDeleteSubscription(token);
  if (query.isPending) return <PageSpinner label="Loading your preferences" />;
  if (query.isError) {
    const { error } = query;
    if (isApiError(error) && [400, 403, 404, 410].includes(error.status))
      return <InvalidLinkScreen message={subscriberMessages.manageLinkInvalid} />;
    return (
      <StatusScreen
        icon={TriangleAlert}
        tone="danger"
        title="We could not load your preferences"
        actions={
          <Button size="lg" loading={query.isFetching} onClick={() => void query.refetch()}>
            {!query.isFetching && <RotateCw aria-hidden className="size-4" />}
            Try again
          </Button>
        }
      >
        <p>
          {isApiError(error) && error.status === 429
            ? subscriberMessages.rateLimited
            : 'Something went wrong on our side. Please try again.'}
        </p>
      </StatusScreen>
    );
  }
  // Unsubscribed here, or earlier with this link (a mail's one-click unsubscribe, another visit).
  if (remove.isSuccess || query.data.unsubscribed)
    return <Unsubscribed token={token} subscription={query.data} onBack={() => remove.reset()} />;
  return <PreferencesCard token={token} subscription={query.data} remove={remove} />;
}

function Unsubscribed({
  token,
  subscription,
  onBack,
}: {
  token: string;
  subscription: Subscription;
  /** Called once the address is subscribed again: the page shows its preferences. */
  onBack: () => void;
}) {
  const { project } = subscription;
  const again = useResubscribe(token);
  const waitlist = subscription.source === 'waitlist';
  return (
    <StatusScreen
      live
      icon={BellOff}
      title={waitlist ? 'You left the waitlist' : subscriberMessages.unsubscribedFrom(project.name)}
      actions={
        <>
          <Button
            size="lg"
            loading={again.isPending}
            onClick={() => again.mutate(undefined, { onSuccess: onBack })}
          >
            {!again.isPending && <BellRing aria-hidden className="size-4" />}
            {waitlist ? 'Join the waitlist again' : 'Subscribe again'}
          </Button>
          <Button asChild size="lg" variant="secondary">
            <Link to={projectPagePaths(project).page}>
              Back to {project.name}
              <ArrowRight aria-hidden className="size-4" />
            </Link>
          </Button>
        </>
      }
    >
      <p>
        {subscriberMessages.unsubscribed}{' '}
        <span className="font-medium break-all text-foreground">{subscription.email}</span> will get no more
        mail from {project.name}.
      </p>
      {again.isError && <Alert variant="error">{subscriberMessages.resubscribeFailed}</Alert>}
    </StatusScreen>
  );
}

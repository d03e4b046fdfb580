import { ArrowRight, BellOff, RotateCw, TriangleAlert } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { paths, subscriberMessages } from '@shiplog/contract';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-error';
import { useDeleteSubscription } from '../api/delete-subscription';
import { useSubscription, type Subscription } from '../api/get-subscription';
import { PreferencesCard } from '../components/preferences-card';
import { InvalidLinkScreen, SubscriptionScreen } from '../components/subscription-screen';

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
      <SubscriptionScreen
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
      </SubscriptionScreen>
    );
  }
  if (remove.isSuccess) return <Unsubscribed subscription={query.data} />;
  return <PreferencesCard token={token} subscription={query.data} remove={remove} />;
}

function Unsubscribed({ subscription }: { subscription: Subscription }) {
  const { project } = subscription;
  return (
    <SubscriptionScreen
      live
      icon={BellOff}
      title={subscription.source === 'waitlist' ? 'You left the waitlist' : 'Unsubscribed'}
      actions={
        <Button asChild size="lg" variant="secondary">
          <Link to={paths.project(encodeURIComponent(project.id))}>
            Back to {project.name}
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        </Button>
      }
    >
      <p>
        {subscriberMessages.unsubscribed}{' '}
        <span className="font-medium break-all text-foreground">{subscription.email}</span> will get no more
        mail from {project.name}.
      </p>
      <p>Changed your mind? Subscribe again on the project page.</p>
    </SubscriptionScreen>
  );
}

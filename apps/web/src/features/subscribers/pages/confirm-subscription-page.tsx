import { ArrowRight, CircleCheck, RotateCw, Settings2, TriangleAlert } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { paths, projectPagePaths, subscriberMessages } from '@shiplog/contract';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-error';
import { InvalidLinkScreen, StatusScreen } from '@/components/ui/status-screen';
import { useConfirmLink } from '../components/use-confirm-link';

const manageHref = (token: string) => `${paths.manageSubscription}?token=${encodeURIComponent(token)}`;

/** /subscriptions/confirm?token=: the link of the confirmation mail (double opt-in). */
export function ConfirmSubscriptionPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  if (!token) return <InvalidLinkScreen live message={subscriberMessages.confirmLinkInvalid} />;
  return <ConfirmScreen token={token} />;
}

function ConfirmScreen({ token }: { token: string }) {
  const { state, retry, retrying } = useConfirmLink(token);
  if (state.status === 'confirming') return <PageSpinner label="Confirming your subscription" />;
  if (state.status === 'confirmed') {
    const { project, manage_token } = state.result;
    return (
      <StatusScreen
        live
        icon={CircleCheck}
        tone="success"
        title={`You're subscribed to ${project.name}`}
        actions={
          <>
            <Button asChild size="lg">
              <Link to={projectPagePaths(project).page}>
                View {project.name}
                <ArrowRight aria-hidden className="size-4" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <Link to={manageHref(manage_token)}>
                <Settings2 aria-hidden className="size-4" />
                Manage preferences
              </Link>
            </Button>
          </>
        }
      >
        <p>{subscriberMessages.confirmed} New updates will arrive in your inbox.</p>
        <p>Every mail links to your preferences, where you can change what you get or unsubscribe.</p>
      </StatusScreen>
    );
  }
  const { error } = state;
  if (isApiError(error) && [400, 403, 404, 410].includes(error.status))
    return <InvalidLinkScreen live message={subscriberMessages.confirmLinkInvalid} />;
  return (
    <StatusScreen
      live
      icon={TriangleAlert}
      tone="danger"
      title="We could not confirm your subscription"
      actions={
        <Button size="lg" loading={retrying} onClick={retry}>
          {!retrying && <RotateCw aria-hidden className="size-4" />}
          Try again
        </Button>
      }
    >
      <p>
        {isApiError(error) && error.status === 429
          ? subscriberMessages.rateLimited
          : 'Something went wrong on our side. Your link still works: please try again.'}
      </p>
    </StatusScreen>
  );
}

import { CircleCheck, RotateCw, TriangleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths, waitlistMessages } from '@shiplog/contract';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { InvalidLinkScreen, StatusScreen } from '@/components/ui/status-screen';
import { isApiError } from '@/lib/api-error';
import { useConfirmWaitlist } from '../api/join-waitlist';

/** /waitlist/confirm?token=: the waitlist welcome mail's link; confirms once, then says so. */
export function ConfirmWaitlistPage() {
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const confirm = useConfirmWaitlist();
  const { mutate } = confirm;
  // Strict mode runs effects twice: post once (a second post would only say "confirmed before").
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !token) return;
    started.current = true;
    mutate(token);
  }, [token, mutate]);

  if (!token) return <InvalidLinkScreen live message={waitlistMessages.confirmLinkInvalid} />;
  if (confirm.isSuccess)
    return (
      <StatusScreen
        live
        icon={CircleCheck}
        tone="success"
        title={waitlistMessages.confirmedTitle}
        actions={
          <Button asChild size="lg">
            <Link to={paths.register}>Create your free account</Link>
          </Button>
        }
      >
        <p>{waitlistMessages.confirmed}</p>
        {confirm.data.newly_confirmed && <p>{waitlistMessages.friendsInvited}</p>}
        <p>You do not have to wait: anyone can start with a free account today.</p>
      </StatusScreen>
    );
  if (confirm.isError) {
    if (isApiError(confirm.error) && [400, 404].includes(confirm.error.status))
      return <InvalidLinkScreen live message={waitlistMessages.confirmLinkInvalid} />;
    return (
      <StatusScreen
        live
        icon={TriangleAlert}
        tone="danger"
        title="We could not confirm your address"
        actions={
          <Button size="lg" loading={confirm.isPending} onClick={() => mutate(token)}>
            {!confirm.isPending && <RotateCw aria-hidden className="size-4" />}
            Try again
          </Button>
        }
      >
        <p>Something went wrong on our side. Your link still works: please try again.</p>
      </StatusScreen>
    );
  }
  return <PageSpinner label="Confirming your address" />;
}

import { useSearchParams } from 'react-router';
import { waitlistMessages, type WaitlistReferrals } from '@shiplog/contract';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { RetryAlert } from '@/components/ui/retry-alert';
import { PageSpinner } from '@/components/ui/spinner';
import { InvalidLinkScreen } from '@/components/ui/status-screen';
import { isApiError } from '@/lib/api-error';
import { formatCount } from '@/lib/format';
import { useWaitlistReferrals } from '../api/waitlist-links';
import { ReferralLink } from '../components/referral-link';

const friendStatus = {
  joined: { label: 'Joined', variant: 'success' },
  invited: { label: 'Invited', variant: 'primary' },
  waiting_for_confirmation: { label: 'Invited once you confirm', variant: 'warning' },
} as const;

function Friends({ friends }: { friends: WaitlistReferrals['friends'] }) {
  if (!friends.length)
    return <p className="text-sm text-muted-foreground">You named no friends when you joined.</p>;
  return (
    <ul aria-label="Friends you named" className="divide-y divide-border rounded-lg border border-border">
      {friends.map(({ email, status }) => (
        <li key={email} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
          <span className="min-w-0 [overflow-wrap:anywhere]">{email}</span>
          <Badge variant={friendStatus[status].variant}>{friendStatus[status].label}</Badge>
        </li>
      ))}
    </ul>
  );
}

/** /waitlist/referrals?token=: an entrant's credit, from the link in their welcome mail (no sign-in). */
export function WaitlistReferralsPage() {
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const referrals = useWaitlistReferrals(token);
  if (!token) return <InvalidLinkScreen message={waitlistMessages.referralsLinkInvalid} />;
  if (referrals.isError && isApiError(referrals.error) && [400, 404].includes(referrals.error.status))
    return <InvalidLinkScreen message={waitlistMessages.referralsLinkInvalid} />;
  if (referrals.isError)
    return (
      <Container size="sm" className="py-16">
        <RetryAlert
          title="We could not load your referrals"
          retrying={referrals.isFetching}
          onRetry={() => void referrals.refetch()}
        >
          Your link still works: please try again.
        </RetryAlert>
      </Container>
    );
  if (!referrals.data) return <PageSpinner label="Loading your referrals" />;
  const data = referrals.data;
  return (
    <Container size="sm" className="grid gap-8 py-12 sm:py-16">
      <PageHeader
        eyebrow="Shiplog waitlist"
        title={waitlistMessages.referralsTitle}
        description={`${data.first_name ? `Hi ${data.first_name}! ` : ''}Everyone who joins through your link is credited to you.`}
      />
      {!data.confirmed && (
        <Alert variant="warning" title="Your address is not confirmed yet">
          Follow the link in your welcome mail to keep your place. The friends you named get their invitation
          then.
        </Alert>
      )}
      <section aria-labelledby="joined-title" className="grid gap-3">
        <h2 id="joined-title" className="text-lg font-semibold">
          Joined through your link
        </h2>
        <dl className="grid grid-cols-2 divide-x divide-border rounded-xl border border-border bg-card">
          {[
            ['Joined', data.joined_count],
            ['Confirmed', data.confirmed_count],
          ].map(([label, value]) => (
            <div key={label} className="flex flex-col-reverse items-center gap-1 px-3 py-4">
              <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
              <dd className="text-2xl font-semibold tabular-nums">{formatCount(Number(value))}</dd>
            </div>
          ))}
        </dl>
        {data.joined_count === 0 && (
          <p className="text-sm text-muted-foreground">
            Nobody has joined through your link yet. Share it below.
          </p>
        )}
      </section>
      <section aria-labelledby="friends-title" className="grid gap-3">
        <h2 id="friends-title" className="text-lg font-semibold">
          Friends you named
        </h2>
        <Friends friends={data.friends} />
      </section>
      <ReferralLink link={data.referral_link} />
    </Container>
  );
}

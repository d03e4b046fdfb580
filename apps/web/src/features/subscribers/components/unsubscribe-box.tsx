import { BellOff } from 'lucide-react';
import { subscriberMessages } from '@shiplog/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-error';
import type { Subscription } from '../api/get-subscription';
import type { useDeleteSubscription } from '../api/delete-subscription';

export interface UnsubscribeBoxProps {
  subscription: Subscription;
  remove: ReturnType<typeof useDeleteSubscription>;
}

/** The way out, at the foot of the preferences: one click, no questions. */
export function UnsubscribeBox({ subscription, remove }: UnsubscribeBoxProps) {
  const waitlist = subscription.source === 'waitlist';
  const failed =
    isApiError(remove.error) && remove.error.status === 429
      ? subscriberMessages.rateLimited
      : waitlist
        ? subscriberMessages.leaveFailed
        : subscriberMessages.unsubscribeFailed;
  return (
    <div className="grid gap-4 border-t border-border pt-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="text-sm">
          <p className="font-medium">{waitlist ? 'Leave the waitlist' : 'Unsubscribe'}</p>
          <p className="mt-1 text-muted-foreground">
            No more mail from {subscription.project.name}. You can subscribe again any time.
          </p>
        </div>
        <Button
          variant="outline"
          className="hover:border-danger/60 hover:text-danger max-sm:w-full"
          loading={remove.isPending}
          onClick={() => remove.mutate()}
        >
          {!remove.isPending && <BellOff aria-hidden className="size-4" />}
          {waitlist ? 'Leave the waitlist' : 'Unsubscribe'}
        </Button>
      </div>
      {remove.isError && <Alert variant="error">{failed}</Alert>}
    </div>
  );
}

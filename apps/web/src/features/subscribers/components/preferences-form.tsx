import { useId, useState, type FormEvent } from 'react';
import {
  subscriberMessages,
  type CommentFrequency,
  type NotificationPreference,
  type UpdateFrequency,
} from '@shiplog/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-error';
import type { Subscription } from '../api/get-subscription';
import { useUpdateSubscription } from '../api/update-subscription';
import { frequencyLabels, preferenceLabels, updateFrequencyLabels } from '../lib/choices';
import { ChoiceGroup } from '@/components/ui/choice-group';

const SAVE_FAILED = 'Failed to save your preferences. Please try again.';

/** Which updates arrive and how, and how comments do: saved with the mail's token. */
export function PreferencesForm({ token, subscription }: { token: string; subscription: Subscription }) {
  const id = useId();
  const save = useUpdateSubscription(token);
  const [preference, setPreference] = useState<NotificationPreference>(subscription.notification_preference);
  const [frequency, setFrequency] = useState<CommentFrequency>(subscription.comment_frequency);
  const [updateFrequency, setUpdateFrequency] = useState<UpdateFrequency>(subscription.update_frequency);
  const changed =
    preference !== subscription.notification_preference ||
    frequency !== subscription.comment_frequency ||
    updateFrequency !== subscription.update_frequency;
  const project = subscription.project.name;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save.mutate({
      notification_preference: preference,
      comment_frequency: frequency,
      update_frequency: updateFrequency,
    });
  }

  const choose =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      save.reset();
      set(value);
    };

  return (
    <form noValidate onSubmit={submit} className="grid gap-6">
      <ChoiceGroup
        legend="Updates"
        name={`${id}-preference`}
        value={preference}
        onChange={choose(setPreference)}
        disabled={save.isPending}
        options={[
          { value: 'all', label: preferenceLabels.all, description: `Every update ${project} publishes.` },
          {
            value: 'major',
            label: preferenceLabels.major,
            description: 'Releases and updates marked as major.',
          },
        ]}
      />
      <ChoiceGroup
        legend="Update mails"
        name={`${id}-updates`}
        value={updateFrequency}
        onChange={choose(setUpdateFrequency)}
        disabled={save.isPending}
        options={[
          {
            value: 'instant',
            label: updateFrequencyLabels.instant,
            description: 'A mail for each new update.',
          },
          {
            value: 'weekly',
            label: updateFrequencyLabels.weekly,
            description: 'One mail a week, the biggest updates first.',
          },
          {
            value: 'monthly',
            label: updateFrequencyLabels.monthly,
            description: 'One mail a month, the biggest updates first.',
          },
        ]}
      />
      <ChoiceGroup
        legend="Comment notifications"
        name={`${id}-frequency`}
        value={frequency}
        onChange={choose(setFrequency)}
        disabled={save.isPending}
        options={[
          { value: 'instant', label: frequencyLabels.instant, description: 'A mail for each new comment.' },
          {
            value: 'daily',
            label: frequencyLabels.daily,
            description: 'One mail a day listing new comments.',
          },
          {
            value: 'weekly',
            label: frequencyLabels.weekly,
            description: 'One mail a week listing new comments.',
          },
        ]}
      />
      {save.isError && (
        <Alert variant="error">
          {isApiError(save.error) && save.error.status === 429 ? subscriberMessages.rateLimited : SAVE_FAILED}
        </Alert>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div role="status" className="text-sm">
          {save.isSuccess && !changed && (
            <Alert variant="success" role="none" className="py-2">
              {subscriberMessages.preferencesSaved}
            </Alert>
          )}
        </div>
        <Button type="submit" loading={save.isPending} disabled={!changed} className="max-sm:w-full">
          {save.isPending ? 'Saving...' : 'Save preferences'}
        </Button>
      </div>
    </form>
  );
}

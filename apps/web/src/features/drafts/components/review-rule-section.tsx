import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { draftMessages, paths, REVIEW_RULES, SAVED_BANNER_MS, type ReviewRule } from '@shiplog/contract';
import { ChoiceGroup, type Choice } from '@/components/ui/choice-group';
import { FailureAlert } from '@/components/ui/failure-alert';
import { RetryAlert } from '@/components/ui/retry-alert';
import { SaveBar } from '@/components/ui/save-bar';
import { SettingsSection } from '@/components/ui/settings-section';
import { Skeleton } from '@/components/ui/skeleton';
import { useFlash } from '@/lib/use-flash';
import { useReviewRule } from '../api/get-review-rule';
import { useSaveReviewRule } from '../api/save-review-rule';
import { draftScreenMessages } from '../lib/messages';

const choices: Record<ReviewRule, Omit<Choice<ReviewRule>, 'value'>> = {
  review: {
    label: 'Hold every generated update for review',
    description: 'Each one waits in Drafts until you publish, schedule or discard it.',
  },
  minor: {
    label: 'Publish automatically when significance is at least Minor',
    description: 'Every generated update goes out at once; nothing waits in Drafts.',
  },
  medium: {
    label: 'Publish automatically when significance is at least Medium, hold the rest',
    description: 'Features and fixes go out at once; small changes wait in Drafts.',
  },
  major: {
    label: 'Publish automatically when significance is at least Major, hold the rest',
    description: 'Releases and breaking changes go out at once; everything else waits in Drafts.',
  },
};

const options = REVIEW_RULES.map((value) => ({ value, ...choices[value] }));

/** Project settings' 'Review': what happens to the updates Shiplog writes for the project. */
export function ReviewRuleSection({ projectId }: { projectId: string }) {
  return (
    <SettingsSection
      id="review"
      title="Review"
      description={
        <>
          Updates written for you, from a commit you pick, from My Projects or from the webhook, can wait in{' '}
          <Link to={paths.drafts} className="text-accent underline underline-offset-4 hover:no-underline">
            Drafts
          </Link>{' '}
          for you to check first.
        </>
      }
    >
      <ReviewRuleForm projectId={projectId} />
    </SettingsSection>
  );
}

function ReviewRuleForm({ projectId }: { projectId: string }) {
  const stored = useReviewRule(projectId);
  if (stored.isPending)
    return (
      <div role="status" aria-label="Loading review settings" className="grid gap-3 p-6">
        <Skeleton className="h-4 w-48" />
        {[0, 1, 2, 3].map((n) => (
          <Skeleton key={n} className="h-16 rounded-lg" />
        ))}
      </div>
    );
  if (stored.isError)
    return (
      <div className="p-6">
        <RetryAlert
          title={draftScreenMessages.policyLoadFailed}
          retrying={stored.isFetching}
          onRetry={() => void stored.refetch()}
        />
      </div>
    );
  return <ReviewForm projectId={projectId} stored={stored.data.review_rule} />;
}

function ReviewForm({ projectId, stored }: { projectId: string; stored: ReviewRule }) {
  const save = useSaveReviewRule(projectId);
  const [rule, setRule] = useState(stored);
  const saved = useFlash(SAVED_BANNER_MS);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save.mutate({ review_rule: rule }, { onSuccess: () => saved.show() });
  }

  return (
    <form noValidate onSubmit={submit}>
      <div className="grid gap-5 p-6">
        <ChoiceGroup
          legend="When Shiplog writes an update for this project"
          name={`review-rule-${projectId}`}
          layout="stack"
          options={options}
          value={rule}
          disabled={save.isPending}
          onChange={(next) => {
            setRule(next);
            save.reset();
            saved.hide();
          }}
        />
        {save.isError && <FailureAlert title={draftMessages.policySaveFailed} error={save.error} />}
      </div>
      <SaveBar
        label="Save review settings"
        savedMessage={draftMessages.policySaved}
        saving={save.isPending}
        saved={saved.visible}
        changed={rule !== stored}
      />
    </form>
  );
}

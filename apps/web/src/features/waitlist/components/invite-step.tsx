import { waitlistLimits } from '@shiplog/contract';
import { Input } from '@/components/ui/input';
import type { StepProps } from './step-props';
import { describedBy, WizardField } from './wizard-field';

/** Step 3, Invite: up to 5 friends' addresses, all optional. */
export function InviteStep({ idPrefix, values, errors, disabled, onChange }: StepProps) {
  const setFriend = (index: number, value: string) =>
    onChange({ friendEmails: values.friendEmails.map((f, i) => (i === index ? value : f)) });
  return (
    <div className="grid gap-4">
      <p className="text-sm leading-6 text-muted-foreground">
        Building with friends is more fun. Each friend gets one invitation from us, never more, and nobody
        already on the list is invited. All optional.
      </p>
      <div className="grid gap-3">
        {values.friendEmails.map((friend, index) => {
          const field = `friendEmails.${index}` as const;
          const id = `${idPrefix}-friend-${index + 1}`;
          return (
            <WizardField key={field} id={id} label={`Friend ${index + 1} email`} error={errors[field]}>
              <Input
                id={id}
                data-field={field}
                type="email"
                inputMode="email"
                autoComplete="off"
                maxLength={waitlistLimits.email}
                placeholder="friend@example.com"
                value={friend}
                disabled={disabled}
                aria-invalid={errors[field] ? true : undefined}
                aria-describedby={describedBy(id, undefined, errors[field])}
                onChange={(e) => setFriend(index, e.target.value)}
              />
            </WizardField>
          );
        })}
      </div>
    </div>
  );
}

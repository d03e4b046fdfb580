import { waitlistLimits } from '@shiplog/contract';
import { Input } from '@/components/ui/input';
import type { StepProps } from './step-props';
import { describedBy, WizardField } from './wizard-field';

/** Step 1, Personal: First Name and Email (required), X Handle and Website. */
export function PersonalStep({ idPrefix, values, errors, disabled, onChange }: StepProps) {
  const id = (name: string) => `${idPrefix}-${name}`;
  const xHint = 'Optional. @handle, handle or your x.com link.';
  const webHint = 'Optional. Your site, blog or portfolio.';
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <WizardField id={id('firstName')} label="First Name" required error={errors.firstName}>
        <Input
          id={id('firstName')}
          data-field="firstName"
          autoComplete="given-name"
          required
          maxLength={waitlistLimits.firstName}
          value={values.firstName}
          disabled={disabled}
          aria-invalid={errors.firstName ? true : undefined}
          aria-describedby={describedBy(id('firstName'), undefined, errors.firstName)}
          onChange={(e) => onChange({ firstName: e.target.value })}
        />
      </WizardField>
      <WizardField id={id('email')} label="Email" required error={errors.email}>
        <Input
          id={id('email')}
          data-field="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          maxLength={waitlistLimits.email}
          placeholder="you@example.com"
          value={values.email}
          disabled={disabled}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy(id('email'), undefined, errors.email)}
          onChange={(e) => onChange({ email: e.target.value })}
        />
      </WizardField>
      <WizardField id={id('xHandle')} label="X Handle" hint={xHint} error={errors.xHandle}>
        <Input
          id={id('xHandle')}
          data-field="xHandle"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={100}
          placeholder="@yourhandle"
          value={values.xHandle}
          disabled={disabled}
          aria-invalid={errors.xHandle ? true : undefined}
          aria-describedby={describedBy(id('xHandle'), xHint, errors.xHandle)}
          onChange={(e) => onChange({ xHandle: e.target.value })}
        />
      </WizardField>
      <WizardField id={id('website')} label="Website" hint={webHint} error={errors.website}>
        <Input
          id={id('website')}
          data-field="website"
          type="url"
          autoComplete="url"
          inputMode="url"
          maxLength={waitlistLimits.website}
          placeholder="https://"
          value={values.website}
          disabled={disabled}
          aria-invalid={errors.website ? true : undefined}
          aria-describedby={describedBy(id('website'), webHint, errors.website)}
          onChange={(e) => onChange({ website: e.target.value })}
        />
      </WizardField>
    </div>
  );
}

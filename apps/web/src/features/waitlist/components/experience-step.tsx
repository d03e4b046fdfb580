import { EXPERIENCE_LEVELS, waitlistLimits, type ExperienceLevel } from '@shiplog/contract';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import type { StepProps } from './step-props';
import { describedBy, WizardField } from './wizard-field';

const levelHints: Record<ExperienceLevel, string> = {
  Beginner: 'Learning and shipping first projects',
  Intermediate: 'A few projects out in the world',
  Advanced: 'Shipping for years, maybe for a living',
};

/** Step 2, Experience: Experience Level (required), Current Projects, how they heard of us, Goal. */
export function ExperienceStep({ idPrefix, values, errors, disabled, onChange }: StepProps) {
  const id = (name: string) => `${idPrefix}-${name}`;
  const levelError = errors.experienceLevel;
  return (
    <div className="grid gap-4">
      <fieldset
        className="grid gap-2"
        aria-invalid={levelError ? true : undefined}
        aria-describedby={levelError ? id('experienceLevel-error') : undefined}
      >
        <legend className="mb-2 text-sm leading-none font-medium">
          Experience Level
          <span aria-hidden className="ml-0.5 text-accent">
            *
          </span>
        </legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {EXPERIENCE_LEVELS.map((level) => (
            <label
              key={level}
              className={cn(
                'relative flex cursor-pointer flex-col gap-1 rounded-lg border bg-background/60 px-3 py-2.5 transition-colors',
                'hover:border-border-strong has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring/60',
                values.experienceLevel === level ? 'border-primary bg-primary/10' : 'border-input',
                levelError && values.experienceLevel !== level && 'border-danger/60',
              )}
            >
              <span className="flex items-center gap-2 text-sm font-medium">
                <input
                  type="radio"
                  name={id('experienceLevel')}
                  data-field="experienceLevel"
                  value={level}
                  required
                  checked={values.experienceLevel === level}
                  disabled={disabled}
                  className="size-4 accent-primary"
                  aria-describedby={id(`level-${level}`)}
                  onChange={() => onChange({ experienceLevel: level })}
                />
                {level}
              </span>
              {/* Read as the radio's description, not as part of its name. */}
              <span
                aria-hidden
                id={id(`level-${level}`)}
                className="pl-6 text-xs leading-5 text-muted-foreground"
              >
                {levelHints[level]}
              </span>
            </label>
          ))}
        </div>
        {levelError && (
          <p id={id('experienceLevel-error')} className="text-xs font-medium text-danger">
            {levelError}
          </p>
        )}
      </fieldset>
      <WizardField id={id('currentProjects')} label="Current Projects" error={errors.currentProjects}>
        <Textarea
          id={id('currentProjects')}
          data-field="currentProjects"
          rows={2}
          maxLength={waitlistLimits.currentProjects}
          placeholder="What are you building right now?"
          value={values.currentProjects}
          disabled={disabled}
          aria-invalid={errors.currentProjects ? true : undefined}
          aria-describedby={describedBy(id('currentProjects'), undefined, errors.currentProjects)}
          onChange={(e) => onChange({ currentProjects: e.target.value })}
        />
      </WizardField>
      <WizardField id={id('referralSource')} label="How did you hear about us" error={errors.referralSource}>
        <Input
          id={id('referralSource')}
          data-field="referralSource"
          maxLength={waitlistLimits.referralSource}
          placeholder="A friend, X, a newsletter…"
          value={values.referralSource}
          disabled={disabled}
          aria-invalid={errors.referralSource ? true : undefined}
          aria-describedby={describedBy(id('referralSource'), undefined, errors.referralSource)}
          onChange={(e) => onChange({ referralSource: e.target.value })}
        />
      </WizardField>
      <WizardField id={id('goalWithShiplog')} label="Goal" error={errors.goalWithShiplog}>
        <Textarea
          id={id('goalWithShiplog')}
          data-field="goalWithShiplog"
          rows={2}
          maxLength={waitlistLimits.goal}
          placeholder="What do you want Shiplog to do for you?"
          value={values.goalWithShiplog}
          disabled={disabled}
          aria-invalid={errors.goalWithShiplog ? true : undefined}
          aria-describedby={describedBy(id('goalWithShiplog'), undefined, errors.goalWithShiplog)}
          onChange={(e) => onChange({ goalWithShiplog: e.target.value })}
        />
      </WizardField>
    </div>
  );
}

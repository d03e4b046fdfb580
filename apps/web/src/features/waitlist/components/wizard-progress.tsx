import { WAITLIST_STEPS } from '@shiplog/contract';
import { cn } from '@/lib/cn';
import type { WizardStep } from '../lib/wizard-form';

export const stepNames: Record<WizardStep, string> = { 1: 'Personal', 2: 'Experience', 3: 'Invite' };

/** The progress bar, 'step/3', with the three steps named under it. */
export function WizardProgress({ step }: { step: WizardStep }) {
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between text-xs font-medium text-muted-foreground">
        <span>{stepNames[step]}</span>
        <span aria-hidden data-testid="wizard-step-count" className="tabular-nums text-foreground">
          {step}/{WAITLIST_STEPS}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label="Waitlist progress"
        aria-valuemin={1}
        aria-valuemax={WAITLIST_STEPS}
        aria-valuenow={step}
        aria-valuetext={`Step ${step} of ${WAITLIST_STEPS}: ${stepNames[step]}`}
        className="h-1.5 overflow-hidden rounded-full bg-secondary"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-300 ease-out motion-reduce:transition-none"
          style={{ width: `${(step / WAITLIST_STEPS) * 100}%` }}
        />
      </div>
      <ol aria-hidden className="grid grid-cols-3 text-[0.6875rem] text-subtle-foreground">
        {([1, 2, 3] as const).map((n) => (
          <li
            key={n}
            className={cn(n === 2 && 'text-center', n === 3 && 'text-right', n <= step && 'text-accent')}
          >
            {stepNames[n]}
          </li>
        ))}
      </ol>
    </div>
  );
}

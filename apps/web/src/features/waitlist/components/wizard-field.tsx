import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';

export interface WizardFieldProps {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  children: ReactNode;
}

/** The id a control of this field is described by: its error, else its hint. */
export function describedBy(id: string, hint?: string, error?: string): string | undefined {
  if (error) return `${id}-error`;
  return hint ? `${id}-hint` : undefined;
}

/** A label (a star marks required fields, not read out), the control, a hint and the field's error. */
export function WizardField({ id, label, required, hint, error, children }: WizardFieldProps) {
  return (
    <div className="grid gap-2">
      <div className="flex items-baseline">
        <Label htmlFor={id}>{label}</Label>
        {required && (
          <span aria-hidden className="ml-0.5 text-sm leading-none text-accent">
            *
          </span>
        )}
      </div>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

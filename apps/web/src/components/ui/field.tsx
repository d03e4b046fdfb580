import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Label } from './label';

export interface FieldProps {
  id: string;
  label: ReactNode;
  /** Shown under the control; give the control aria-describedby={`${id}-hint`}. */
  hint?: ReactNode;
  /** Extra content on the label's line (e.g. a link). */
  labelAside?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A label, its control and an optional hint, spaced the same everywhere. */
export function Field({ id, label, hint, labelAside, className, children }: FieldProps) {
  return (
    <div className={cn('grid gap-2', className)}>
      <div className="flex items-center justify-between gap-3">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}

import type { ReactNode } from 'react';
import { Field } from './field';
import { cn } from '@/lib/cn';

/** What a control needs to be tied to its hint and its error (read by screen readers). */
export function controlProps(
  id: string,
  { hint, error }: { hint?: boolean; error?: string | null | undefined },
) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return { id, 'aria-describedby': describedBy || undefined, 'aria-invalid': error ? true : undefined };
}

export interface FormFieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null | undefined;
  /** Extra content on the label's line (e.g. a link or a button). */
  labelAside?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A labelled control with its hint and, when there is one, its error under it. */
export function FormField({ id, label, hint, error, labelAside, className, children }: FormFieldProps) {
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      labelAside={labelAside}
      className={cn('content-start', className)}
    >
      {children}
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-danger">
          {error}
        </p>
      )}
    </Field>
  );
}

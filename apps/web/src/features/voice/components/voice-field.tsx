import type { ReactNode } from 'react';
import { Field } from '@/components/ui/field';

/** What a control needs to be tied to its hint and its error (read by screen readers). */
export function describedBy(id: string, { hint, error }: { hint?: boolean; error?: string | undefined }) {
  const ids = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return { id, 'aria-describedby': ids || undefined, 'aria-invalid': error ? true : undefined };
}

export interface VoiceFieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  labelAside?: ReactNode;
  children: ReactNode;
}

/** A labelled control with its hint and, when there is one, its error under it. */
export function VoiceField({ id, label, hint, error, labelAside, children }: VoiceFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} labelAside={labelAside} className="content-start">
      {children}
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-danger">
          {error}
        </p>
      )}
    </Field>
  );
}

import type { ComponentProps } from 'react';
import { Input } from './input';

export interface EmailInputProps extends Omit<ComponentProps<'input'>, 'type'> {
  /** Set while the address is refused: the input is marked invalid and described by this message. */
  errorId?: string;
}

/** An email address field: the browser's email keyboard and autofill, required, with the usual placeholder. */
export function EmailInput({ errorId, ...props }: EmailInputProps) {
  return (
    <Input
      type="email"
      inputMode="email"
      required
      autoComplete="email"
      placeholder="you@example.com"
      aria-invalid={errorId ? true : undefined}
      aria-describedby={errorId}
      {...props}
    />
  );
}

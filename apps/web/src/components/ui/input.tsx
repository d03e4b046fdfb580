import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * Shared by Input, Textarea and Select so fields look the same. A plain string, not `cn()`: a call
 * at module level would build tailwind-merge's class map while the chunk loads (42 ms under a
 * phone's CPU), not in the task the app's start gives it (src/lib/cn.ts).
 */
export const fieldClasses = [
  'w-full rounded-lg border border-input bg-background/60 px-3 text-sm text-foreground shadow-card',
  'placeholder:text-subtle-foreground transition-colors',
  'hover:border-border-strong focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40',
  'disabled:cursor-not-allowed disabled:opacity-50',
  'aria-invalid:border-danger aria-invalid:focus-visible:outline-danger/40',
].join(' ');

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(fieldClasses, 'h-10', className)} {...props} />;
}

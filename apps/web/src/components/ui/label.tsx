import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** Pass htmlFor, or wrap the control. */
export function Label({ className, ...props }: ComponentProps<'label'>) {
  return <label className={cn('text-sm leading-none font-medium text-foreground', className)} {...props} />;
}

import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

const widths = { sm: 'max-w-2xl', md: 'max-w-4xl', lg: 'max-w-6xl' } as const;

export interface ContainerProps extends ComponentProps<'div'> {
  size?: keyof typeof widths;
}

/** Horizontal page gutter and maximum width. */
export function Container({ size = 'lg', className, ...props }: ContainerProps) {
  return <div className={cn('mx-auto w-full px-5 sm:px-8', widths[size], className)} {...props} />;
}

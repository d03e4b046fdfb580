import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { HEADER_SCROLL_THRESHOLD_PX } from '@/lib/constants';
import { useScrolled } from './use-scrolled';

/**
 * The fixed top bar of both headers (the product's and a project's): `resting` at the top of the
 * page, translucent once the page scrolls past the threshold.
 */
export function FixedBar({
  resting,
  className,
  children,
}: {
  resting: string;
  className?: string | false;
  children: ReactNode;
}) {
  const scrolled = useScrolled(HEADER_SCROLL_THRESHOLD_PX);
  return (
    <header
      data-scrolled={scrolled ? 'true' : 'false'}
      className={cn(
        'fixed inset-x-0 top-0 z-40 border-b transition-[background-color,border-color,backdrop-filter] duration-200',
        scrolled
          ? 'border-border/80 bg-background/75 backdrop-blur-xl backdrop-saturate-150'
          : cn('border-transparent', resting),
        className,
      )}
    >
      {children}
    </header>
  );
}

import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** A short label above the title. */
  eyebrow?: ReactNode;
  /** Buttons shown at the right on wide screens. */
  actions?: ReactNode;
  className?: string;
}

/** The page's title block; renders the page's single <h1>. */
export function PageHeader({ title, description, eyebrow, actions, className }: PageHeaderProps) {
  return (
    <div className={cn('flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between', className)}>
      <div className="min-w-0 space-y-3">
        {eyebrow && <p className="text-sm font-medium text-accent">{eyebrow}</p>}
        <h1 className="text-3xl font-semibold tracking-tight text-balance sm:text-title">{title}</h1>
        {description && (
          <p className="max-w-2xl text-base text-pretty text-muted-foreground">{description}</p>
        )}
      </div>
      {actions && <div className="flex shrink-0 flex-wrap gap-3">{actions}</div>}
    </div>
  );
}

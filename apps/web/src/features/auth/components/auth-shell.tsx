import type { ReactNode } from 'react';
import { LogoMark } from '@/components/brand/logo';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

export interface AuthShellProps {
  title: string;
  description?: ReactNode;
  /** Replaces the logo above the title (e.g. a status icon). */
  icon?: ReactNode;
  children?: ReactNode;
  /** Shown beside the card on wide screens, below it on narrow ones. */
  aside?: ReactNode;
}

/** The card every sign-in screen uses; renders the page's <h1>. */
export function AuthShell({ title, description, icon, children, aside }: AuthShellProps) {
  return (
    <div
      className={cn(
        'relative flex min-h-[calc(100dvh-var(--spacing-header))] justify-center overflow-hidden px-5 py-12 sm:py-16',
        // With an aside the card grows as the email form opens: keep its top still instead of re-centring.
        aside ? 'items-start lg:pt-24' : 'items-center',
      )}
    >
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 top-0 h-96 bg-[radial-gradient(ellipse_at_top,rgb(110_86_248/0.2),transparent_70%)]"
      />
      <div
        className={cn(
          'relative grid w-full items-start gap-12',
          aside ? 'max-w-5xl lg:grid-cols-[minmax(0,27rem)_minmax(0,1fr)] lg:gap-20' : 'max-w-md',
        )}
      >
        <Card className="w-full p-7 sm:p-10">
          <div className="flex flex-col items-center text-center">
            {icon ?? <LogoMark className="size-10" />}
            <h1 className="mt-6 text-2xl font-semibold tracking-tight text-balance">{title}</h1>
            {description && <p className="mt-2 text-sm text-pretty text-muted-foreground">{description}</p>}
          </div>
          {children && <div className="mt-8">{children}</div>}
        </Card>
        {aside && <div className="lg:pt-10">{aside}</div>}
      </div>
    </div>
  );
}

/** The 'or' rule between sign-in methods. */
export function OrDivider() {
  return (
    <div className="my-6 flex items-center gap-3 text-xs text-subtle-foreground">
      <span aria-hidden className="h-px flex-1 bg-border" />
      or
      <span aria-hidden className="h-px flex-1 bg-border" />
    </div>
  );
}

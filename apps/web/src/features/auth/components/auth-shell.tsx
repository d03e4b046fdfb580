import type { ReactNode } from 'react';
import { LogoMark } from '@/components/brand/logo';
import { Card } from '@/components/ui/card';

export interface AuthShellProps {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}

/** The centred card every sign-in screen uses; renders the page's <h1>. */
export function AuthShell({ title, description, children }: AuthShellProps) {
  return (
    <div className="relative flex min-h-[calc(100dvh-var(--spacing-header))] items-center justify-center px-5 py-16">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 top-0 h-80 bg-[radial-gradient(ellipse_at_top,rgb(110_86_248/0.18),transparent_70%)]"
      />
      <Card className="relative w-full max-w-md p-8 sm:p-10">
        <div className="flex flex-col items-center text-center">
          <LogoMark className="size-10" />
          <h1 className="mt-6 text-2xl font-semibold tracking-tight">{title}</h1>
          {description && <p className="mt-2 text-sm text-muted-foreground">{description}</p>}
        </div>
        {children && <div className="mt-8">{children}</div>}
      </Card>
    </div>
  );
}

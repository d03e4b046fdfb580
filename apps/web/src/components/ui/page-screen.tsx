import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Container } from './container';

const tones = {
  accent: 'border-primary/30 bg-primary/10 text-accent shadow-glow',
  neutral: 'border-border bg-card text-accent shadow-card',
  danger: 'border-danger/30 bg-danger-muted text-danger',
};

export interface PageScreenProps {
  icon: LucideIcon;
  tone?: keyof typeof tones;
  /** The page's <h1>. */
  title: string;
  description?: ReactNode;
  /** Read out at once (an error the visitor did not expect). */
  alert?: boolean;
  actions?: ReactNode;
}

/** A page that is one message: coming soon, not found, could not load. Icon, h1, text, ways on. */
export function PageScreen({
  icon: Icon,
  tone = 'accent',
  title,
  description,
  alert,
  actions,
}: PageScreenProps) {
  return (
    <Container size="sm" className="flex min-h-[60vh] flex-col items-center justify-center py-24 text-center">
      <span className={cn('flex size-14 items-center justify-center rounded-2xl border', tones[tone])}>
        <Icon aria-hidden className="size-6" />
      </span>
      <h1 className="mt-8 text-3xl font-semibold tracking-tight text-balance sm:text-title">{title}</h1>
      {description && (
        <p
          role={alert ? 'alert' : undefined}
          className="mt-4 max-w-md text-base text-pretty text-muted-foreground"
        >
          {description}
        </p>
      )}
      {actions && <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>}
    </Container>
  );
}

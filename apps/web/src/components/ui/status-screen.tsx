import { LinkIcon, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { BackHomeButton } from '@/components/ui/back-home-button';
import { Container } from '@/components/ui/container';
import { cn } from '@/lib/cn';

const tones = {
  accent: 'border-primary/30 bg-primary/10 text-accent',
  success: 'border-success/30 bg-success-muted text-success',
  danger: 'border-danger/30 bg-danger-muted text-danger',
} as const;

export interface StatusScreenProps {
  icon: LucideIcon;
  tone?: keyof typeof tones;
  title: ReactNode;
  children?: ReactNode;
  /** Links or buttons under the text. */
  actions?: ReactNode;
  /** Announce the screen when it replaces another (e.g. after confirming). */
  live?: boolean;
}

/** One centred card: what a mail's link did, and where to go from here (subscriptions, the waitlist). */
export function StatusScreen({
  icon: Icon,
  tone = 'accent',
  title,
  children,
  actions,
  live,
}: StatusScreenProps) {
  return (
    <Container size="sm" className="flex min-h-[60vh] items-center justify-center py-16 sm:py-24">
      <div
        role={live ? 'status' : undefined}
        className="w-full max-w-lg rounded-2xl border border-border bg-card p-8 text-center shadow-card sm:p-10"
      >
        <span
          className={cn(
            'mx-auto flex size-14 items-center justify-center rounded-2xl border shadow-card',
            tones[tone],
          )}
        >
          <Icon aria-hidden className="size-6" />
        </span>
        <h1 className="mt-6 text-2xl font-semibold tracking-tight text-balance">{title}</h1>
        {children && (
          <div className="mt-3 grid gap-2 text-sm leading-6 text-muted-foreground">{children}</div>
        )}
        {actions && <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{actions}</div>}
      </div>
    </Container>
  );
}

/** A mail link that is unknown, used up or expired: what happened, and the way home. */
export function InvalidLinkScreen({ message, live }: { message: string; live?: boolean }) {
  return (
    <StatusScreen
      live={live}
      icon={LinkIcon}
      tone="danger"
      title="This link cannot be used"
      actions={<BackHomeButton variant="secondary" />}
    >
      <p>{message}</p>
    </StatusScreen>
  );
}

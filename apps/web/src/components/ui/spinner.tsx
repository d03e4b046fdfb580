import { cn } from '@/lib/cn';

const sizes = { sm: 'size-4', md: 'size-5', lg: 'size-8' } as const;

export interface SpinnerProps {
  size?: keyof typeof sizes;
  /** When set, the spinner is announced (role="status") with this label; otherwise it is decorative. */
  label?: string;
  className?: string;
}

export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  const a11y = label ? { role: 'status', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg viewBox="0 0 24 24" fill="none" className={cn('animate-spin', sizes[size], className)} {...a11y}>
      <circle cx="12" cy="12" r="9.5" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
      <path d="M21.5 12A9.5 9.5 0 0 0 12 2.5" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** Centred spinner for a page or a route that is loading. */
export function PageSpinner({ label = 'Loading', className }: { label?: string; className?: string }) {
  return (
    <div className={cn('flex min-h-[50vh] items-center justify-center', className)}>
      <div
        role="status"
        aria-label={label}
        className="flex flex-col items-center gap-3 text-muted-foreground"
      >
        <span className="relative flex size-12 items-center justify-center rounded-xl border border-border bg-card shadow-card">
          <Spinner size="md" className="text-accent" />
        </span>
        <span className="text-sm">{label}…</span>
      </div>
    </div>
  );
}

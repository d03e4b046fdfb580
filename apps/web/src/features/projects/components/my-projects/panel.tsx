import type { ReactNode, Ref } from 'react';
import { cn } from '@/lib/cn';

export interface PanelProps {
  id: string;
  title: ReactNode;
  /** Shown at the right of the title (a count, a button). */
  aside?: ReactNode;
  /** The heading takes focus when what had it goes away. */
  headingRef?: Ref<HTMLHeadingElement>;
  className?: string;
  children: ReactNode;
}

/** One of My Projects' two panels: a card with a titled header. */
export function Panel({ id, title, aside, headingRef, className, children }: PanelProps) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn('min-w-0 rounded-xl border border-border bg-card shadow-card', className)}
    >
      <div className="flex min-h-14 items-center justify-between gap-3 border-b border-border px-5 py-3">
        <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1} className="font-semibold focus:outline-none">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

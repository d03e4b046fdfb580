import { useId, type ReactNode } from 'react';

export interface InboxSectionProps {
  id: string;
  title: string;
  count: number;
  /** Said when the section has nothing in it. */
  empty: string;
  children: ReactNode;
}

/** 'Drafts' or 'Scheduled': a heading with the count, then the items (or a line saying there are none). */
export function InboxSection({ id, title, count, empty, children }: InboxSectionProps) {
  const headingId = `${useId()}-${id}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <h2 id={headingId} className="flex items-center gap-2 text-heading font-semibold">
        {title}
        <span className="sr-only">{` (${count})`}</span>
        <span
          aria-hidden
          className="rounded-full border border-border bg-secondary px-2 py-0.5 text-xs font-medium text-muted-foreground"
        >
          {count}
        </span>
      </h2>
      {count === 0 ? (
        <p className="rounded-xl border border-dashed border-border-strong px-5 py-6 text-sm text-muted-foreground">
          {empty}
        </p>
      ) : (
        <ul className="grid gap-3">{children}</ul>
      )}
    </section>
  );
}

import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { SectionIdContext } from './unsaved-changes';

export interface SettingsSectionProps {
  id: string;
  title: string;
  description: ReactNode;
  children: ReactNode;
  tone?: 'default' | 'danger';
}

/** One block of a settings page: what it is on the left, its card on the right. */
export function SettingsSection({
  id,
  title,
  description,
  children,
  tone = 'default',
}: SettingsSectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="grid scroll-mt-24 gap-5 border-t border-border py-10 first:border-t-0 md:grid-cols-[15rem_minmax(0,1fr)] md:gap-10"
    >
      <div>
        <h2 id={`${id}-title`} className={cn('font-semibold', tone === 'danger' && 'text-danger')}>
          {title}
        </h2>
        <p className="mt-1.5 text-sm text-muted-foreground">{description}</p>
      </div>
      <div
        className={cn(
          'min-w-0 rounded-xl border bg-card shadow-card',
          tone === 'danger' ? 'border-danger/40' : 'border-border',
        )}
      >
        <SectionIdContext.Provider value={id}>{children}</SectionIdContext.Provider>
      </div>
    </section>
  );
}

/** The row of buttons under a settings form. */
export function SettingsFooter({ children, note }: { children: ReactNode; note?: ReactNode }) {
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-border px-6 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="text-xs text-muted-foreground">{note}</div>
      <div className="flex shrink-0 gap-3">{children}</div>
    </div>
  );
}

import type { ReactNode } from 'react';

/** A card of the project page's sidebar: a titled section in the page's one card style. */
export function SidebarCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-border bg-card p-5 shadow-card">
      <h2 id={id} className="text-sm font-semibold">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

import type { ReactNode } from 'react';

export interface SectionHeadingProps {
  /** The id the section's aria-labelledby points at. */
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
}

/** The centred eyebrow, h2 and lead of a marketing section, as on the landing page. */
export function SectionHeading({ id, eyebrow, title, children }: SectionHeadingProps) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-medium text-accent">{eyebrow}</p>
      <h2 id={id} className="mt-3 text-3xl font-semibold tracking-tight text-balance sm:text-title">
        {title}
      </h2>
      {children && <p className="mt-4 text-base text-pretty text-muted-foreground">{children}</p>}
    </div>
  );
}

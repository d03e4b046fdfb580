import { useId, type ReactNode } from 'react';
import { Container } from '@/components/ui/container';

export interface SectionHeading {
  eyebrow: string;
  title: string;
  lead: string;
}

export interface MarketingSectionProps {
  /** The section's anchor (#features), when links point at it. */
  anchor?: string;
  heading: SectionHeading;
  /** The vertical rhythm: `py-section`, or `pb-section` after a section that ends with its own. */
  className: string;
  children: ReactNode;
}

/** A marketing section: the centred eyebrow, h2 and lead, as on the landing page, then its content. */
export function MarketingSection({ anchor, heading, className, children }: MarketingSectionProps) {
  const headingId = useId();
  return (
    <section id={anchor} aria-labelledby={headingId} className={className}>
      <Container>
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-medium text-accent">{heading.eyebrow}</p>
          <h2
            id={headingId}
            className="mt-3 text-3xl font-semibold tracking-tight text-balance sm:text-title"
          >
            {heading.title}
          </h2>
          <p className="mt-4 text-base text-pretty text-muted-foreground">{heading.lead}</p>
        </div>
        {children}
      </Container>
    </section>
  );
}

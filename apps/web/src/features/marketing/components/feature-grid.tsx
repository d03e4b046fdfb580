import { cn } from '@/lib/cn';
import { productFeatures } from './feature-list';

export interface FeatureGridProps {
  /** h2 when the grid sits directly under the page's h1, h3 under a section's h2. */
  headingLevel?: 'h2' | 'h3';
  className?: string;
}

export function FeatureGrid({ headingLevel = 'h3', className }: FeatureGridProps) {
  const Heading = headingLevel;
  return (
    <ul className={cn('grid gap-4 sm:grid-cols-2 lg:grid-cols-3', className)}>
      {productFeatures.map(({ icon: Icon, title, description }) => (
        <li
          key={title}
          className="group relative rounded-xl border border-border bg-card p-6 shadow-card transition-colors hover:border-border-strong"
        >
          <span className="flex size-10 items-center justify-center rounded-lg border border-primary/30 bg-primary/10 text-accent">
            <Icon aria-hidden className="size-5" />
          </span>
          <Heading className="mt-5 text-base font-semibold tracking-tight">{title}</Heading>
          <p className="mt-2 text-sm leading-6 text-muted-foreground">{description}</p>
        </li>
      ))}
    </ul>
  );
}

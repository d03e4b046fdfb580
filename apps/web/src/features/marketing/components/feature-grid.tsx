import { cn } from '@/lib/cn';
import '../landing.css';
import { useInView } from '../hooks/use-in-view';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { productFeatures } from './feature-list';

/** Feature cards appear 100 ms apart. */
export const FEATURE_STAGGER_MS = 100;

export interface FeatureGridProps {
  /** h2 when the grid sits directly under the page's h1, h3 under a section's h2. */
  headingLevel?: 'h2' | 'h3';
  className?: string;
}

export function FeatureGrid({ headingLevel = 'h3', className }: FeatureGridProps) {
  const Heading = headingLevel;
  const reducedMotion = useReducedMotion();
  const [ref, seen] = useInView<HTMLUListElement>({ threshold: 0.15, once: true });
  const animate = !reducedMotion;
  return (
    <ul ref={ref} className={cn('grid gap-4 sm:grid-cols-2 lg:grid-cols-3', className)}>
      {productFeatures.map(({ icon: Icon, title, description }, index) => (
        <li
          key={title}
          data-feature-card
          // Cards wait clipped until the grid is on screen, then rise one after another.
          style={animate && seen ? { animationDelay: `${index * FEATURE_STAGGER_MS}ms` } : undefined}
          className={cn(
            'group relative rounded-xl border border-border bg-card p-6 shadow-card transition-colors hover:border-border-strong',
            animate && !seen && '[clip-path:inset(0_0_100%_0)]',
            animate && seen && 'animate-[landing-reveal_600ms_cubic-bezier(0.16,1,0.3,1)_both]',
          )}
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

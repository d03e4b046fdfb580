import { Sparkles } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useInView } from '../hooks/use-in-view';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { useStoryPhase, type StoryPhase } from '../hooks/use-story-phase';
import { CommitCard, HeroPreview, PreviewPostCard } from './hero-preview';

const steps: { phase: StoryPhase; label: string }[] = [
  { phase: 'commit', label: 'Commit' },
  { phase: 'transform', label: 'AI rewrite' },
  { phase: 'post', label: 'Post' },
];

const layer = 'col-start-1 row-start-1 transition-transform duration-500 ease-[cubic-bezier(0.16,1,0.3,1)]';

/** The looping commit → transform → post animation; runs only while on screen. */
function AnimatedStory() {
  const [ref, onScreen] = useInView<HTMLDivElement>();
  const phase = useStoryPhase(onScreen);
  return (
    <div
      ref={ref}
      data-phase={phase}
      className="mx-auto max-w-2xl rounded-2xl border border-border bg-card/70 p-3 shadow-popover backdrop-blur sm:p-4"
    >
      <ol className="mb-3 flex items-center justify-center gap-2 text-xs font-medium">
        {steps.map((step, index) => (
          <li key={step.phase} className="flex items-center gap-2">
            {index > 0 && <span aria-hidden className="h-px w-6 bg-border-strong" />}
            <span
              className={cn(
                'rounded-full border px-2.5 py-0.5 transition-colors duration-300',
                step.phase === phase
                  ? 'border-primary/50 bg-primary/15 text-accent'
                  : 'border-border text-muted-foreground',
              )}
            >
              {step.label}
            </span>
          </li>
        ))}
      </ol>
      {/*
        All layers share one clipped grid cell: the stage is as tall as the tallest card, so nothing
        shifts. Cards slide (transform only, never half-transparent, so text keeps its contrast).
      */}
      <div className="grid items-center overflow-hidden rounded-xl">
        <div className={cn(layer, phase === 'post' && '-translate-y-[115%]')}>
          <div className="relative">
            <CommitCard />
            {/* The transform phase: a light sweeps the commit while it is rewritten. */}
            <div
              className={cn(
                'absolute inset-0 overflow-hidden rounded-xl bg-card/60 transition-[visibility] duration-500',
                phase === 'transform' ? 'visible' : 'invisible',
              )}
            >
              {phase === 'transform' && (
                <div className="h-full w-full animate-[landing-shimmer_900ms_ease-in-out_infinite] bg-gradient-to-r from-transparent via-primary/25 to-transparent" />
              )}
            </div>
          </div>
        </div>
        <div
          className={cn(
            layer,
            'z-10 flex items-center justify-center',
            phase === 'transform' ? 'scale-100' : 'scale-0',
          )}
        >
          <span className="flex items-center gap-2 rounded-full border border-primary/50 bg-popover px-4 py-2 text-sm font-medium text-accent shadow-glow">
            <Sparkles className="size-4 animate-pulse" /> Writing your post…
          </span>
        </div>
        <div className={cn(layer, phase !== 'post' && 'translate-y-[115%]')}>
          <PreviewPostCard />
        </div>
      </div>
    </div>
  );
}

/** The hero's graphic: animated, or the still frames when the visitor prefers reduced motion. */
export function HeroGraphic({ className }: { className?: string }) {
  const reducedMotion = useReducedMotion();
  return (
    <figure
      data-testid="hero-graphic"
      data-animated={!reducedMotion}
      className={cn('relative mx-auto max-w-4xl text-left', className)}
    >
      <div
        aria-hidden
        className="absolute -inset-x-10 -inset-y-6 -z-10 bg-[radial-gradient(ellipse_at_center,rgb(110_86_248/0.22),transparent_65%)] blur-2xl"
      />
      <div aria-hidden>{reducedMotion ? <HeroPreview /> : <AnimatedStory />}</div>
      <figcaption className="sr-only">
        A commit message, &lsquo;feat(feeds): RSS and Atom feeds for public changelogs&rsquo;, turned into a
        social post by Shiplog.
      </figcaption>
    </figure>
  );
}

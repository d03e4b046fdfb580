import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Container } from '@/components/ui/container';
import { cn } from '@/lib/cn';
import { useInView } from '../hooks/use-in-view';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { HeroGraphic } from './hero-graphic';
import { AccountNowNote } from './account-now-note';
import { JoinWaitlistLink } from './join-waitlist-link';
import { WatchDemo } from './watch-demo';

/**
 * The hero shows once 70 % of it is on screen. It arrives on screen at the top of
 * the page, so it is in the first paint (pre-rendered, never veiled: the page's largest text
 * paints at once); loaded scrolled past it, it is veiled and fades in when scrolled back to.
 */
export const HERO_VISIBILITY_THRESHOLD = 0.7;

export function Hero() {
  const reducedMotion = useReducedMotion();
  const [ref, visible] = useInView<HTMLDivElement>({
    threshold: HERO_VISIBILITY_THRESHOLD,
    once: true,
    initial: true,
  });
  const [revealed, setRevealed] = useState(false);
  const shown = visible || reducedMotion;
  return (
    <section
      aria-labelledby="hero-title"
      data-visible={shown}
      className="relative overflow-hidden pt-20 pb-12 sm:pt-28"
    >
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-grid [mask-image:radial-gradient(ellipse_at_top,black_20%,transparent_70%)]"
      />
      {/*
        The fade-in is a veil in the page's colour that fades out, removed once done: the text
        itself never sits at a partial opacity, so its contrast is never below AA.
      */}
      {!reducedMotion && !revealed && (
        <div
          aria-hidden
          data-testid="hero-veil"
          onTransitionEnd={() => setRevealed(true)}
          className={cn(
            'pointer-events-none absolute inset-0 z-10 bg-background transition-opacity duration-700 ease-out',
            shown ? 'opacity-0' : 'opacity-100',
          )}
        />
      )}
      <Container className="text-center">
        <div
          ref={ref}
          className={cn('transition-transform duration-700 ease-out', !shown && 'translate-y-4')}
        >
          <Badge variant="primary" className="px-3 py-1">
            Free during beta
          </Badge>
          <h1
            id="hero-title"
            className="text-gradient mx-auto mt-6 max-w-3xl text-[2.5rem] leading-[1.08] font-semibold tracking-[-0.035em] text-balance sm:text-display"
          >
            Turn Your Commits into Stories
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-base text-pretty text-muted-foreground sm:text-lead">
            Shiplog reads what you ship and writes the post: social updates, a public changelog and news for
            your subscribers, straight from your GitHub commits.
          </p>
          <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
            <JoinWaitlistLink />
            <WatchDemo />
          </div>
          <AccountNowNote />
        </div>
        <HeroGraphic className="mt-16" />
      </Container>
    </section>
  );
}

import { Pause, Play } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import '../landing.css';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { CommitScene, PostScene, PublicPageScene } from './demo-scenes';

const scenes = [
  { title: '1. Commit', caption: 'You push a commit as usual.', Scene: CommitScene },
  { title: '2. Post', caption: 'Shiplog writes the post from it.', Scene: PostScene },
  { title: '3. Public page', caption: 'Your changelog updates itself.', Scene: PublicPageScene },
];

/**
 * Loaded only when the demo dialog opens. Scenes advance when a CSS progress bar finishes, so the
 * timing is pure CSS and pausing is animation-play-state. With reduced motion nothing advances
 * on its own; the step buttons still switch scenes.
 */
export function DemoWalkthrough() {
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const caption = scenes[index]?.caption;
  const next = () => setIndex((i) => (i + 1) % scenes.length);

  return (
    <div className="grid gap-4" data-testid="demo-walkthrough">
      <div className="flex flex-wrap items-center gap-2">
        {scenes.map((scene, i) => (
          <Button
            key={scene.title}
            size="sm"
            variant={i === index ? 'primary' : 'secondary'}
            aria-pressed={i === index}
            onClick={() => setIndex(i)}
          >
            {scene.title}
          </Button>
        ))}
        {!reducedMotion && (
          <Button
            size="sm"
            variant="ghost"
            className="ml-auto"
            aria-label={paused ? 'Play demo' : 'Pause demo'}
            onClick={() => setPaused((p) => !p)}
          >
            {paused ? <Play aria-hidden className="size-4" /> : <Pause aria-hidden className="size-4" />}
          </Button>
        )}
      </div>
      {!reducedMotion && (
        <div aria-hidden className="h-1 overflow-hidden rounded-full bg-secondary">
          <div
            key={index}
            onAnimationEnd={next}
            className={cn(
              'h-full origin-left bg-primary animate-[landing-progress_3200ms_linear_both]',
              paused && '[animation-play-state:paused]',
            )}
          />
        </div>
      )}
      {/* Every scene sits in one grid cell, only the current one visible: the dialog never resizes. */}
      <div className="grid items-start">
        {scenes.map(({ title, Scene }, i) => (
          <div
            key={i === index ? `current-${index}` : title}
            aria-hidden={i !== index}
            className={cn(
              'col-start-1 row-start-1',
              i !== index && 'invisible',
              i === index &&
                !reducedMotion &&
                'animate-[landing-fade-up_450ms_cubic-bezier(0.16,1,0.3,1)_both]',
            )}
          >
            <Scene />
          </div>
        ))}
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {caption}
      </p>
    </div>
  );
}

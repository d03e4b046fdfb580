import { useEffect, useRef, useState } from 'react';

export type StoryPhase = 'commit' | 'transform' | 'post';

/** How long each phase lasts, in frames at 60 fps (commit ~120, post ~180). */
export const phaseFrames: Record<StoryPhase, number> = { commit: 120, transform: 48, post: 180 };

const nextPhase: Record<StoryPhase, StoryPhase> = { commit: 'transform', transform: 'post', post: 'commit' };
const frameMs = 1000 / 60;

/**
 * Loops commit → transform → post with requestAnimationFrame, counting 60 fps frames from the
 * elapsed time (so 120 Hz screens are not twice as fast). State changes only at phase ends.
 */
export function useStoryPhase(running: boolean): StoryPhase {
  const [phase, setPhase] = useState<StoryPhase>('commit');
  const phaseRef = useRef<StoryPhase>('commit');
  const frames = useRef(0);

  useEffect(() => {
    if (!running || typeof requestAnimationFrame !== 'function') return;
    let id = 0;
    let last: number | null = null;
    const tick = (now: number) => {
      // A long gap (tab in the background) counts as a few frames, not a jump through phases.
      frames.current += last === null ? 0 : Math.min((now - last) / frameMs, 4);
      last = now;
      if (frames.current >= phaseFrames[phaseRef.current]) {
        frames.current = 0;
        phaseRef.current = nextPhase[phaseRef.current];
        setPhase(phaseRef.current);
      }
      id = requestAnimationFrame(tick);
    };
    id = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(id);
  }, [running]);

  return phase;
}

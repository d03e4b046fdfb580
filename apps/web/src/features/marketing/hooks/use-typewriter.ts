import { useEffect, useState } from 'react';

/**
 * How many characters of `total` are typed: one more every `charMs` while `running`, stopping at
 * `total`. Starts complete when `instant` (reduced motion). Pausing keeps the position.
 */
export function useTypewriter(total: number, { running, instant, charMs = 32 }: TypewriterOptions) {
  const [typed, setTyped] = useState(0);
  const done = instant || typed >= total;

  useEffect(() => {
    if (!running || done) return;
    const id = window.setInterval(() => {
      setTyped((n) => Math.min(n + 1, total));
    }, charMs);
    return () => window.clearInterval(id);
  }, [running, done, total, charMs]);

  return instant ? total : typed;
}

export interface TypewriterOptions {
  running: boolean;
  instant: boolean;
  charMs?: number;
}

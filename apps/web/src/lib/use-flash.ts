import { useCallback, useEffect, useRef, useState } from 'react';

/** A flag that turns itself off `ms` after it was last shown (e.g. a 'saved' banner). */
export function useFlash(ms: number) {
  const [visible, setVisible] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const hide = useCallback(() => {
    clearTimeout(timer.current);
    setVisible(false);
  }, []);

  const show = useCallback(() => {
    clearTimeout(timer.current);
    setVisible(true);
    timer.current = setTimeout(() => setVisible(false), ms);
  }, [ms]);

  useEffect(() => () => clearTimeout(timer.current), []);
  return { visible, show, hide };
}

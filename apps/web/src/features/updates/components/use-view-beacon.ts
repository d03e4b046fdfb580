import { useEffect, useRef, useState } from 'react';
import { useApiClient } from '@/lib/api-context';
import { recordView } from '../api/record-view';

/**
 * Counts a view the first time the element scrolls into view (POST /api/updates/{id}/views,
 * once per mount; the server counts a visitor once a day) and returns the count it answers,
 * else the count the update came with. Without IntersectionObserver the element counts as seen.
 */
export function useViewBeacon<T extends Element>(updateId: string, initialViews: number) {
  const client = useApiClient();
  // A ref object, not a state setter: setting state as a page's cards mount re-rendered each of
  // them at once, in one long task, while the page hydrated.
  const ref = useRef<T>(null);
  const [counted, setCounted] = useState(0);
  const sent = useRef(false);

  useEffect(() => {
    const node = ref.current;
    if (!node || sent.current) return;
    const send = () => {
      if (sent.current) return;
      sent.current = true;
      recordView(client, updateId).then(setCounted, (error: unknown) =>
        console.error('Failed to record the view', error),
      );
    };
    if (typeof IntersectionObserver === 'undefined') return send();
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      send();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [client, updateId]);

  // A later list refetch may know more views than the beacon's answer: show the larger.
  return [ref, Math.max(counted, initialViews)] as const;
}

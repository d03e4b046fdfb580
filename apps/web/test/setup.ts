import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy*/waitFor wait up to 5 s: lazy chunks load slowly on a busy two-core CI machine.
configure({ asyncUtilTimeout: 5_000 });

// Browser APIs jsdom does not implement; files running in the node environment skip this.
if (typeof window !== 'undefined') {
  window.scrollTo = () => {};
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
  // Like a browser's, it reports each element once after it starts observing it (sizes are 0).
  window.ResizeObserver ??= class {
    #targets = new Set<Element>();
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe(target: Element) {
      this.#targets.add(target);
      setTimeout(() => {
        if (!this.#targets.has(target)) return;
        const box = [{ inlineSize: 0, blockSize: 0 }];
        const entry = {
          target,
          contentRect: target.getBoundingClientRect(),
          borderBoxSize: box,
          contentBoxSize: box,
        };
        this.callback([entry as unknown as ResizeObserverEntry], this);
      });
    }
    unobserve(target: Element) {
      this.#targets.delete(target);
    }
    disconnect() {
      this.#targets.clear();
    }
  };
  afterEach(() => {
    cleanup();
    // Files share a worker (isolate: false): nothing one leaves behind may reach the next.
    vi.useRealTimers();
    window.localStorage.clear();
    window.sessionStorage.clear();
    document.title = '';
  });
}

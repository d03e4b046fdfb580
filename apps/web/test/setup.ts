import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy*/waitFor wait up to 5 s: lazy chunks load slowly on a busy two-core CI machine.
configure({ asyncUtilTimeout: 5_000 });

// Browser APIs jsdom does not implement; files running in the node environment skip this.
if (typeof window !== 'undefined') {
  window.scrollTo = () => {};
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
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

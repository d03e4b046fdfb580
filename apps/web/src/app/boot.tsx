import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { createAppRouter } from './router';

/**
 * Starts the app in `container`. A pre-rendered page (the server wrote the build's HTML into it)
 * is hydrated, not drawn again. Either way the first render is a transition, so React yields to
 * the browser every few milliseconds instead of holding the main thread for the whole tree.
 */
export function startApp(container: HTMLElement) {
  const hydrating = container.firstElementChild !== null;
  const app = (
    <StrictMode>
      <App router={createAppRouter({ hydrating })} />
    </StrictMode>
  );
  startTransition(() => {
    if (hydrating) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

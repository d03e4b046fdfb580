import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { prepareClassMerging } from '@/lib/cn';
import { nextTask } from '@/lib/next-task';
import { App } from './app';
import { createAppRouter } from './router';

/**
 * Starts the app in `container`. A pre-rendered page (the server wrote the build's HTML into it)
 * is hydrated, not drawn again. Either way the first render is a transition, so React yields to
 * the browser every few milliseconds instead of holding the main thread for the whole tree.
 * Making the router, tailwind-merge's class map and rendering get a task each (each takes tens of
 * milliseconds on a phone).
 */
export async function startApp(container: HTMLElement) {
  const hydrating = container.firstElementChild !== null;
  await nextTask();
  const router = createAppRouter({ hydrating });
  await nextTask();
  prepareClassMerging();
  await nextTask();
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  startTransition(() => {
    if (hydrating) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { createAppRouter } from '@/app/router';
import '@/styles/index.css';

// zod's fast path compiles parsers with `new Function`, which the page's CSP forbids; without
// this, zod's probe for it is reported as a CSP violation. Set before zod first loads.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <App router={createAppRouter()} />
  </StrictMode>
);

// Marketing pages arrive pre-rendered (the server writes the build's HTML into #root): they are
// hydrated, not drawn again. Either way the first render is a transition, so React yields to the
// browser every few milliseconds instead of holding the main thread for the whole tree.
startTransition(() => {
  if (container.firstElementChild) hydrateRoot(container, app);
  else createRoot(container).render(app);
});

import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { chunkGroupOf } from './chunk-groups.ts';
import { prerenderPages } from './prerender-build.ts';
import { precompress } from './precompress.ts';
import { sizeBudget } from './size-budget.ts';
import { widgetBundle } from './widget-build.ts';

const apiTarget = process.env.VITE_API_PROXY ?? 'http://127.0.0.1:3000';
const apiOrigin = process.env.VITE_API_ORIGIN ?? 'http://localhost:3000';

/**
 * The API refuses state-changing requests whose Origin is not its PUBLIC_URL (CSRF). Requests
 * from this dev server's own pages are passed on as coming from the API's origin; requests
 * from any other site keep theirs and are refused as they would be in production.
 */
const apiProxy: ProxyOptions = {
  target: apiTarget,
  changeOrigin: false,
  configure: (proxy) => {
    proxy.on('proxyReq', (proxyReq, req) => {
      const origin = req.headers.origin;
      if (origin && new URL(origin).host === req.headers.host) proxyReq.setHeader('origin', apiOrigin);
    });
  },
};

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // The landing page's budget (issue 9): the entry, the app it starts (src/app/boot.tsx) and the
    // home route, with every chunk they import.
    precompress(),
    // The What's new element other sites embed: dist/widget.js, one file.
    widgetBundle(),
    sizeBudget({
      maxKiB: 150,
      routeModules: ['src/app/boot.tsx', 'src/features/marketing/pages/home-page.tsx'],
    }),
    // The marketing pages and the public list's frame as HTML (src/prerender.tsx).
    prerenderPages(),
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // Shared test helpers (apps/web/test): only tests import them, so the app never bundles them.
      '@test': fileURLToPath(new URL('./test', import.meta.url)),
    },
  },
  server: {
    proxy: { '/api': apiProxy },
  },
  preview: {
    proxy: { '/api': apiProxy },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // React changes less often than the app: its own chunk stays cached across deploys. Other
        // libraries go with the pages that use them, so the landing page loads none it does not need;
        // the app's start and the public pages' code come in one chunk each (chunk-groups.ts).
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 3,
            },
            // zod's parts in one chunk (it came out as three); only pages that check data load it.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 2 },
            {
              name: (id, graph) => chunkGroupOf(id, graph),
              priority: 1,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});

import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { paths } from '@shiplog/contract';
import { App } from '@/app/app';
import type { DomainSite } from '@/app/domain-site';
import { customDomainRoutes, routes } from '@/app/router';
import { withInitialAnswers, type InitialAnswer } from '@/lib/initial-answers';

/**
 * The pages the build renders to HTML (the server writes it into `#root`, the browser hydrates
 * it): the ones a visitor most often lands on, whose content does not depend on who is asking.
 * `module` is the page's own file, whose chunks the page preloads.
 */
export const prerenderedPages = [
  { path: paths.home, module: 'src/features/marketing/pages/home-page.tsx' },
  { path: paths.features, module: 'src/features/marketing/pages/features-page.tsx' },
  { path: paths.overview, module: 'src/features/marketing/pages/overview-page.tsx' },
  { path: paths.pricing, module: 'src/features/marketing/pages/pricing-page.tsx' },
  { path: paths.faq, module: 'src/features/marketing/pages/faq-page.tsx' },
  // The list's frame (header, title, loading cards), for when the server cannot render it from data.
  { path: paths.publicProjects, module: 'src/features/projects/pages/public-projects-page.tsx' },
];

/**
 * The page at `path` as a signed-out visitor first sees it, with every lazy part loaded. React
 * would move a large part out of line, to be put in place by an inline script that the page's CSP
 * blocks: the chunk size is unbounded, so the page is plain HTML (checked).
 */
export async function render(path: string): Promise<string> {
  return renderHtml(path);
}

/** The module of each page the server renders from data, whose chunks the page preloads. */
export const dataPages = [
  { route: paths.project(), module: 'src/app/routes/project/project-route.tsx' },
  { route: paths.projectUpdate(), module: 'src/app/routes/project/project-route.tsx' },
  { route: paths.projectSlug(), module: 'src/app/routes/project/project-route.tsx' },
  { route: paths.projectSlugUpdate(), module: 'src/app/routes/project/project-route.tsx' },
  { route: paths.publicProjects, module: 'src/features/projects/pages/public-projects-page.tsx' },
  { route: paths.user(), module: 'src/features/users/pages/user-profile-page.tsx' },
];

let queue: Promise<unknown> = Promise.resolve();

/**
 * A page built from data, as a visitor without a session first sees it, rendered by the server
 * at request time: `answers` are the API answers the page starts with (also written into the
 * page, so the app hydrates the same tree). On a custom domain (`site`) the site's own routes
 * draw it, as in the browser there. One render at a time: the answers are module state.
 */
export function renderDataPage(
  path: string,
  answers: Record<string, InitialAnswer>,
  site?: DomainSite,
): Promise<string> {
  const pageRoutes = site ? customDomainRoutes(site) : routes;
  const next = queue.then(() => withInitialAnswers(answers, () => renderHtml(path, pageRoutes)));
  queue = next.catch(() => undefined);
  return next;
}

async function renderHtml(path: string, pageRoutes = routes): Promise<string> {
  const router = createMemoryRouter(pageRoutes, { initialEntries: [path] });
  const { prelude } = await prerender(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  if (/<script|<template/.test(html)) throw new Error(`prerender: ${path} is not plain HTML`);
  return html;
}

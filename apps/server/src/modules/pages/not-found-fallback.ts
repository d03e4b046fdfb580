import type { PageMetaInput } from '@shiplog/contract';
import { escapeHtml } from '../../lib/escape-html';

/**
 * What a reader without JavaScript sees on a 404 page: the app draws its own screen (e.g.
 * 'Project Not Found'); without scripts the page would be blank. Its title and description,
 * and the way home, as the app's not-found screen words it. Outside the app's root, so
 * hydration never sees it.
 */
export function notFoundFallback(meta: Pick<PageMetaInput, 'title' | 'description'>): string {
  return [
    '<noscript><main class="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center px-4 py-24 text-center">',
    `<h1 class="text-3xl font-semibold tracking-tight">${escapeHtml(meta.title)}</h1>`,
    `<p class="mt-4 text-base text-muted-foreground">${escapeHtml(meta.description)}</p>`,
    '<p class="mt-10"><a class="text-accent underline underline-offset-4" href="/">Back to Home</a></p>',
    '</main></noscript>',
  ].join('');
}

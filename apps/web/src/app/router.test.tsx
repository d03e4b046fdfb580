import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes, signedInSession } from '@test/render';
import { customDomainSite } from './domain-site';
import { customDomainRoutes, routes, withLayout } from './router';

/** The first lazy load of a page transforms its modules, which takes seconds on a busy machine. */
const h1 = async (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 });

/** Every page route and the heading its page shows. */
const pages: Array<[string, string]> = [
  ['/', 'Turn Your Commits into Stories'],
  ['/features', 'Features'],
  ['/shiplog', 'What is Shiplog?'],
  ['/pricing', 'Pricing Page - Coming Soon'],
  ['/faq', 'FAQ Page - Coming Soon'],
  ['/login', 'Sign in'],
  ['/register', 'Create your account'],
  ['/auth/callback', 'Finalizing authentication...'],
  ['/auth/github/callback', 'Finalizing authentication...'],
  ['/auth/diagnostic', 'Auth diagnostics'],
  ['/diagnostics', 'Diagnostics'],
  ['/dashboard', 'Dashboard'],
  ['/drafts', 'Drafts'],
  ['/projects', 'My Projects'],
  ['/projects/public', 'Public Projects'],
  // No API answers here: the project pages show their load errors.
  ['/projects/42', 'Failed to load project. Please try again.'],
  ['/projects/42/settings', 'Cannot edit this project'],
  ['/profile', 'Shiplog'],
  ['/user/7', 'Error'],
  ['/settings', 'Account settings'],
  ['/billing', 'Billing'],
  // Without a token the subscriber links say they cannot be used.
  ['/subscriptions/confirm', 'This link cannot be used'],
  ['/subscriptions/manage', 'This link cannot be used'],
];

describe('router', () => {
  it.each(pages)('%s renders exactly one h1: %s', async (path, heading) => {
    // Sign-in pages send signed-in visitors to the dashboard; every other page is seen signed in.
    const signInPage = path === '/login' || path === '/register';
    renderRoutes(routes, { path, session: signInPage ? null : signedInSession });
    await h1(heading);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
  });

  it("shows 'Page not found' with a way home for an unknown path", async () => {
    renderRoutes(routes, { path: '/nope/not/here' });
    await h1('Page not found');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Page not found | Shiplog'));
  });

  it('redirects /auth to /login', async () => {
    const { router } = renderRoutes(routes, { path: '/auth' });
    await h1('Sign in');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('redirects /my-projects to /projects', async () => {
    const { router } = renderRoutes(routes, { path: '/my-projects', session: signedInSession });
    await h1('My Projects');
    expect(router.state.location.pathname).toBe('/projects');
  });

  it('sends signed-out visitors of a protected page to /login', async () => {
    const { router } = renderRoutes(routes, { path: '/settings', session: null });
    await h1('Sign in');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the pricing placeholder and sets its document title', async () => {
    renderRoutes(routes, { path: '/pricing' });
    expect(await screen.findByText('Pricing Page - Coming Soon')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Pricing | Shiplog'));
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${location.origin}/pricing`,
    );
  });

  it('wraps every page in the layout: skip link, header, main and footer', async () => {
    renderRoutes(routes, { path: '/faq' });
    await h1('FAQ Page - Coming Soon');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Docs' })).toHaveAttribute('href', '/api/docs');
    expect(screen.getByRole('link', { name: 'Shiplog on Discord' })).toBeInTheDocument();
  });

  it('shows the error state when a page throws', async () => {
    function Broken(): never {
      throw new Error('boom');
    }
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes(withLayout([{ path: '/', element: <Broken /> }]), { path: '/' });
    await h1('Something went wrong');
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    quiet.mockRestore();
  });

  describe('on a custom domain', () => {
    const site = { projectId: '42', productUrl: 'https://shiplog.example' };

    it("reads the project and the product's address from the server's meta tags", () => {
      const doc = document.implementation.createHTMLDocument('x');
      expect(customDomainSite(doc)).toBeNull();
      doc.head.insertAdjacentHTML(
        'beforeend',
        '<meta name="shiplog:project" content="p-7"><meta name="shiplog:product" content="https://shiplog.example">',
      );
      expect(customDomainSite(doc)).toEqual({ projectId: 'p-7', productUrl: 'https://shiplog.example' });
    });

    it("shows that project's page at /, its credits leading to the product's own host", async () => {
      renderRoutes(customDomainRoutes(site), { path: '/', session: signedInSession });
      await h1('Failed to load project. Please try again.');
      for (const landmark of ['banner', 'contentinfo'])
        expect(
          within(screen.getByRole(landmark)).getByRole('link', { name: 'Made with Shiplog' }),
        ).toHaveAttribute('href', 'https://shiplog.example/shiplog');
      // Not the product's footer: none of its columns.
      expect(screen.queryByRole('link', { name: 'Docs' })).not.toBeInTheDocument();
    });

    it('has no other page', async () => {
      renderRoutes(customDomainRoutes(site), { path: '/login' });
      await h1('Page not found');
    });
  });
});

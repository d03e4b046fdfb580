import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionQueryKey } from '@/lib/session';
import { apiError, setUpApiServer } from '@test/api-server';
import { makeSession, makeUser, renderRoutes, renderWithRouter, signedInSession } from '@test/render';
import { Header } from './header';

/** The signed-in account links, in their order, in both menus. */
const ACCOUNT_LINKS = [
  ['Dashboard', '/dashboard'],
  ['Projects', '/projects'],
  ['Drafts', '/drafts'],
  ['Profile', '/profile'],
  ['Your public profile', `/user/${signedInSession.user.id}`],
  ['Settings', '/settings'],
  ['Billing', '/billing'],
] as const;

const api = setUpApiServer();

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  fireEvent.scroll(window);
}

afterEach(() => scrollTo(0));

const header = () => screen.getByRole('banner');

describe('Header', () => {
  it('turns translucent only after scrolling more than 10px', () => {
    renderWithRouter(<Header />);
    expect(header()).toHaveAttribute('data-scrolled', 'false');
    scrollTo(10);
    expect(header()).toHaveAttribute('data-scrolled', 'false');
    scrollTo(11);
    expect(header()).toHaveAttribute('data-scrolled', 'true');
    expect(header().className).toContain('backdrop-blur');
    scrollTo(0);
    expect(header()).toHaveAttribute('data-scrolled', 'false');
  });

  it('links the logo home and shows the main navigation', () => {
    renderWithRouter(<Header />);
    const [logo] = within(header()).getAllByRole('link', { name: 'Shiplog' });
    expect(logo).toHaveAttribute('href', '/');
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'Features' })).toHaveAttribute('href', '/#features');
    expect(nav.getByRole('link', { name: 'Shiplog' })).toHaveAttribute('href', '/shiplog');
    expect(nav.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
    expect(nav.getByRole('link', { name: 'Projects' })).toHaveAttribute('href', '/projects/public');
    expect(nav.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
  });

  it("signed out: offers 'Join Waitlist' and an 'Auth' link to /login", async () => {
    const { router } = renderWithRouter(<Header />, { path: '/pricing' });
    expect(screen.getByRole('link', { name: 'Auth' })).toHaveAttribute('href', '/login');
    const join = screen.getByRole('button', { name: 'Join Waitlist' });
    expect(join).toHaveAttribute('data-action', 'join-waitlist');
    expect(join).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(join);
    // The wizard opens over the current page (see waitlist-host.tsx).
    expect(router.state.location).toMatchObject({ pathname: '/pricing', search: '?waitlist=open' });
    expect(screen.queryByRole('button', { name: /account menu/i })).not.toBeInTheDocument();
  });

  it('signed in: a user menu with name, email, account links and sign out', async () => {
    renderWithRouter(<Header />, { session: signedInSession });
    expect(screen.queryByRole('link', { name: 'Auth' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join Waitlist' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu for Ada Lovelace' }));
    const menu = within(await screen.findByRole('menu'));
    expect(menu.getByText('ada@example.com')).toBeInTheDocument();
    const links = menu.getAllByRole('menuitem').map((item) => [item.textContent, item.getAttribute('href')]);
    expect(links).toEqual([...ACCOUNT_LINKS, ['Sign out', null]]);
  });

  it('opens the mobile menu from the hamburger and closes it on Escape and on navigation', async () => {
    const user = userEvent.setup();
    const { router } = renderWithRouter(<Header />, { path: '/faq' });
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    // The toggle stays in the accessibility tree (the menu is not modal), so it can close the menu too.
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'true');
    const dialog = within(await screen.findByRole('dialog', { name: 'Menu' }));
    expect(dialog.getByRole('link', { name: 'Auth' })).toHaveAttribute('href', '/login');
    expect(dialog.getByRole('button', { name: 'Join Waitlist' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    await user.click(toggle);
    await user.click(toggle);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(toggle);
    await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Pricing' }));
    expect(router.state.location.pathname).toBe('/pricing');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the avatar (generated when there is none) and the display name from the contract', async () => {
    const { container } = renderWithRouter(<Header />, {
      session: makeSession({
        email: 'linus@example.com',
        user_metadata: { ...makeUser().user_metadata, full_name: null, user_name: 'torvalds' },
      }),
    });
    expect(await screen.findByRole('button', { name: 'Account menu for linus' })).toBeInTheDocument();
    expect(container.querySelector('header img')).toHaveAttribute('src', '/api/avatars/torvalds.svg');
  });

  it('closes the user menu on Escape and on an outside click', async () => {
    const user = userEvent.setup();
    renderWithRouter(
      <>
        <Header />
        <p>Outside</p>
      </>,
      { session: signedInSession },
    );
    const trigger = await screen.findByRole('button', { name: 'Account menu for Ada Lovelace' });
    await user.click(trigger);
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await user.click(trigger);
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await user.click(screen.getByText('Outside'));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('signs out: POST /api/auth/logout, forgets cached data and goes home', async () => {
    const user = userEvent.setup();
    api.reset({
      'POST /api/auth/logout': () => ({ status: 204 }),
      'GET /api/auth/session': () => apiError(401, 'UNAUTHORIZED', 'Not signed in'),
    });
    const { router, queryClient } = renderRoutes(
      [
        { path: '/', element: <Header /> },
        { path: '/settings', element: <Header /> },
      ],
      { path: '/settings', session: signedInSession, api: api.client },
    );
    queryClient.setQueryData(['projects', 'mine'], [{ id: 1 }]);
    await user.click(await screen.findByRole('button', { name: 'Account menu for Ada Lovelace' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByRole('link', { name: 'Auth' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(api.calls('POST /api/auth/logout')).toHaveLength(1);
    expect(queryClient.getQueryData(sessionQueryKey)).toBeNull();
    expect(queryClient.getQueryData(['projects', 'mine'])).toBeUndefined();
  });

  it('holds the same account items and Sign out in the mobile menu', async () => {
    const user = userEvent.setup();
    renderWithRouter(<Header />, { session: signedInSession });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Menu' }));
    expect(dialog.getByText('ada@example.com')).toBeInTheDocument();
    for (const [label, href] of ACCOUNT_LINKS) {
      expect(dialog.getAllByRole('link', { name: label }).some((a) => a.getAttribute('href') === href)).toBe(
        true,
      );
    }
    expect(dialog.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithRouter, signedInSession } from '../../../test/render';
import { Header } from './header';

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
    await userEvent.click(join);
    expect(router.state.location).toMatchObject({ pathname: '/', hash: '#waitlist' });
    expect(screen.queryByRole('button', { name: /account menu/i })).not.toBeInTheDocument();
  });

  it('signed in: a user menu with name, email, account links and sign out', async () => {
    renderWithRouter(<Header />, { session: signedInSession });
    expect(screen.queryByRole('link', { name: 'Auth' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join Waitlist' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Account menu for Ada Lovelace' }));
    const menu = within(await screen.findByRole('menu'));
    expect(menu.getByText('ada@example.com')).toBeInTheDocument();
    const links = menu.getAllByRole('menuitem').map((item) => [item.textContent, item.getAttribute('href')]);
    expect(links).toEqual([
      ['Dashboard', '/dashboard'],
      ['Projects', '/projects'],
      ['Profile', '/profile'],
      ['Settings', '/settings'],
      ['Billing', '/billing'],
      ['Sign out', null],
    ]);
  });

  it('opens the mobile menu from the hamburger and closes it on Escape and on navigation', async () => {
    const user = userEvent.setup();
    const { router } = renderWithRouter(<Header />, { path: '/faq' });
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    // The toggle stays in the accessibility tree (the menu is not modal), so it can close the menu too.
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'true');
    const dialog = within(screen.getByRole('dialog', { name: 'Menu' }));
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
});

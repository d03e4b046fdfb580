import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { waitlistMessages } from '@shiplog/contract';
import { setUpApiServer } from '@test/api-server';
import { renderRoutes } from '@test/render';
import { withLayout } from '../router';

const api = setUpApiServer();
beforeEach(() => {
  sessionStorage.clear();
  api.reset({
    'POST /api/waitlist': () => ({ status: 200, body: { success: true, alreadyExists: true } }),
  });
});

const pages = withLayout([
  { path: '/', element: <h1>Landing</h1> },
  { path: '/pricing', element: <h1>Pricing</h1> },
]);
const render = (path: string) => renderRoutes(pages, { path, api: api.client });
const wizard = () => screen.findByRole('dialog', { name: 'Join the Waitlist' });

describe('the waitlist wizard in the app layout', () => {
  it('opens over any page whose URL says ?waitlist=open, and closing takes only that away', async () => {
    const user = userEvent.setup();
    const { router } = render('/pricing?plan=team&waitlist=open#faq');
    expect(screen.getByRole('heading', { name: 'Pricing' })).toBeInTheDocument();
    await user.click(within(await wizard()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location).toMatchObject({ pathname: '/pricing', search: '?plan=team', hash: '#faq' });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it("opens from the header's Join Waitlist and gives the focus back to it on Escape", async () => {
    const user = userEvent.setup();
    const { router } = render('/pricing');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const join = screen.getByRole('button', { name: 'Join Waitlist' });
    await user.click(join);
    await wizard();
    expect(router.state.location).toMatchObject({ pathname: '/pricing', search: '?waitlist=open' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
    expect(join).toHaveFocus();
  });

  it('sends the referral code of the ?ref= link the visitor arrived by', async () => {
    const user = userEvent.setup();
    const { router } = render('/?ref=invitedby0001');
    await waitFor(() => expect(sessionStorage.getItem('shiplog.waitlist.ref')).toBe('invitedby0001'));
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Pricing' }),
    );
    await screen.findByRole('heading', { name: 'Pricing' });
    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    const dialog = within(await wizard());
    await user.type(dialog.getByLabelText('First Name'), 'Ada');
    await user.type(dialog.getByLabelText('Email'), 'ada@example.com{Enter}');
    await user.click(dialog.getByRole('radio', { name: 'Beginner' }));
    await user.keyboard('{Enter}');
    await user.click(await dialog.findByRole('button', { name: 'Join Waitlist' }));
    const back = await screen.findByRole('dialog', { name: waitlistMessages.welcomeBackTitle });
    expect(api.calls('POST /api/waitlist')[0]!.body).toMatchObject({
      email: 'ada@example.com',
      ref: 'invitedby0001',
    });
    // The wizard's parameter is gone while the outcome shows; 'Got it' returns to the page.
    expect(router.state.location).toMatchObject({ pathname: '/pricing', search: '' });
    await user.click(within(back).getByRole('button', { name: waitlistMessages.gotIt }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Join Waitlist' })).toHaveFocus();
  });

  it('ignores a ?ref= value that is not a referral code', async () => {
    render('/?ref=%3Cscript%3E');
    await screen.findByRole('heading', { name: 'Landing' });
    expect(sessionStorage.getItem('shiplog.waitlist.ref')).toBeNull();
  });
});

import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@test/render';
import { makeDraftItem, serveDrafts } from '../test/drafts-kit';
import { DraftsCountLink } from './drafts-count-link';
import { DraftsWaiting } from './drafts-waiting';

const { api, state } = serveDrafts();

const inbox = () => ({
  drafts: [
    makeDraftItem({ id: 'a' }),
    makeDraftItem({ id: 'b' }),
    makeDraftItem({ id: 'c' }, { id: 'p2', name: 'Lumen', slug: null }),
  ],
  scheduled: [makeDraftItem({ id: 's', status: 'scheduled' })],
});

describe('links to the drafts inbox', () => {
  it("shows 'Drafts (n)' with the owner's drafts (scheduled ones are not counted)", async () => {
    state.inbox = inbox();
    renderWithRouter(<DraftsCountLink />, { api: api.client });
    expect(await screen.findByRole('link', { name: 'Drafts (3)' })).toHaveAttribute('href', '/drafts');
  });

  it("shows 'n drafts waiting' for one project", async () => {
    state.inbox = inbox();
    renderWithRouter(<DraftsWaiting projectId="p1" />, { api: api.client });
    expect(await screen.findByRole('link', { name: /^2 drafts waiting/ })).toHaveAttribute('href', '/drafts');
  });

  it('shows nothing when there are no drafts', async () => {
    renderWithRouter(
      <>
        <DraftsCountLink />
        <DraftsWaiting projectId="p1" />
      </>,
      { api: api.client },
    );
    await waitFor(() => expect(api.calls('GET /api/drafts').length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { userMessages, type FollowingUpdate } from '@shiplog/contract';
import { apiError, setUpApiServer } from '@test/api-server';
import { listPageReply } from '@test/fixtures';
import { renderWithRouter, signedInSession } from '@test/render';
import { FollowingFeed } from './following-feed';

const api = setUpApiServer();
let entries: FollowingUpdate[] = [];
beforeEach(() => {
  entries = [];
  api.reset({ 'GET /api/following/updates': () => ({ status: 200, body: entries }) });
});

const open = () => renderWithRouter(<FollowingFeed />, { session: signedInSession, api: api.client });

describe('FollowingFeed', () => {
  it('shows the newest entries, then older ones on Load more', async () => {
    entries = Array.from({ length: 25 }, (_, i) => ({
      id: `u${i}`,
      title: `Update number ${i + 1}`,
      type: 'text' as const,
      published_at: new Date(Date.now() - (i + 1) * 3_600_000).toISOString(),
      project: { id: 'p1', name: 'Lamp', slug: null },
      author: { id: 'olive', username: 'Olive Owner', avatar_url: '/api/avatars/Olive%20Owner.svg' },
    }));
    api.routes['GET /api/following/updates'] = ({ query }) => listPageReply(entries, query, { size: 20 });
    const user = userEvent.setup({ delay: null });
    open();
    const section = within(await screen.findByRole('region', { name: userMessages.followingTitle }));
    expect(await section.findAllByRole('listitem')).toHaveLength(20);
    await user.click(section.getByRole('button', { name: 'Load more' }));
    expect(await section.findByRole('link', { name: 'Update number 25' })).toBeInTheDocument();
    expect(section.getAllByRole('listitem')).toHaveLength(25);
    expect(section.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(api.calls('GET /api/following/updates').map((r) => r.query.get('before'))).toEqual([null, '20']);
  });

  it('invites to follow builders when nobody is followed', async () => {
    open();
    expect(await screen.findByText(userMessages.followingEmpty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse public projects' })).toHaveAttribute(
      'href',
      '/projects/public',
    );
  });

  it('lists who shipped what, where, linking to the update, the project and the person', async () => {
    entries = [
      {
        id: 'u1',
        title: 'Shipped dark mode',
        type: 'text',
        published_at: new Date(Date.now() - 3_600_000).toISOString(),
        project: { id: 'p1', name: 'Lamp', slug: 'lamp' },
        author: { id: 'olive', username: 'Olive Owner', avatar_url: '/api/avatars/Olive%20Owner.svg' },
      },
    ];
    open();
    const section = within(await screen.findByRole('region', { name: userMessages.followingTitle }));
    const item = within(await section.findByRole('listitem'));
    expect(item.getByRole('link', { name: 'Shipped dark mode' })).toHaveAttribute(
      'href',
      '/p/lamp/updates/u1',
    );
    expect(item.getByRole('link', { name: 'Olive Owner' })).toHaveAttribute('href', '/user/olive');
    expect(item.getByRole('link', { name: 'Lamp' })).toHaveAttribute('href', '/p/lamp');
  });

  it('says when the feed cannot load, and retries', async () => {
    api.routes['GET /api/following/updates'] = () => apiError(503, 'SERVICE_UNAVAILABLE', 'Down');
    open();
    expect(await screen.findByText(userMessages.followingFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

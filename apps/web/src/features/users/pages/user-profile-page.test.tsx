import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { userMessages, type UserProfile } from '@shiplog/contract';
import { apiError, setUpApiServer } from '@test/api-server';
import { renderRoutes, signedInSession, type TestSession } from '@test/render';
import { UserProfilePage } from './user-profile-page';

const api = setUpApiServer();

const olive: UserProfile = {
  id: 'u-olive',
  username: 'Olive Owner',
  avatar_url: '/api/avatars/Olive.svg',
  bio: 'Builds developer tools.',
  bio_html: '<p>Builds developer tools.</p>',
  links: [],
  followers: 1,
  is_following: false,
  is_self: false,
  projects: [
    {
      id: 'p1',
      name: 'Rocket',
      slug: 'rocket',
      description: 'A launcher.',
      logo_url: null,
      repository_name: 'olive/rocket',
      created_at: '2025-06-10T12:00:00.000Z',
    },
  ],
};

let profile: UserProfile;
beforeEach(() => {
  profile = structuredClone(olive);
  api.reset({ 'GET /api/users/u-olive': () => ({ status: 200, body: profile }) });
});

function renderPage(path = '/user/u-olive', session: TestSession = 'fetch') {
  return renderRoutes([{ path: '/user/:userId', element: <UserProfilePage /> }], {
    path,
    session,
    api: api.client,
  });
}

describe('UserProfilePage', () => {
  it('shows a placeholder, then avatar, name, bio, followers and public projects', async () => {
    renderPage();
    expect(screen.getByRole('status', { name: userMessages.loading })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Olive Owner' })).toBeInTheDocument();
    expect(screen.getByText('Builds developer tools.')).toBeInTheDocument();
    expect(screen.getByText('follower')).toBeInTheDocument();
    const projects = within(screen.getByRole('region', { name: userMessages.projectsTitle }));
    expect(projects.getByRole('link', { name: /Rocket/ })).toHaveAttribute('href', '/p/rocket');
    expect(projects.getByText('Created Jun 10, 2025')).toBeInTheDocument();
    expect(document.title).toContain('Olive Owner');
  });

  it('follows and unfollows with the server’s count', async () => {
    const user = userEvent.setup();
    api.routes['POST /api/users/u-olive/follow'] = () => ({
      status: 200,
      body: { followers: 2, is_following: true },
    });
    api.routes['DELETE /api/users/u-olive/follow'] = () => ({
      status: 200,
      body: { followers: 1, is_following: false },
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    const following = await screen.findByRole('button', { name: 'Following' });
    expect(following).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('2')).toBeInTheDocument();
    expect(api.calls('POST /api/users/u-olive/follow')).toHaveLength(1);
    await user.click(following);
    expect(await screen.findByRole('button', { name: 'Follow' })).toHaveAttribute('aria-pressed', 'false');
    expect(api.calls('DELETE /api/users/u-olive/follow')).toHaveLength(1);
  });

  it('asks a signed-out visitor to sign in when they press Follow, without a failing call', async () => {
    renderPage('/user/u-olive', null);
    await userEvent.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(await screen.findByRole('link', { name: userMessages.signInToFollow })).toHaveAttribute(
      'href',
      '/login?next=%2Fuser%2Fu-olive',
    );
    expect(api.calls('POST /api/users/u-olive/follow')).toHaveLength(0);
  });

  it('asks a visitor whose session has ended to sign in when the server says so', async () => {
    api.routes['POST /api/users/u-olive/follow'] = () =>
      apiError(401, 'UNAUTHORIZED', userMessages.signInToFollow);
    renderPage('/user/u-olive', signedInSession);
    await userEvent.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(await screen.findByRole('link', { name: userMessages.signInToFollow })).toHaveAttribute(
      'href',
      '/login?next=%2Fuser%2Fu-olive',
    );
  });

  it('shows the rendered bio and the links', async () => {
    profile = {
      ...profile,
      bio_html: '<p>Builds <strong>developer tools</strong>.</p>',
      links: [
        { kind: 'website', label: 'olive.dev', url: 'https://olive.dev/' },
        { kind: 'mastodon', label: '@olive@hachyderm.io', url: 'https://hachyderm.io/@olive' },
      ],
    };
    renderPage();
    expect(await screen.findByText('developer tools', { selector: 'strong' })).toBeInTheDocument();
    const links = within(screen.getByRole('list', { name: 'Links' }));
    expect(links.getByRole('link', { name: 'Website: olive.dev' })).toHaveAttribute(
      'href',
      'https://olive.dev/',
    );
    expect(links.getByRole('link', { name: 'Mastodon: @olive@hachyderm.io' })).toHaveAttribute(
      'href',
      'https://hachyderm.io/@olive',
    );
  });

  it('shows no Follow button on your own profile, and says when there are no projects', async () => {
    profile = { ...profile, is_self: true, bio: null, bio_html: null, projects: [] };
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Olive Owner' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Follow' })).toBeNull();
    expect(screen.getByText(userMessages.noBio)).toBeInTheDocument();
    expect(screen.getByText(userMessages.noProjects)).toBeInTheDocument();
  });

  it('says the profile does not exist for an unknown id, and reports other failures', async () => {
    renderPage('/user/nobody');
    expect(await screen.findByRole('alert')).toHaveTextContent(userMessages.notFoundHint);
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');

    api.routes['GET /api/users/broken'] = () => apiError(500, 'INTERNAL', 'Internal error');
    renderPage('/user/broken');
    expect(await screen.findByText(userMessages.loadFailed)).toBeInTheDocument();
  });
});

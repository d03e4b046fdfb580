import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRODUCT_CHANGELOG_IDS, type UserProfile } from '@shiplog/contract';
import { apiError, setUpApiServer } from '@test/api-server';
import { makeProject, makeUpdate } from '@test/fixtures';
import { renderRoutes } from '@test/render';
import { companyProfile } from '../data/company-profile';
import type { UseCompanyProfileOptions } from '../hooks/use-company-profile';
import { TeamProfilePage } from './team-profile-page';

const api = setUpApiServer();
const CHANGELOG = `GET /api/projects/${PRODUCT_CHANGELOG_IDS.projectId}`;
const TEAM = `GET /api/users/${PRODUCT_CHANGELOG_IDS.userId}`;
const UPDATES = `GET /api/projects/${PRODUCT_CHANGELOG_IDS.projectId}/updates`;
/** Two release notes of Shiplog's changelog, newest first, with their own counts. */
const notes = [
  makeUpdate({
    id: 'n1',
    project_id: PRODUCT_CHANGELOG_IDS.projectId,
    type: 'release',
    title: 'Shiplog is open',
    content: '- Changelogs\n- Waitlists',
    content_html: '<ul>\n<li>Changelogs</li>\n<li>Waitlists</li>\n</ul>',
    published_at: '2026-11-21T17:00:00.000Z',
    likes: 1,
    views: 1024,
    comments: 0,
  }),
  makeUpdate({
    id: 'n2',
    project_id: PRODUCT_CHANGELOG_IDS.projectId,
    type: 'text',
    title: 'A faster public changelog',
    likes: 0,
    views: 3,
    comments: 1,
  }),
];
const team: UserProfile = {
  id: PRODUCT_CHANGELOG_IDS.userId,
  username: 'shiplog',
  avatar_url: '/favicon.svg',
  bio: null,
  bio_html: null,
  links: [],
  followers: 3,
  is_following: false,
  is_self: false,
  projects: [],
};

beforeEach(() =>
  api.reset({
    // Shiplog's own changelog as /p/shiplog counts it: 4 updates, no subscribers yet.
    [CHANGELOG]: () => ({
      status: 200,
      body: makeProject({
        id: PRODUCT_CHANGELOG_IDS.projectId,
        name: 'Shiplog',
        stats: { updates_count: 4, subscribers_count: 0 },
      }),
    }),
    [TEAM]: () => ({ status: 200, body: team }),
    [UPDATES]: () => ({ status: 200, body: notes }),
  }),
);

function renderProfile(options: UseCompanyProfileOptions = {}) {
  return renderRoutes(
    [
      { path: '/profile', element: <TeamProfilePage {...options} /> },
      { path: '/', element: <p>Landing page</p> },
    ],
    { path: '/profile', api: api.client },
  );
}

const statsOf = (hero: HTMLElement) =>
  [...hero.querySelectorAll('dl > div')].map((item) => [
    item.querySelector('dt')?.textContent,
    item.querySelector('dd')?.textContent,
  ]);

/**
 * Renders the page and lets the loading second pass on the fake clock, then goes back to real
 * timers for user-event (Testing Library only drives Jest's fake timers, not Vitest's).
 */
async function renderLoaded() {
  const view = renderProfile();
  await act(() => vi.advanceTimersByTimeAsync(1000));
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Shiplog');
  vi.useRealTimers();
  return view;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('TeamProfilePage', () => {
  it("shows 'Loading Shiplog profile...' for one second, then the profile", async () => {
    renderProfile();
    expect(screen.getByRole('status')).toHaveTextContent('Loading Shiplog profile...');
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(screen.getByText('Loading Shiplog profile...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByText('Loading Shiplog profile...')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows the hero: name, founded date, description, links, stats and List a Project', async () => {
    await renderLoaded();
    const hero = screen.getByRole('region', { name: 'Shiplog' });
    expect(within(hero).getByText('Founded March 12, 2024')).toBeInTheDocument();
    expect(within(hero).getByText(companyProfile.description)).toBeInTheDocument();
    const links = within(hero).getByRole('list', { name: 'Links' });
    expect(within(links).getByRole('link', { name: /^Repository: shiplog\/shiplog/ })).toHaveAttribute(
      'href',
      'https://github.com/shiplog/shiplog',
    );
    expect(within(links).getByRole('link', { name: /^Website: shiplog\.dev/ })).toHaveAttribute(
      'href',
      'https://shiplog.dev',
    );
    const x = within(links).getByRole('link', { name: /^X: @shiplog/ });
    expect(x).toHaveAttribute('href', 'https://x.com/shiplog');
    expect(x).toHaveAttribute('target', '_blank');
    expect(x).toHaveAttribute('rel', 'noopener noreferrer');

    // The figures are those of Shiplog's own changelog, read from it: no invented lines or counts.
    await waitFor(() =>
      expect(statsOf(hero)).toEqual([
        ['Updates', '4'],
        ['Subscribers', '0'],
      ]),
    );
    expect(hero).not.toHaveTextContent(/Lines|125,000|1,250|342/);
    expect(within(hero).getByRole('link', { name: 'Shiplog’s changelog' })).toHaveAttribute(
      'href',
      '/p/shiplog',
    );
    expect(within(hero).getByRole('link', { name: 'List a Project' })).toHaveAttribute(
      'href',
      '/profile?waitlist=open',
    );
  });

  it('shows no figures at all when the installation has no changelog of its own', async () => {
    api.routes[CHANGELOG] = () => apiError(404, 'NOT_FOUND', 'Project not found');
    api.routes[TEAM] = () => apiError(404, 'NOT_FOUND', 'User not found');
    await renderLoaded();
    const hero = screen.getByRole('region', { name: 'Shiplog' });
    await waitFor(() => expect(api.calls(CHANGELOG)).toHaveLength(1));
    await waitFor(() => expect(hero.querySelector('dl')).toBeNull());
    expect(screen.getByRole('region', { name: '@shiplog' })).not.toHaveTextContent(/followers?/);
  });

  it('opens the waitlist wizard over this page from List a Project', async () => {
    const { router } = await renderLoaded();
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'List a Project' }));
    expect(router.state.location).toMatchObject({ pathname: '/profile', search: '?waitlist=open' });
  });

  it('shows the verified account card with its tooltip, Follow and View profile', async () => {
    await renderLoaded();
    const card = screen.getByRole('region', { name: '@shiplog' });
    expect(within(card).getByText(companyProfile.user.bio)).toBeInTheDocument();
    await waitFor(() => expect(card).toHaveTextContent('3 followers'));
    expect(within(card).getByRole('link', { name: 'View profile' })).toHaveAttribute(
      'href',
      `/user/${PRODUCT_CHANGELOG_IDS.userId}`,
    );

    const user = userEvent.setup();
    const verified = within(card).getByRole('button', { name: 'Verified Account' });
    await user.hover(verified);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Verified Account');
    await user.unhover(verified);

    // Follow has no account to follow yet: reachable by keyboard, marked unavailable, and says why.
    const follow = within(card).getByRole('button', { name: 'Follow' });
    expect(follow).toHaveAttribute('aria-disabled', 'true');
    act(() => verified.focus());
    await user.tab();
    expect(follow).toHaveFocus();
    expect(
      await screen.findByRole('tooltip', { name: /^Following opens with public profiles/ }),
    ).toBeVisible();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Shiplog');
  });

  it("lists the changelog's latest updates with their own likes, views and comments, and links to them", async () => {
    await renderLoaded();
    const section = screen.getByRole('region', { name: 'Latest Updates' });
    expect(within(section).getByRole('link', { name: /^View Blog/ })).toHaveAttribute(
      'href',
      'https://shiplog.dev/blog',
    );
    const items = await within(section).findAllByRole('article');
    expect(items).toHaveLength(2);
    expect(api.calls(UPDATES)[0]?.query.get('limit')).toBe('5');
    const [first, second] = items as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('heading', { level: 3 })).toHaveTextContent('Shiplog is open');
    expect(within(first).getByRole('link', { name: 'Shiplog is open' })).toHaveAttribute(
      'href',
      '/p/shiplog/updates/n1',
    );
    expect(first).toHaveTextContent('Release');
    expect(first).toHaveTextContent('Nov 21, 2026');
    // The text as the server rendered it: a list stays a list.
    expect(
      within(first)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Changelogs', 'Waitlists']);
    expect([...first.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual(['1', '1,024']);
    expect(within(first).getByRole('link', { name: '0 comments' })).toHaveAttribute(
      'href',
      '/p/shiplog/updates/n1',
    );
    expect(second).toHaveTextContent('Update');
    expect(within(second).getByRole('link', { name: '1 comment' })).toBeInTheDocument();
    // Nothing invented: no sample counts, no sample comments.
    expect(section).not.toHaveTextContent(/\b(12|48)\b|Maya Chen|2 days ago/);
    expect(within(section).getByRole('link', { name: /All updates on Shiplog’s changelog/ })).toHaveAttribute(
      'href',
      '/p/shiplog',
    );
  });

  it("says 'No updates yet' while the changelog has none, and when the installation keeps none", async () => {
    api.routes[UPDATES] = () => ({ status: 200, body: [] });
    const { unmount } = await renderLoaded();
    let section = within(screen.getByRole('region', { name: 'Latest Updates' }));
    expect(await section.findByRole('heading', { name: 'No updates yet' })).toBeInTheDocument();
    expect(section.queryByRole('article')).toBeNull();
    expect(section.getByRole('link', { name: 'Open the changelog' })).toHaveAttribute('href', '/p/shiplog');
    unmount();

    api.routes[UPDATES] = () => apiError(404, 'NOT_FOUND', 'Project not found');
    vi.useFakeTimers();
    await renderLoaded();
    section = within(screen.getByRole('region', { name: 'Latest Updates' }));
    expect(await section.findByRole('heading', { name: 'No updates yet' })).toBeInTheDocument();
    expect(section.getByText(/once this installation keeps a changelog of its own/)).toBeInTheDocument();
    expect(section.queryByRole('link', { name: 'Open the changelog' })).toBeNull();
  });

  it('says when the updates do not load, and loads them again on Try again', async () => {
    api.routes[UPDATES] = () => apiError(503, 'SERVICE_UNAVAILABLE', 'Down for a moment');
    await renderLoaded();
    const section = within(screen.getByRole('region', { name: 'Latest Updates' }));
    expect(await section.findByText('Could not load the latest updates.')).toBeInTheDocument();
    api.routes[UPDATES] = () => ({ status: 200, body: notes });
    await userEvent.setup().click(section.getByRole('button', { name: 'Try again' }));
    expect(await section.findAllByRole('article')).toHaveLength(2);
  });

  it("shows the 'Stay Updated' panel and the 'What is Shiplog?' blurb", async () => {
    await renderLoaded();
    const subscribe = screen.getByRole('region', { name: 'Stay Updated' });
    expect(within(subscribe).getByLabelText('Email address')).toHaveAttribute('type', 'email');
    expect(within(subscribe).getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
    const about = screen.getByRole('region', { name: 'What is Shiplog?' });
    expect(within(about).getByRole('link', { name: 'Explore the features' })).toHaveAttribute(
      'href',
      '/features',
    );
  });

  it('shows the error panel when the profile cannot be read, after the loading second', async () => {
    renderProfile({ load: () => Promise.reject(new Error('chunk failed')) });
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.getByText('Loading Shiplog profile...')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Error');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Failed to load the Shiplog profile. Please try again.',
    );
    expect(screen.queryByText('chunk failed')).toBeNull();
    vi.useRealTimers();
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Back to Home' }));
    expect(screen.getByText('Landing page')).toBeInTheDocument();
  });
});

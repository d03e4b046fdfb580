import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toast } from 'sonner';
import { postMessages } from '@shiplog/contract';
import { setUpApiServer } from '@test/api-server';
import { makeSession, makeUser } from '@test/render';
import { connectedSession, makePost, openDashboard, serveDashboard } from '../test/dashboard-kit';

const api = setUpApiServer();
// Sonner keeps its toasts in a module: a toast of one test must not show in the next.
afterEach(() => toast.dismiss());

let state: ReturnType<typeof serveDashboard>;
beforeEach(() => {
  state = serveDashboard(api);
});

describe('/dashboard', () => {
  it("says 'Logged in as' with the name, or the email when there is none", async () => {
    openDashboard(api);
    expect(screen.getByText(/Logged in as/)).toHaveTextContent('Logged in as Ada Lovelace');
    await screen.findByText('Commit number 1');
  });

  it('falls back to the email', async () => {
    const noName = { ...makeUser().user_metadata, full_name: null };
    openDashboard(api, '/dashboard', connectedSession({}, { user_metadata: noName }));
    expect(screen.getByText(/Logged in as/)).toHaveTextContent('Logged in as ada@example.com');
    await screen.findByText('Commit number 1');
  });

  it("shows 'Processing authentication...' for an OAuth redirect, hands it to the callback screen and loads nothing", async () => {
    // The hand-over happens within the first render's effects: record every text the page showed.
    const shown: string[] = [];
    const observer = new MutationObserver((records) =>
      records.forEach((r) => r.addedNodes.forEach((node) => shown.push(node.textContent ?? ''))),
    );
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    const { router } = openDashboard(api, '/dashboard?code=abc');
    expect(await screen.findByRole('heading', { name: 'Callback screen' })).toBeInTheDocument();
    observer.disconnect();
    expect(shown.some((text) => text.includes('Processing authentication...'))).toBe(true);
    expect(router.state.location.search).toBe('?code=abc');
    expect(api.requests).toHaveLength(0);
  });

  it("hands an OAuth error to the callback screen (which says 'Authentication failed: …'), signed in or out", async () => {
    for (const session of [makeSession(), null]) {
      const { router, unmount } = openDashboard(api, '/dashboard?error=access_denied', session);
      expect(await screen.findByRole('heading', { name: 'Callback screen' })).toBeInTheDocument();
      expect(router.state.location.search).toBe('?error=access_denied');
      unmount();
    }
    expect(api.calls('POST /api/commits/fetch')).toHaveLength(0);
  });

  it('sends signed-out visitors to /login', async () => {
    openDashboard(api, '/dashboard', null);
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
  });

  it('opens on Commits and loads each tab when it is shown, by mouse or keyboard', async () => {
    const { user, router } = openDashboard(api);
    const commitsTab = screen.getByRole('tab', { name: 'Commits' });
    expect(commitsTab).toHaveAttribute('aria-selected', 'true');
    await screen.findByText('Commit number 1');
    expect(api.calls('POST /api/commits/fetch')).toHaveLength(1);
    expect(api.calls('GET /api/posts')).toHaveLength(0);

    await user.click(screen.getByRole('tab', { name: 'Posts' }));
    expect(await screen.findByText('Post number 1 #buildinpublic')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=posts');
    expect(api.calls('GET /api/posts')).toHaveLength(1);

    // Radix tabs: arrow keys move between tabs and show them.
    screen.getByRole('tab', { name: 'Posts' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(commitsTab).toHaveFocus();
    await waitFor(() => expect(commitsTab).toHaveAttribute('aria-selected', 'true'));
    await waitFor(() => expect(api.calls('POST /api/commits/fetch')).toHaveLength(2));
    expect(router.state.location.search).toBe('');

    state.posts = [makePost(2), makePost(1)];
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByText('Post number 2 #buildinpublic')).toBeInTheDocument();
    expect(api.calls('GET /api/posts')).toHaveLength(2);
  });

  it('opens the tab the address names', async () => {
    openDashboard(api, '/dashboard?tab=posts');
    expect(screen.getByRole('tab', { name: 'Posts' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByText('Post number 1 #buildinpublic');
    expect(api.calls('POST /api/commits/fetch')).toHaveLength(0);
  });

  it('Refresh loads the open tab again; commits straight from GitHub', async () => {
    const { user } = openDashboard(api);
    await screen.findByText('Commit number 1');
    state.commits = [{ ...state.commits[0]!, id: 'c9', message: 'A brand new commit' }];
    await user.click(screen.getByRole('button', { name: 'Refresh commits' }));
    expect(await screen.findByText('A brand new commit')).toBeInTheDocument();
    expect(api.calls('POST /api/commits/fetch').map((r) => r.query.get('refresh'))).toEqual([null, '1']);

    await user.click(screen.getByRole('tab', { name: 'Posts' }));
    await screen.findByText('Post number 1 #buildinpublic');
    state.posts = [];
    await user.click(screen.getByRole('button', { name: 'Refresh posts' }));
    expect(await screen.findByRole('heading', { name: postMessages.noPosts })).toBeInTheDocument();
  });

  it('says GitHub is connected when GitHub sends the browser back, and fetches the commits', async () => {
    const { router } = openDashboard(api, '/dashboard?connected=github');
    expect(await screen.findByText('GitHub connected')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(api.calls('POST /api/commits/fetch')).toHaveLength(1);
  });
});

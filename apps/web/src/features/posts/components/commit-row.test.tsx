import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toast } from 'sonner';
import { postMessages } from '@shiplog/contract';
import { apiError, setUpApiServer } from '@test/api-server';
import { deferred } from '@test/fixtures';
import { findItem, makePost, openDashboard, serveDashboard } from '../test/dashboard-kit';

const api = setUpApiServer();
// Sonner keeps its toasts in a module: a toast of one test must not show in the next.
afterEach(() => toast.dismiss());

let state: ReturnType<typeof serveDashboard>;
beforeEach(() => {
  state = serveDashboard(api);
});

const generated = (n: number) => ({ status: 201, body: { post: makePost(n) } });

describe('Generate Post on the Commits tab', () => {
  it('generates a post for one row (spinner on that row only), says so and refreshes the posts', async () => {
    const answer = deferred();
    api.routes['POST /api/posts/generate'] = async () => {
      await answer.promise;
      state.posts = [makePost(2), ...state.posts];
      return generated(2);
    };
    const { user } = openDashboard(api);
    const row = await findItem('Commit number 2');
    const other = await findItem('Commit number 1');
    await user.selectOptions(screen.getByLabelText('Write for'), 'linkedin');
    await user.selectOptions(screen.getByLabelText('Tone'), 'casual');
    await user.click(row.getByRole('button', { name: 'Generate Post' }));

    const busy = row.getByRole('button', { name: 'Generating…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(other.getByRole('button', { name: 'Generate Post' })).toBeEnabled();
    await waitFor(() => expect(api.calls('POST /api/posts/generate')).toHaveLength(1));
    expect(api.calls('POST /api/posts/generate')[0]?.body).toEqual({
      commit_id: 'c2',
      target: 'linkedin',
      tone: 'casual',
    });

    answer.resolve();
    expect(await screen.findByText(postMessages.generated)).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Generate Post' })).toBeEnabled();
    // Sonner captures the pointer on a toast, which jsdom cannot: a plain click.
    fireEvent.click(screen.getByRole('button', { name: 'View posts' }));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Posts' })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(await screen.findByText('Post number 2 #buildinpublic')).toBeInTheDocument();
    expect(screen.getByText('Post number 1 #buildinpublic')).toBeInTheDocument();
  });

  it('writes for Bluesky and Mastodon too, each with its limit named', async () => {
    api.routes['POST /api/posts/generate'] = () => generated(2);
    const { user } = openDashboard(api);
    const row = await findItem('Commit number 2');
    const writeFor = screen.getByLabelText('Write for');
    expect(
      within(writeFor)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'X (280 characters)',
      'LinkedIn (longer)',
      'Discord (markdown)',
      'Bluesky (300 characters)',
      'Mastodon (500 characters)',
    ]);
    await user.selectOptions(writeFor, 'bluesky');
    await user.click(row.getByRole('button', { name: 'Generate Post' }));
    await waitFor(() => expect(api.calls('POST /api/posts/generate')).toHaveLength(1));
    expect(api.calls('POST /api/posts/generate')[0]?.body).toEqual({ commit_id: 'c2', target: 'bluesky' });
  });

  it('keeps the spinner while the user looks at another tab, and still says when it is done', async () => {
    const answer = deferred();
    api.routes['POST /api/posts/generate'] = async () => {
      await answer.promise;
      return generated(2);
    };
    const { user } = openDashboard(api);
    await user.click((await findItem('Commit number 2')).getByRole('button', { name: 'Generate Post' }));
    await user.click(screen.getByRole('tab', { name: 'Posts' }));
    await screen.findByText('Post number 1 #buildinpublic');
    await user.click(screen.getByRole('tab', { name: 'Commits' }));
    expect((await findItem('Commit number 2')).getByRole('button', { name: 'Generating…' })).toBeDisabled();
    await user.click(screen.getByRole('tab', { name: 'Posts' }));
    answer.resolve();
    expect(await screen.findByText(postMessages.generated)).toBeInTheDocument();
    expect(await screen.findByText('Post number 2 #buildinpublic')).toBeInTheDocument();
  });

  it("says 'Failed to generate post. Please try again.' on the row, with the server's reason when it gave one", async () => {
    api.routes['POST /api/posts/generate'] = () => apiError(502, 'BAD_GATEWAY', 'The AI provider failed');
    const { user } = openDashboard(api);
    const row = await findItem('Commit number 1');
    await user.click(row.getByRole('button', { name: 'Generate Post' }));
    const alert = await row.findByRole('alert');
    expect(alert).toHaveTextContent(postMessages.generateFailed);
    expect(alert).not.toHaveTextContent('AI provider');
    expect(screen.queryByText(postMessages.generated)).not.toBeInTheDocument();
    expect((await findItem('Commit number 2')).queryByRole('alert')).not.toBeInTheDocument();

    const limited =
      'You have generated many posts in a short time (AI calls cost money). Try again in 8 minutes.';
    api.routes['POST /api/posts/generate'] = () => apiError(429, 'RATE_LIMITED', limited);
    await user.click(row.getByRole('button', { name: 'Generate Post' }));
    // The limit's own message says how long to wait: it stands alone, not under a generic failure.
    await waitFor(() => expect(row.getByRole('alert')).toHaveTextContent(limited));
    expect(row.getByRole('alert')).not.toHaveTextContent(postMessages.generateFailed);
  });

  it("shows the writer's reason when nothing is worth sharing, and writes anyway on request", async () => {
    const reason = 'A work-in-progress commit with nothing a reader would notice.';
    api.routes['POST /api/posts/generate'] = ({ body }) =>
      (body as { force?: boolean }).force ? generated(3) : apiError(422, 'NOT_WORTH_SHARING', reason);
    const { user } = openDashboard(api);
    const row = await findItem('Commit number 1');
    await user.click(row.getByRole('button', { name: 'Generate Post' }));
    const title = await row.findByText(postMessages.notWorthSharing);
    expect(title.closest('[role="status"]')).toHaveTextContent(reason);
    expect(row.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(row.getByRole('button', { name: postMessages.writeAnyway }));
    expect(await screen.findByText(postMessages.generated)).toBeInTheDocument();
    expect(api.calls('POST /api/posts/generate').map((call) => call.body)).toEqual([
      { commit_id: 'c1', target: 'x' },
      { commit_id: 'c1', target: 'x', force: true },
    ]);
    expect(row.queryByText(postMessages.notWorthSharing)).not.toBeInTheDocument();
  });

  it('asks for another wording when a post is generated again from the same commit', async () => {
    api.routes['POST /api/posts/generate'] = () => generated(4);
    const { user } = openDashboard(api);
    const row = await findItem('Commit number 1');
    for (let n = 1; n <= 3; n++) {
      await user.click(row.getByRole('button', { name: 'Generate Post' }));
      await waitFor(() => expect(api.calls('POST /api/posts/generate')).toHaveLength(n));
      await waitFor(() => expect(row.getByRole('button', { name: 'Generate Post' })).toBeEnabled());
    }
    const variants = api
      .calls('POST /api/posts/generate')
      .map((call) => (call.body as { variant?: number }).variant);
    expect(variants).toEqual([undefined, 1, 2]);
  });
});

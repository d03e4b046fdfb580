import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  githubMessages,
  NEXT_CURSOR_HEADER,
  postMessages,
  projectMessages,
  webhookMessages,
} from '@shiplog/contract';
import { apiError } from '@test/api-server';
import { commitListReply, makeNumberedCommit } from '@test/fixtures';
import { slow } from '@test/render';
import { PICK_A_COMMIT } from '@/features/auto-updates/components/generate-from-commit';
import {
  COMMITS,
  GENERATE,
  makeGeneratedUpdate,
  openGithubIntegration,
  serveGithubIntegration,
} from './test/github-integration-kit';

const { api } = serveGithubIntegration();

function open() {
  const view = openGithubIntegration(api);
  const form = within(view.section.getByRole('form', { name: 'Generate an update from a commit' }));
  return { ...view, form };
}

describe('GitHub Integration: generate an update from a commit', slow, () => {
  it('lists the recent commits (limit 10) with messages cut at 50 characters', async () => {
    const { form } = open();
    expect(form.getByRole('status', { name: 'Loading commits' })).toBeInTheDocument();
    const group = within(await form.findByRole('radiogroup', { name: 'Recent commits' }));
    const radios = group.getAllByRole('radio');
    expect(radios).toHaveLength(2);
    const long = 'feat: add a dark theme to every screen of the app, including settings';
    expect(group.getByText(`${long.slice(0, 50)}…`)).toBeInTheDocument();
    expect(group.getByText('fix: crash on start')).toBeInTheDocument();
    expect(group.getByText('a1b2c3d')).toBeInTheDocument();
    expect(api.calls(COMMITS)[0]?.query.get('limit')).toBe('10');
  });

  it('asks for a commit before generating', async () => {
    const { user, form } = open();
    await form.findByRole('radiogroup', { name: 'Recent commits' });
    await user.click(form.getByRole('button', { name: 'Generate update' }));
    expect(form.getByRole('alert')).toHaveTextContent(PICK_A_COMMIT);
    expect(api.calls(GENERATE)).toHaveLength(0);
  });

  it('generates from the chosen commit with the custom title, and links to the project page', async () => {
    api.routes[GENERATE] = () => ({
      status: 201,
      body: makeGeneratedUpdate({ id: 'u9', project_id: 'p1', type: 'commit', title: 'Crash fixed' }),
    });
    const { user, form } = open();
    await user.click(await form.findByRole('radio', { name: /fix: crash on start/ }));
    await user.type(form.getByLabelText('Custom title (optional)'), 'Crash fixed');
    await user.click(form.getByRole('button', { name: 'Generate update' }));
    expect(await form.findByText('Update published')).toBeInTheDocument();
    expect(api.calls(GENERATE)[0]?.body).toEqual({
      commit_sha: '0f9e8d7c6b5a4f3e2d1c',
      custom_title: 'Crash fixed',
    });
    expect(form.getByText(/“Crash fixed” is on the project page/)).toBeInTheDocument();
    // The project's page at its short address, the canonical one.
    expect(form.getByRole('link', { name: 'View it on the project page' })).toHaveAttribute(
      'href',
      '/p/acme-cli',
    );
    expect(form.getByLabelText('Custom title (optional)')).toHaveValue('');
  });

  it('sends no title when the custom title is left empty', async () => {
    api.routes[GENERATE] = () => ({ status: 201, body: makeGeneratedUpdate({ project_id: 'p1' }) });
    const { user, form } = open();
    await user.click(await form.findByRole('radio', { name: /feat: add a dark theme/ }));
    await user.click(form.getByRole('button', { name: 'Generate update' }));
    await form.findByText('Update published');
    expect(api.calls(GENERATE)[0]?.body).toEqual({ commit_sha: 'a1b2c3d4e5f6a7b8c9d0', custom_title: null });
  });

  it(`says '${webhookMessages.generateFailed}' when generating fails`, async () => {
    api.routes[GENERATE] = () => apiError(502, 'AI_UNAVAILABLE', 'The writer is down');
    const { user, form } = open();
    await user.click(await form.findByRole('radio', { name: /fix: crash on start/ }));
    await user.click(form.getByRole('button', { name: 'Generate update' }));
    expect(await form.findByRole('alert')).toHaveTextContent(webhookMessages.generateFailed);
    expect(form.queryByText('Update published')).not.toBeInTheDocument();
    expect(form.getByRole('radio', { name: /fix: crash on start/ })).toBeChecked();
  });

  it("adds the server's reason under the message when it gives one", async () => {
    api.routes[GENERATE] = () => apiError(403, 'FORBIDDEN', 'GitHub refused the token');
    const { user, form } = open();
    await user.click(await form.findByRole('radio', { name: /fix: crash on start/ }));
    await user.click(form.getByRole('button', { name: 'Generate update' }));
    const alert = await form.findByRole('alert');
    expect(alert).toHaveTextContent(webhookMessages.generateFailed);
    expect(alert).toHaveTextContent('GitHub refused the token');
  });

  it("shows only the server's message at the generation limit (it says how long to wait)", async () => {
    const limited = 'You have used all 20 generations of the last 10 minutes. Try again in 3 minutes.';
    api.routes[GENERATE] = () => apiError(429, 'RATE_LIMITED', limited);
    const { user, form } = open();
    await user.click(await form.findByRole('radio', { name: /fix: crash on start/ }));
    await user.click(form.getByRole('button', { name: 'Generate update' }));
    const alert = await form.findByRole('alert');
    expect(alert).toHaveTextContent(limited);
    expect(alert).not.toHaveTextContent(webhookMessages.generateFailed);
  });

  it('says a held update waits in Drafts, with a link there', async () => {
    api.routes[GENERATE] = () => ({
      status: 201,
      body: makeGeneratedUpdate({ project_id: 'p1', title: 'Crash fixed', status: 'draft' }),
    });
    const { user, form } = open();
    await user.click(await form.findByRole('radio', { name: /fix: crash on start/ }));
    await user.click(form.getByRole('button', { name: 'Generate update' }));
    expect(await form.findByText('Draft saved — review it in Drafts')).toBeInTheDocument();
    expect(form.queryByText('Update published')).not.toBeInTheDocument();
    expect(form.getByText(/“Crash fixed” waits in Drafts/)).toBeInTheDocument();
    expect(form.getByRole('link', { name: 'Open Drafts' })).toHaveAttribute('href', '/drafts');
  });

  it("shows the writer's reason when the commit is not worth sharing, and writes anyway", async () => {
    const reason = 'A work-in-progress commit: nothing a reader would notice yet.';
    api.routes[GENERATE] = ({ body }) =>
      (body as { force?: boolean }).force
        ? { status: 201, body: makeGeneratedUpdate({ project_id: 'p1', status: 'draft' }) }
        : apiError(422, 'NOT_WORTH_SHARING', reason);
    const { user, form } = open();
    await user.click(await form.findByRole('radio', { name: /fix: crash on start/ }));
    await user.type(form.getByLabelText('Custom title (optional)'), 'Crash fixed');
    await user.click(form.getByRole('button', { name: 'Generate update' }));
    const title = await form.findByText(postMessages.notWorthSharing);
    expect(title.closest('[role="status"]')).toHaveTextContent(reason);
    expect(form.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(form.getByRole('button', { name: postMessages.writeAnyway }));
    expect(await form.findByText('Draft saved — review it in Drafts')).toBeInTheDocument();
    expect(api.calls(GENERATE).map((call) => call.body)).toEqual([
      { commit_sha: '0f9e8d7c6b5a4f3e2d1c', custom_title: 'Crash fixed' },
      { commit_sha: '0f9e8d7c6b5a4f3e2d1c', custom_title: 'Crash fixed', force: true },
    ]);
  });

  it('offers to open, replace or add another when the commit already has an update', async () => {
    api.routes[GENERATE] = ({ body }) =>
      (body as { replace?: boolean }).replace
        ? {
            status: 201,
            body: makeGeneratedUpdate({ project_id: 'p1', status: 'draft', title: 'Written again' }),
          }
        : {
            status: 409,
            body: {
              error: {
                code: 'UPDATE_EXISTS',
                message: 'This commit already has an update: scheduled "Crash fixed".',
                existing: {
                  id: 'u3',
                  project_id: 'p1',
                  status: 'scheduled',
                  title: 'Crash fixed',
                  url: 'http://x',
                },
              },
            },
          };
    const { user, form } = open();
    await user.click(await form.findByRole('radio', { name: /fix: crash on start/ }));
    await user.click(form.getByRole('button', { name: 'Generate update' }));
    const offer = (await form.findByText('This commit already has an update')).closest('[role="status"]');
    expect(offer).toHaveTextContent('It is a scheduled update: “Crash fixed”.');
    expect(form.getByRole('link', { name: 'Open the existing update' })).toHaveAttribute('href', '/drafts');
    expect(form.getByRole('button', { name: 'Add another' })).toBeEnabled();
    await user.click(form.getByRole('button', { name: 'Replace it' }));
    expect(await form.findByText(/“Written again” waits in Drafts/)).toBeInTheDocument();
    expect(api.calls(GENERATE).map((call) => call.body)).toEqual([
      { commit_sha: '0f9e8d7c6b5a4f3e2d1c', custom_title: null },
      { commit_sha: '0f9e8d7c6b5a4f3e2d1c', custom_title: null, replace: true },
    ]);
  });

  it('says a scheduled update written again by Replace still waits for its time, not that it was published', async () => {
    api.routes[GENERATE] = ({ body }) =>
      (body as { replace?: boolean }).replace
        ? {
            status: 201,
            body: makeGeneratedUpdate({ project_id: 'p1', status: 'scheduled', title: 'Written again' }),
          }
        : {
            status: 409,
            body: {
              error: {
                code: 'UPDATE_EXISTS',
                message: 'This commit already has an update: scheduled "Crash fixed".',
                existing: {
                  id: 'u3',
                  project_id: 'p1',
                  status: 'scheduled',
                  title: 'Crash fixed',
                  url: 'http://x',
                },
              },
            },
          };
    const { user, form } = open();
    await user.click(await form.findByRole('radio', { name: /fix: crash on start/ }));
    await user.click(form.getByRole('button', { name: 'Generate update' }));
    await user.click(await form.findByRole('button', { name: 'Replace it' }));
    expect(await form.findByText('Scheduled update “Written again” written again')).toBeInTheDocument();
    expect(form.getByText(/“Written again” waits in Drafts until its time/)).toBeInTheDocument();
    expect(form.getByRole('link', { name: 'Open Drafts' })).toHaveAttribute('href', '/drafts');
    expect(form.queryByText('Update published')).not.toBeInTheDocument();
  });

  it('offers to connect GitHub when the account has none', async () => {
    api.routes[COMMITS] = () => apiError(403, 'FORBIDDEN', githubMessages.notConnectedDetail);
    const { form } = open();
    expect(await form.findByText(githubMessages.connectPrompt)).toBeInTheDocument();
  });

  it('says when commits do not load, with a working retry, and when there are none', async () => {
    api.routes[COMMITS] = () => apiError(503, 'GITHUB_UNAVAILABLE', githubMessages.unavailable);
    const { user, form } = open();
    expect(await form.findByRole('alert')).toHaveTextContent(projectMessages.fetchCommitsFailed);
    api.routes[COMMITS] = () => ({ status: 200, body: [] });
    await user.click(form.getByRole('button', { name: 'Try again' }));
    expect(await form.findByText(/No commits yet/)).toBeInTheDocument();
    expect(api.calls(COMMITS).at(-1)?.query.get('refresh')).toBe('1');
  });

  it('offers Load more exactly when the server says another page follows', async () => {
    // A full page that is the last: no Load more. A short page with a next one: Load more.
    api.routes[COMMITS] = () =>
      commitListReply(
        Array.from({ length: 10 }, (_, i) => makeNumberedCommit(i + 1)),
        1,
      );
    const first = open();
    expect(await first.form.findByText('That is every commit.')).toBeInTheDocument();
    expect(first.form.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    first.unmount();
    api.routes[COMMITS] = () => ({
      ...commitListReply([makeNumberedCommit(1)], 1),
      headers: { [NEXT_CURSOR_HEADER]: '2' },
    });
    const second = open();
    expect(await second.form.findByRole('button', { name: 'Load more' })).toBeInTheDocument();
    expect(second.form.queryByText('That is every commit.')).not.toBeInTheDocument();
  });

  it('reaches an older commit by Load more and by sha search, with the keyboard, and generates from it', async () => {
    const history = Array.from({ length: 12 }, (_, i) => makeNumberedCommit(i + 1));
    const oldest = history[11]!;
    api.routes[COMMITS] = ({ query }) => {
      const q = query.get('q');
      if (q) return { status: 200, body: oldest.sha.startsWith(q) ? [oldest] : [] };
      return commitListReply(history, Number(query.get('page') ?? '1'));
    };
    api.routes[GENERATE] = () => ({ status: 201, body: makeGeneratedUpdate() });
    const { user, form } = open();
    const radios = async () =>
      within(await form.findByRole('radiogroup', { name: 'Recent commits' })).getAllByRole('radio');
    expect(await radios()).toHaveLength(10);
    await user.click(form.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await radios()).toHaveLength(12));
    expect(api.calls(COMMITS).at(-1)!.query.get('page')).toBe('2');
    expect(form.getByText('That is every commit.')).toBeInTheDocument();

    // Enter searches; it does not send the settings form.
    const box = form.getByRole('searchbox', { name: 'Search commits' });
    await user.type(box, `${oldest.sha.slice(0, 7)}{Enter}`);
    await waitFor(async () => expect(await radios()).toHaveLength(1));
    expect(api.calls(COMMITS).at(-1)!.query.get('q')).toBe(oldest.sha.slice(0, 7));
    expect(form.queryByText(/Text search looks through/)).not.toBeInTheDocument();
    expect(api.calls(GENERATE)).toHaveLength(0);
    // From the box, Tab passes Search, the dates and Clear to the commit; Space picks it.
    const [only] = await radios();
    for (let i = 0; i < 5; i++) await user.tab();
    expect(only).toHaveFocus();
    await user.keyboard(' ');
    expect(only).toBeChecked();
    await user.click(form.getByRole('button', { name: 'Generate update' }));
    await waitFor(() => expect(api.calls(GENERATE)).toHaveLength(1));
    expect(api.calls(GENERATE)[0]?.body).toMatchObject({ commit_sha: oldest.sha });

    await user.clear(box);
    await user.type(box, 'fffffff{Enter}');
    expect(await form.findByText('No commits match “fffffff”.')).toBeInTheDocument();
  });
});

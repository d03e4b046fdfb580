import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { postMessages, projectMessages, updateMessages } from '@shiplog/contract';
import { apiError, setUpApiServer } from '@test/api-server';
import { deferred, makeNumberedCommit } from '@test/fixtures';
import { makeMyProject, makePublishedUpdate, openMyProjects, panel } from './test/my-projects-kit';

const api = setUpApiServer();

const commit = makeNumberedCommit(1, {
  commit: {
    message: 'Add the changelog page\n\nVisitors can now read every update.',
    author: { name: 'Ada Lovelace', date: '2025-01-05T12:00:00Z' },
  },
});
const post = (content: string) => ({
  status: 200,
  body: { post: { id: 'post-1', content, created_at: '2025-01-05T12:00:00Z' } },
});

beforeEach(() =>
  api.reset({
    'GET /api/projects': () => ({ status: 200, body: [makeMyProject()] }),
    'GET /api/github/commits/ada/shiplog': () => ({ status: 200, body: [commit, makeNumberedCommit(2)] }),
    'POST /api/ai/generate-post': () => post('We shipped a changelog page!'),
    // Publish Update: the generated update (the review rule sets its status), then the edited text.
    'POST /api/projects/p1/updates/generate': () => ({
      status: 201,
      body: makePublishedUpdate({
        title: 'Add the changelog page',
        content: 'The writer’s words',
        commit_hash: commit.sha,
        commit_message: commit.commit.message,
      }),
    }),
    'PUT /api/projects/p1/updates/u1': ({ body }) => ({
      status: 200,
      body: makePublishedUpdate({ ...(body as object), title: 'Add the changelog page' }),
    }),
  }),
);

const GENERATE_UPDATE = 'POST /api/projects/p1/updates/generate';
const EDIT = 'PUT /api/projects/p1/updates/u1';

async function selectCommit() {
  const user = userEvent.setup({ delay: null });
  openMyProjects(api.client, '/projects?project=p1');
  const details = within(await screen.findByRole('region', { name: 'Shiplog' }));
  expect(details.queryByRole('region', { name: 'Generate Build Update' })).not.toBeInTheDocument();
  const row = await details.findByRole('button', { name: /Add the changelog page/ });
  await user.click(row);
  expect(row).toHaveAttribute('aria-pressed', 'true');
  return { user, generator: panel('Generate Build Update') };
}

describe('Generate Build Update', () => {
  it('goes from Generate Post through the spinner to an editable post', async () => {
    const answer = deferred();
    api.routes['POST /api/ai/generate-post'] = async () => {
      await answer.promise;
      return post('We shipped a changelog page!');
    };
    const { user, generator } = await selectCommit();
    expect(generator.getByText(/: Add the changelog page$/)).toBeInTheDocument();
    expect(generator.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(generator.getByRole('button', { name: 'Generate Post' }));
    expect(await generator.findByRole('status')).toHaveTextContent(projectMessages.generating);
    expect(generator.queryByRole('button', { name: 'Generate Post' })).not.toBeInTheDocument();
    answer.resolve();
    expect(await generator.findByRole('textbox', { name: 'Post' })).toHaveValue(
      'We shipped a changelog page!',
    );
    expect(generator.getByRole('button', { name: 'Regenerate' })).toBeEnabled();
    expect(generator.getByRole('button', { name: 'Publish Update' })).toBeEnabled();
    expect(api.calls('POST /api/ai/generate-post')[0]?.body).toEqual({
      project_id: 'p1',
      commit_message: 'Add the changelog page\n\nVisitors can now read every update.',
      commit_sha: commit.sha,
      author: 'Ada Lovelace',
    });
  });

  it("says 'Failed to generate post' and offers Generate Post again", async () => {
    api.routes['POST /api/ai/generate-post'] = () => apiError(404, 'NOT_FOUND', 'Route not found');
    const { user, generator } = await selectCommit();
    await user.click(generator.getByRole('button', { name: 'Generate Post' }));
    expect(await generator.findByRole('alert')).toHaveTextContent(projectMessages.generatePostFailed);
    expect(generator.getByRole('button', { name: 'Generate Post' })).toBeInTheDocument();
  });

  it('Regenerate replaces the draft, asking for another wording each time', async () => {
    api.routes['POST /api/ai/generate-post'] = ({ body }) =>
      post(`Take ${(body as { variant?: number }).variant ?? 0}`);
    const { user, generator } = await selectCommit();
    await user.click(generator.getByRole('button', { name: 'Generate Post' }));
    expect(await generator.findByRole('textbox', { name: 'Post' })).toHaveValue('Take 0');
    await user.click(generator.getByRole('button', { name: 'Regenerate' }));
    await waitFor(() => expect(generator.getByRole('textbox', { name: 'Post' })).toHaveValue('Take 1'));
    await user.click(generator.getByRole('button', { name: 'Regenerate' }));
    await waitFor(() => expect(generator.getByRole('textbox', { name: 'Post' })).toHaveValue('Take 2'));
    const variants = api
      .calls('POST /api/ai/generate-post')
      .map((call) => (call.body as { variant?: number }).variant);
    expect(variants).toEqual([undefined, 1, 2]);
  });

  it("shows the writer's reason when nothing is worth sharing, and writes anyway on request", async () => {
    api.routes['POST /api/ai/generate-post'] = ({ body }) =>
      (body as { force?: boolean }).force
        ? post('A small step: the README is tidier.')
        : apiError(422, 'NOT_WORTH_SHARING', 'A work-in-progress commit with no user-facing change.');
    const { user, generator } = await selectCommit();
    await user.click(generator.getByRole('button', { name: 'Generate Post' }));
    const notice = (await generator.findByText(postMessages.notWorthSharing)).closest('[role="status"]')!;
    expect(notice).toHaveTextContent('A work-in-progress commit with no user-facing change.');
    await user.click(generator.getByRole('button', { name: postMessages.writeAnyway }));
    expect(await generator.findByRole('textbox', { name: 'Post' })).toHaveValue(
      'A small step: the README is tidier.',
    );
    expect(api.calls('POST /api/ai/generate-post').at(-1)?.body).toMatchObject({ force: true });
  });

  it("shows the server's message when the generation limit is reached", async () => {
    const limited = 'You have used all 20 generations of the last 10 minutes. Try again in 4 minutes.';
    api.routes['POST /api/ai/generate-post'] = () => apiError(429, 'RATE_LIMITED', limited);
    const { user, generator } = await selectCommit();
    await user.click(generator.getByRole('button', { name: 'Generate Post' }));
    const alert = await generator.findByRole('alert');
    expect(alert).toHaveTextContent(limited);
    expect(alert).not.toHaveTextContent(projectMessages.generatePostFailed);
  });

  it('publishes the edited post as the commit update, once, when the review rule lets it out', async () => {
    const { user, generator } = await selectCommit();
    await user.click(generator.getByRole('button', { name: 'Generate Post' }));
    const text = await generator.findByRole('textbox', { name: 'Post' });
    await user.clear(text);
    await user.type(text, 'My own words');
    await user.click(generator.getByRole('button', { name: 'Publish Update' }));
    const done = await generator.findByRole('status');
    expect(done).toHaveTextContent('Update published');
    await waitFor(() => expect(done).toHaveFocus());
    expect(within(done).getByRole('link', { name: 'View on project page' })).toHaveAttribute(
      'href',
      '/projects/p1',
    );
    expect(generator.getByRole('button', { name: 'Publish Update' })).toBeDisabled();
    expect(api.calls(GENERATE_UPDATE)).toHaveLength(1);
    // The owner's words go in the same call: nothing else is ever published or mailed.
    expect(api.calls(GENERATE_UPDATE)[0]?.body).toEqual({
      commit_sha: commit.sha,
      custom_title: 'Add the changelog page',
      content: 'My own words',
      force: true,
    });
    expect(api.calls(EDIT)).toHaveLength(0);
    await user.type(text, '!');
    expect(generator.getByRole('button', { name: 'Publish Update' })).toBeEnabled();
    // Publishing again edits the same update: one commit, one update.
    await user.click(generator.getByRole('button', { name: 'Publish Update' }));
    await waitFor(() => expect(api.calls(EDIT)).toHaveLength(1));
    expect(api.calls(GENERATE_UPDATE)).toHaveLength(1);
    expect(api.calls(EDIT)[0]?.body).toEqual({
      type: 'commit',
      title: 'Add the changelog page',
      content: 'My own words!',
      commit_hash: commit.sha,
      commit_message: commit.commit.message,
    });
  });

  it('says the update waits in Drafts when the review rule holds it', async () => {
    api.routes[GENERATE_UPDATE] = () => ({
      status: 201,
      body: makePublishedUpdate({ title: 'Add the changelog page', status: 'draft' }),
    });
    api.routes[EDIT] = ({ body }) => ({
      status: 200,
      body: makePublishedUpdate({ ...(body as object), status: 'draft' }),
    });
    const { user, generator } = await selectCommit();
    await user.click(generator.getByRole('button', { name: 'Generate Post' }));
    await generator.findByRole('textbox', { name: 'Post' });
    await user.click(generator.getByRole('button', { name: 'Publish Update' }));
    const done = await generator.findByRole('status');
    expect(done).toHaveTextContent('Draft saved — review it in Drafts');
    expect(done).not.toHaveTextContent('Update published');
    expect(within(done).getByRole('link', { name: 'Open Drafts' })).toHaveAttribute('href', '/drafts');
    expect(api.calls(GENERATE_UPDATE)[0]?.body).toMatchObject({ content: 'We shipped a changelog page!' });
    expect(api.calls(EDIT)).toHaveLength(0);
  });

  it("says 'Failed to save update. Please try again.' when publishing fails", async () => {
    api.routes[GENERATE_UPDATE] = () => apiError(500, 'INTERNAL', 'Internal server error');
    const { user, generator } = await selectCommit();
    await user.click(generator.getByRole('button', { name: 'Generate Post' }));
    await generator.findByRole('textbox', { name: 'Post' });
    await user.click(generator.getByRole('button', { name: 'Publish Update' }));
    expect(await generator.findByRole('alert')).toHaveTextContent(updateMessages.saveFailed);
    expect(generator.queryByText('Update published')).not.toBeInTheDocument();
  });

  it('cannot publish an empty post', async () => {
    const { user, generator } = await selectCommit();
    await user.click(generator.getByRole('button', { name: 'Generate Post' }));
    await user.clear(await generator.findByRole('textbox', { name: 'Post' }));
    expect(generator.getByRole('button', { name: 'Publish Update' })).toBeDisabled();
  });

  it('starts over for another commit', async () => {
    const { user, generator } = await selectCommit();
    await user.click(generator.getByRole('button', { name: 'Generate Post' }));
    await generator.findByRole('textbox', { name: 'Post' });
    await user.click(panel('Shiplog').getByRole('button', { name: /Commit number 2/ }));
    const next = panel('Generate Build Update');
    expect(next.getByText(/: Commit number 2$/)).toBeInTheDocument();
    expect(next.getByRole('button', { name: 'Generate Post' })).toBeInTheDocument();
    expect(next.queryByRole('textbox')).not.toBeInTheDocument();
  });
});

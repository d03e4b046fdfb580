import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { projectMessages, updateMessages } from '@shiplog/contract';
import { apiError, ApiServer } from '@test/api-server';
import { deferred, makeNumberedCommit } from '@test/fixtures';
import { makeMyProject, makePublishedUpdate, openMyProjects, panel } from './test/my-projects-kit';

const api = new ApiServer();
beforeAll(() => api.start());
afterAll(() => api.stop());

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
    'POST /api/projects/p1/updates': () => ({ status: 201, body: makePublishedUpdate() }),
  }),
);

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

  it('Regenerate replaces the draft', async () => {
    const { user, generator } = await selectCommit();
    await user.click(generator.getByRole('button', { name: 'Generate Post' }));
    await generator.findByRole('textbox', { name: 'Post' });
    api.routes['POST /api/ai/generate-post'] = () => post('Second take');
    await user.click(generator.getByRole('button', { name: 'Regenerate' }));
    await waitFor(() => expect(generator.getByRole('textbox', { name: 'Post' })).toHaveValue('Second take'));
    expect(api.calls('POST /api/ai/generate-post')).toHaveLength(2);
  });

  it('publishes the edited post as a commit update, once', async () => {
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
    expect(api.calls('POST /api/projects/p1/updates')).toHaveLength(1);
    expect(api.calls('POST /api/projects/p1/updates')[0]?.body).toEqual({
      type: 'commit',
      title: 'Add the changelog page',
      content: 'My own words',
      commit_hash: commit.sha,
      commit_message: commit.commit.message,
      published_at: null,
    });
    await user.type(text, '!');
    expect(generator.getByRole('button', { name: 'Publish Update' })).toBeEnabled();
  });

  it("says 'Failed to save update. Please try again.' when publishing fails", async () => {
    api.routes['POST /api/projects/p1/updates'] = () => apiError(500, 'INTERNAL', 'Internal server error');
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

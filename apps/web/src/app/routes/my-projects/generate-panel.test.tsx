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
    'GET /api/projects/p1/review-rule': () => ({ status: 200, body: { review_rule: 'minor' } }),
    // Publish Update: the update writer's update (the review rule sets its status).
    'POST /api/projects/p1/updates/generate': () => ({
      status: 201,
      body: makePublishedUpdate({
        title: 'Add the changelog page',
        content: 'The writer’s words',
        commit_hash: commit.sha,
        commit_message: commit.commit.message,
      }),
    }),
  }),
);

const GENERATE_UPDATE = 'POST /api/projects/p1/updates/generate';
const REVIEW_RULE = 'GET /api/projects/p1/review-rule';

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
    expect(await generator.findByRole('button', { name: 'Publish update' })).toBeEnabled();
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

  it('Regenerate writes the same post again, and keeps earlier wordings to go back to', async () => {
    const history: { content: string; written_at: string }[] = [];
    api.routes['POST /api/ai/generate-post'] = ({ body }) => {
      const variant = (body as { variant?: number }).variant ?? 0;
      if (variant > 0)
        history.unshift({ content: `Take ${variant - 1}`, written_at: '2025-01-05T12:00:00Z' });
      return {
        status: 201,
        body: {
          post: {
            id: 'post-1',
            content: `Take ${variant}`,
            created_at: '2025-01-05T12:00:00Z',
            history: [...history],
          },
        },
      };
    };
    const { user, generator } = await selectCommit();
    await user.click(generator.getByRole('button', { name: 'Generate Post' }));
    expect(await generator.findByRole('textbox', { name: 'Post' })).toHaveValue('Take 0');
    expect(generator.queryByText(/Earlier versions/)).not.toBeInTheDocument();
    await user.click(generator.getByRole('button', { name: 'Regenerate' }));
    await waitFor(() => expect(generator.getByRole('textbox', { name: 'Post' })).toHaveValue('Take 1'));
    await user.click(generator.getByRole('button', { name: 'Regenerate' }));
    await waitFor(() => expect(generator.getByRole('textbox', { name: 'Post' })).toHaveValue('Take 2'));
    const bodies = api
      .calls('POST /api/ai/generate-post')
      .map((call) => call.body as Record<string, unknown>);
    expect(bodies.map((b) => [b.variant, b.post_id])).toEqual([
      [undefined, undefined],
      [1, 'post-1'],
      [2, 'post-1'],
    ]);
    await user.click(generator.getByText('Earlier versions (2)'));
    const versions = generator.getAllByRole('listitem');
    expect(versions.map((v) => v.textContent)).toEqual([
      expect.stringContaining('Take 1'),
      expect.stringContaining('Take 0'),
    ]);
    await user.click(within(versions[1]!).getByRole('button', { name: 'Use this version' }));
    expect(generator.getByRole('textbox', { name: 'Post' })).toHaveValue('Take 0');
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

  it('publishes the update the update writer writes, once, when the review rule lets it out', async () => {
    const { user, generator } = await selectCommit();
    await user.click(generator.getByRole('button', { name: 'Generate Post' }));
    await generator.findByRole('textbox', { name: 'Post' });
    await user.click(await generator.findByRole('button', { name: 'Publish update' }));
    const done = await generator.findByRole('status');
    expect(done).toHaveTextContent('Update published');
    expect(done).toHaveTextContent('“Add the changelog page” is on the timeline of Shiplog.');
    await waitFor(() => expect(done).toHaveFocus());
    expect(within(done).getByRole('link', { name: 'View the update' })).toHaveAttribute(
      'href',
      '/projects/p1/updates/u1',
    );
    expect(generator.getByRole('button', { name: 'Publish update' })).toBeDisabled();
    // The update writer's words, not the social post (nor its link): nothing else is sent.
    expect(api.calls(GENERATE_UPDATE).map((c) => c.body)).toEqual([{ commit_sha: commit.sha }]);
  });

  it("says 'Save as draft' under the review rule, and that the update waits in Drafts", async () => {
    api.routes[REVIEW_RULE] = () => ({ status: 200, body: { review_rule: 'review' } });
    api.routes[GENERATE_UPDATE] = () => ({
      status: 201,
      body: makePublishedUpdate({ title: 'Add the changelog page', status: 'draft' }),
    });
    const { user, generator } = await selectCommit();
    await user.click(generator.getByRole('button', { name: 'Generate Post' }));
    await generator.findByRole('textbox', { name: 'Post' });
    expect(generator.queryByRole('button', { name: /Publish/ })).not.toBeInTheDocument();
    await user.click(await generator.findByRole('button', { name: 'Save as draft' }));
    const done = await generator.findByRole('status');
    expect(done).toHaveTextContent('Draft saved — review it in Drafts');
    expect(done).not.toHaveTextContent('Update published');
    expect(within(done).getByRole('link', { name: 'Open Drafts' })).toHaveAttribute('href', '/drafts');
  });

  it('offers to open, replace or add another when the commit already has an update', async () => {
    api.routes[GENERATE_UPDATE] = ({ body }) => {
      const { replace, force } = body as { replace?: boolean; force?: boolean };
      if (replace)
        return {
          status: 201,
          body: makePublishedUpdate({ id: 'u7', title: 'Written again', status: 'draft' }),
        };
      if (force) return { status: 201, body: makePublishedUpdate({ id: 'u8', title: 'A second one' }) };
      return {
        status: 409,
        body: {
          error: {
            code: 'UPDATE_EXISTS',
            message: 'This commit already has an update: draft "Changelog page".',
            existing: {
              id: 'u7',
              project_id: 'p1',
              status: 'draft',
              title: 'Changelog page',
              url: 'http://x/projects/p1/updates/u7',
            },
          },
        },
      };
    };
    const { user, generator } = await selectCommit();
    await user.click(generator.getByRole('button', { name: 'Generate Post' }));
    await generator.findByRole('textbox', { name: 'Post' });
    await user.click(await generator.findByRole('button', { name: 'Publish update' }));
    const offer = (await generator.findByText('This commit already has an update')).closest(
      '[role="status"]',
    )!;
    expect(offer).toHaveTextContent('It is a draft update: “Changelog page”.');
    expect(
      within(offer as HTMLElement).getByRole('link', { name: 'Open the existing update' }),
    ).toHaveAttribute('href', '/drafts');
    expect(generator.getByRole('button', { name: 'Publish update' })).toBeDisabled();
    await user.click(within(offer as HTMLElement).getByRole('button', { name: 'Replace it' }));
    expect(await generator.findByText(/Draft saved/)).toBeInTheDocument();
    expect(api.calls(GENERATE_UPDATE).map((c) => c.body)).toEqual([
      { commit_sha: commit.sha },
      { commit_sha: commit.sha, replace: true },
    ]);
  });

  it('adds another update only when asked, and never offers to replace a published one', async () => {
    api.routes[GENERATE_UPDATE] = ({ body }) =>
      (body as { force?: boolean }).force
        ? { status: 201, body: makePublishedUpdate({ id: 'u8', title: 'A second one' }) }
        : {
            status: 409,
            body: {
              error: {
                code: 'UPDATE_EXISTS',
                message: 'This commit already has an update.',
                existing: {
                  id: 'u7',
                  project_id: 'p1',
                  project_slug: 'shiplog',
                  status: 'published',
                  title: 'Changelog page',
                  url: 'http://x',
                },
              },
            },
          };
    const { user, generator } = await selectCommit();
    await user.click(generator.getByRole('button', { name: 'Generate Post' }));
    await generator.findByRole('textbox', { name: 'Post' });
    await user.click(await generator.findByRole('button', { name: 'Publish update' }));
    expect(await generator.findByText(/Its subscribers were mailed/)).toBeInTheDocument();
    // At its project's short address, the canonical one.
    expect(generator.getByRole('link', { name: 'Open the existing update' })).toHaveAttribute(
      'href',
      '/p/shiplog/updates/u7',
    );
    expect(generator.queryByRole('button', { name: 'Replace it' })).not.toBeInTheDocument();
    await user.click(generator.getByRole('button', { name: 'Add another' }));
    expect(await generator.findByText('“A second one” is on the timeline of Shiplog.')).toBeInTheDocument();
    expect(api.calls(GENERATE_UPDATE).at(-1)?.body).toEqual({ commit_sha: commit.sha, force: true });
  });

  it("says 'Failed to save update. Please try again.' when publishing fails", async () => {
    api.routes[GENERATE_UPDATE] = () => apiError(500, 'INTERNAL', 'Internal server error');
    const { user, generator } = await selectCommit();
    await user.click(generator.getByRole('button', { name: 'Generate Post' }));
    await generator.findByRole('textbox', { name: 'Post' });
    await user.click(await generator.findByRole('button', { name: 'Publish update' }));
    expect(await generator.findByRole('alert')).toHaveTextContent(updateMessages.saveFailed);
    expect(generator.queryByText('Update published')).not.toBeInTheDocument();
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

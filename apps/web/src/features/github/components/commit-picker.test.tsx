import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpApiServer } from '@test/api-server';
import { commitListReply, makeNumberedCommit } from '@test/fixtures';
import { renderWithRouter, slow } from '@test/render';
import { CommitPicker } from './commit-picker';

const api = setUpApiServer();
const COMMITS = 'GET /api/github/commits/ada/acme';
const history = Array.from({ length: 12 }, (_, i) => makeNumberedCommit(i + 1));

beforeEach(() =>
  api.reset({ [COMMITS]: ({ query }) => commitListReply(history, Number(query.get('page') ?? '1')) }),
);

/** One commit list for both places: a form's radio group, and My Projects' section of buttons. */
describe('CommitPicker', slow, () => {
  it("inside a form: a radio group labelled 'Recent commits', with Load more", async () => {
    const onSelect = vi.fn();
    renderWithRouter(
      <CommitPicker
        repositoryName="ada/acme"
        selectedSha={history[0]!.sha}
        onSelect={onSelect}
        field={{ id: 'gen', disabled: false }}
      />,
      { api: api.client },
    );
    expect(screen.getByRole('status', { name: 'Loading commits' })).toBeInTheDocument();
    const group = within(await screen.findByRole('radiogroup', { name: 'Recent commits' }));
    const radios = group.getAllByRole('radio');
    expect(radios).toHaveLength(10);
    expect(radios[0]).toBeChecked();
    expect(radios[0]).toHaveAttribute('name', 'gen-commit');
    expect(screen.queryByRole('region', { name: 'Recent Commits' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh commits' })).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(radios[2]!);
    expect(onSelect).toHaveBeenLastCalledWith(history[2]);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(group.getAllByRole('radio')).toHaveLength(12));
  });

  it("alone: a 'Recent Commits' section of commit buttons, the chosen one pressed", async () => {
    const onSelect = vi.fn();
    renderWithRouter(
      <CommitPicker repositoryName="ada/acme" selectedSha={history[1]!.sha} onSelect={onSelect} />,
      { api: api.client },
    );
    const section = within(await screen.findByRole('region', { name: 'Recent Commits' }));
    expect(section.getByText('Pick a commit to turn it into a build update.')).toBeInTheDocument();
    const rows = within(await section.findByRole('list', { name: 'Commits of ada/acme' })).getAllByRole(
      'button',
    );
    expect(rows).toHaveLength(10);
    expect(rows[1]).toHaveAttribute('aria-pressed', 'true');
    expect(section.queryByRole('radiogroup')).not.toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(rows[3]!);
    expect(onSelect).toHaveBeenLastCalledWith(history[3]);
  });

  it('says there are no commits yet, in the words of each place', async () => {
    api.routes[COMMITS] = () => ({ status: 200, body: [] });
    const { unmount } = renderWithRouter(
      <CommitPicker
        repositoryName="ada/acme"
        selectedSha={null}
        onSelect={() => {}}
        field={{ id: 'gen', disabled: false }}
      />,
      { api: api.client },
    );
    expect(await screen.findByText('No commits yet. Push to ada/acme and they show up here.')).toBeVisible();
    unmount();
    renderWithRouter(<CommitPicker repositoryName="ada/acme" selectedSha={null} onSelect={() => {}} />, {
      api: api.client,
    });
    expect(await screen.findByText('No commits yet')).toBeVisible();
    expect(screen.getByText('Push to ada/acme and its commits show up here.')).toBeVisible();
  });
});

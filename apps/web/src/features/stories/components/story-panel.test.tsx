import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpApiServer } from '@test/api-server';
import { renderWithRouter, slow } from '@test/render';
import { StoryPanel } from './story-panel';

const STORY = '/api/projects/p1/updates/story';
const api = setUpApiServer();
const sent: unknown[] = [];
const update = {
  id: 'u1',
  project_id: 'p1',
  type: 'commit',
  title: 'Added dark mode, and 1 more change',
  content: '**New**\n\n- Added dark mode.',
  content_html: '',
  image_url: null,
  commit_hash: 'aaaaaaa',
  commit_message: 'feat: dark mode',
  published_at: '2025-06-01T10:00:00.000Z',
  created_at: '2025-06-01T10:00:00.000Z',
  updated_at: '2025-06-01T10:00:00.000Z',
  is_pinned: false,
  is_major_update: false,
  labels: [],
  status: 'draft',
  views: 0,
  likes: 0,
  comments: 0,
};
const post = {
  id: 'x1',
  user_id: 'me',
  project_id: 'p1',
  commit_id: null,
  commit_sha: null,
  repository_name: 'me/app',
  content: '1/2 What’s new\n\n2/2 Thanks',
  writer: 'builtin',
  tone: 'professional',
  target: 'x',
  created_at: '2025-06-01T10:00:00.000Z',
  updated_at: '2025-06-01T10:00:00.000Z',
};
beforeEach(() => {
  sent.length = 0;
  api.reset({
    [`POST ${STORY}`]: ({ body }) => {
      sent.push(body);
      const target = (body as { target?: string }).target;
      if (target)
        return {
          status: 201,
          body: {
            update,
            post: { ...post, target, content: 'What’s new in app' },
            thread: ['What’s new in app'],
            left_out: [],
          },
        };
      return {
        status: 201,
        body: {
          update,
          post,
          thread: ['1/2 What’s new', '2/2 Thanks'],
          left_out: [{ sha: 'bbbbbbbcccc', reason: 'Shiplog: skip trailer (bbbbbbb) leaves it out' }],
        },
      };
    },
  });
});

function Harness({ initial }: { initial: string[] }) {
  const [picked, setPicked] = useState(initial);
  return <StoryPanel projectId="p1" picked={picked} onClear={() => setPicked([])} />;
}

describe('the story panel', slow, () => {
  it('needs two ticked commits, then writes one story and shows its thread and what was left out', async () => {
    const user = userEvent.setup({ delay: null });
    const one = renderWithRouter(<Harness initial={['aaaaaaa']} />, { api: api.client });
    expect(screen.getByRole('button', { name: 'Tick two or more commits' })).toBeDisabled();
    one.unmount();
    renderWithRouter(<Harness initial={['aaaaaaa', 'bbbbbbb']} />, { api: api.client });
    await user.click(screen.getByRole('button', { name: 'Write a story from 2 commits' }));
    const thread = within(await screen.findByRole('list', { name: 'X thread' }));
    expect(thread.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '1/2 What’s new14/280',
      '2/2 Thanks10/280',
    ]);
    expect(sent).toEqual([{ commit_shas: ['aaaaaaa', 'bbbbbbb'] }]);
    expect(screen.getByText('Saved as a draft')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Left out' })).toHaveTextContent('Shiplog: skip trailer');
    // The ticks are cleared once the story is written.
    expect(screen.getByRole('button', { name: 'Tick two or more commits' })).toBeDisabled();
  });

  it('writes everything since the last published update without any tick', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithRouter(<Harness initial={[]} />, { api: api.client });
    await user.click(screen.getByRole('button', { name: 'Since the last published update' }));
    await screen.findByRole('list', { name: 'X thread' });
    expect(sent).toEqual([{ since_last_update: true }]);
  });

  it('writes one LinkedIn post instead of the X thread when asked', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithRouter(<Harness initial={['aaaaaaa', 'bbbbbbb']} />, { api: api.client });
    await user.selectOptions(screen.getByLabelText('Post for'), 'linkedin');
    await user.click(screen.getByRole('button', { name: 'Write a story from 2 commits' }));
    const one = within(await screen.findByRole('list', { name: 'LinkedIn post' }));
    expect(one.getByRole('listitem')).toHaveTextContent('What’s new in app17 characters');
    expect(sent).toEqual([{ commit_shas: ['aaaaaaa', 'bbbbbbb'], target: 'linkedin' }]);
  });

  it('writes the story of a merged pull request, or of some days', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithRouter(<Harness initial={[]} />, { api: api.client });
    await user.click(screen.getByText('Or a pull request, or some days'));
    await user.type(screen.getByLabelText('Merged pull request #'), '42');
    await user.click(screen.getByRole('button', { name: 'Its story' }));
    await screen.findByRole('list', { name: 'X thread' });
    await user.type(screen.getByLabelText('First day'), '2025-06-02');
    await user.click(screen.getByRole('button', { name: 'Story of these days' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[0]).toEqual({ pull_request: 42 });
    expect(sent[1]).toEqual({ since: new Date('2025-06-02T00:00:00').toISOString() });
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { markdownMessages, updateMessages, type Update } from '@shiplog/contract';
import { apiError } from '@test/api-server';
import { makeUpdate } from '@test/fixtures';
import { slow } from '@test/render';
import { setUpTimelineTests } from '../test/timeline-kit';
import { publishedAtFor, toDateInput } from './update-form-values';

const { api, timeline, openTimeline } = setUpTimelineTests();

async function openAddModal() {
  const user = userEvent.setup({ delay: null });
  const { onChanged } = openTimeline();
  await screen.findByRole('article', { name: 'Shipped dark mode' });
  await user.click(screen.getByRole('button', { name: 'Add Update' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Add update' }));
  const save = () => user.click(dialog.getByRole('button', { name: 'Save update' }));
  const error = (label: string) => {
    const input = dialog.getByLabelText(label);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    return input;
  };
  return { user, dialog, save, error, onChanged };
}

describe('update modal', slow, () => {
  it('shows content for text, image and release, the image URL for image, the hash for commit', async () => {
    const { user, dialog } = await openAddModal();
    const shown = () => ['Content', 'Image URL', 'Commit hash'].filter((l) => dialog.queryByLabelText(l));
    expect(dialog.getByLabelText('Type')).toHaveValue('text');
    expect(shown()).toEqual(['Content']);
    await user.selectOptions(dialog.getByLabelText('Type'), 'image');
    expect(shown()).toEqual(['Content', 'Image URL']);
    await user.selectOptions(dialog.getByLabelText('Type'), 'commit');
    expect(shown()).toEqual(['Commit hash']);
    await user.selectOptions(dialog.getByLabelText('Type'), 'release');
    expect(shown()).toEqual(['Content']);
    expect(dialog.getByLabelText('Publish date')).toHaveValue(toDateInput(new Date()));
  });

  it('checks each type with the contract messages before sending anything', async () => {
    const { user, dialog, save, error } = await openAddModal();
    await save();
    expect(error('Title')).toHaveAccessibleDescription(updateMessages.titleRequired);
    expect(error('Content')).toHaveAccessibleDescription(
      `${markdownMessages.hint} ${updateMessages.contentRequired}`,
    );
    await user.type(dialog.getByLabelText('Title'), 'Screenshots');
    expect(dialog.getByLabelText('Title')).not.toHaveAttribute('aria-invalid');

    await user.selectOptions(dialog.getByLabelText('Type'), 'image');
    await save();
    expect(error('Image URL')).toHaveAccessibleDescription(updateMessages.imageRequired);
    await user.type(dialog.getByLabelText('Image URL'), 'javascript:alert(1)');
    await save();
    expect(error('Image URL')).toHaveAccessibleDescription(updateMessages.imageUrlInvalid);

    await user.selectOptions(dialog.getByLabelText('Type'), 'commit');
    await save();
    expect(error('Commit hash')).toHaveAccessibleDescription(updateMessages.commitRequired);
    await user.type(dialog.getByLabelText('Commit hash'), 'not-a-hash');
    await save();
    expect(error('Commit hash')).toHaveAccessibleDescription(updateMessages.commitHashInvalid);
    expect(api.calls('POST /api/projects/p1/updates')).toHaveLength(0);
  });

  it('saves a new update as a draft with Save as draft, and offers it only for new updates', async () => {
    api.routes['POST /api/projects/p1/updates'] = ({ body }) => ({
      status: 201,
      body: makeUpdate({ id: 'u3', title: 'Not yet', status: 'draft', ...(body as object) }),
    });
    const { user, dialog } = await openAddModal();
    await user.type(dialog.getByLabelText('Title'), 'Not yet');
    await user.type(dialog.getByLabelText('Content'), 'Still writing.');
    await user.click(dialog.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(api.calls('POST /api/projects/p1/updates')).toHaveLength(1));
    expect(api.calls('POST /api/projects/p1/updates')[0]?.body).toMatchObject({
      title: 'Not yet',
      content: 'Still writing.',
      status: 'draft',
    });
  });

  it('posts a new update, closes, refreshes the list and tells the page', async () => {
    api.routes['POST /api/projects/p1/updates'] = () => {
      timeline.updates = [
        makeUpdate({ id: 'u2', title: 'v1.0 is out', type: 'release' }),
        ...timeline.updates,
      ];
      return { status: 201, body: timeline.updates[0] };
    };
    const { user, dialog, save, onChanged } = await openAddModal();
    await user.selectOptions(dialog.getByLabelText('Type'), 'release');
    await user.type(dialog.getByLabelText('Title'), 'v1.0 is out');
    await user.type(dialog.getByLabelText('Content'), 'Stable at last.');
    await user.type(dialog.getByLabelText('Labels'), 'release, stable');
    await user.click(dialog.getByLabelText('Major update'));
    await save();
    expect(await screen.findByRole('article', { name: 'v1.0 is out' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const sent = api.calls('POST /api/projects/p1/updates')[0]?.body as { published_at: string };
    // Today means now: an ISO instant within the last minute.
    expect(Date.now() - Date.parse(sent.published_at)).toBeLessThan(60_000);
    expect(sent).toEqual({
      type: 'release',
      title: 'v1.0 is out',
      content: 'Stable at last.',
      image_url: null,
      commit_hash: null,
      commit_message: null,
      published_at: sent.published_at,
      is_pinned: false,
      is_major_update: true,
      labels: ['release', 'stable'],
    });
    // Read again after the save (a busy machine may see one more read of the open list).
    expect(api.calls('GET /api/projects/p1/updates').length).toBeGreaterThanOrEqual(2);
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it('edits an update with PUT, keeping its exact publication time when the day is unchanged', async () => {
    const user = userEvent.setup({ delay: null });
    api.routes['PUT /api/projects/p1/updates/update-1'] = (req) => ({
      status: 200,
      body: makeUpdate(req.body as Partial<Update>),
    });
    const { onChanged } = openTimeline();
    await user.click(await screen.findByRole('button', { name: 'Edit update' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit update' }));
    expect(dialog.getByLabelText('Title')).toHaveValue('Shipped dark mode');
    // An update that exists keeps its state: no Save as draft here (Drafts moves it back).
    expect(dialog.queryByRole('button', { name: 'Save as draft' })).toBeNull();
    await user.clear(dialog.getByLabelText('Title'));
    await user.type(dialog.getByLabelText('Title'), 'Shipped dark mode everywhere');
    await user.click(dialog.getByRole('button', { name: 'Save update' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('PUT /api/projects/p1/updates/update-1')[0]?.body).toMatchObject({
      type: 'text',
      title: 'Shipped dark mode everywhere',
      content: 'Every screen now follows the system theme.',
      published_at: '2025-03-04T10:00:00.000Z',
    });
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it("shows the server's 400 issues on their fields, and other failures as the spec's banner", async () => {
    api.routes['POST /api/projects/p1/updates'] = () => ({
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Invalid input',
          issues: [{ path: 'body.title', message: 'Title is already used today' }],
        },
      },
    });
    const { user, dialog, save, error } = await openAddModal();
    await user.type(dialog.getByLabelText('Title'), 'Twice');
    await user.type(dialog.getByLabelText('Content'), 'Again');
    await save();
    await waitFor(() => expect(error('Title')).toHaveAccessibleDescription('Title is already used today'));

    api.routes['POST /api/projects/p1/updates'] = () => apiError(500, 'INTERNAL', 'boom');
    await save();
    expect(await dialog.findByRole('alert')).toHaveTextContent(updateMessages.saveFailed);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('publishedAtFor', () => {
  const now = new Date(2026, 5, 10, 14, 30);
  it('reads today as now, another day as its local midnight, nothing as null', () => {
    expect(publishedAtFor('2026-06-10', now)).toBe(now.toISOString());
    expect(publishedAtFor('2026-06-12', now)).toBe(new Date(2026, 5, 12).toISOString());
    expect(publishedAtFor('', now)).toBeNull();
  });
});

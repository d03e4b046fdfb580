import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { markdownMessages, updateMessages, type Update } from '@shiplog/contract';
import { apiError } from '@test/api-server';
import { makeUpdate } from '@test/fixtures';
import { slow } from '@test/render';
import { browserTimeZone, wallClockIn } from '@/lib/schedule';
import { pickSchedule } from '@test/schedule';
import { expectFormShows, updatesOfEveryType } from '../test/edit-kit';
import { setUpTimelineTests } from '../test/timeline-kit';

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
  it('shows content for every type, the image URL for image, the hash and message for commit', async () => {
    const { user, dialog } = await openAddModal();
    const shown = () =>
      ['Content', 'Image URL', 'Commit hash', 'Commit message'].filter((l) => dialog.queryByLabelText(l));
    expect(dialog.getByLabelText('Type')).toHaveValue('text');
    expect(shown()).toEqual(['Content']);
    await user.selectOptions(dialog.getByLabelText('Type'), 'image');
    expect(shown()).toEqual(['Content', 'Image URL']);
    await user.selectOptions(dialog.getByLabelText('Type'), 'commit');
    expect(shown()).toEqual(['Content', 'Commit hash', 'Commit message']);
    await user.selectOptions(dialog.getByLabelText('Type'), 'release');
    expect(shown()).toEqual(['Content']);
    // Publish date: now, on the viewer's clock, with its zone.
    const now = wallClockIn(new Date().toISOString(), browserTimeZone());
    expect(dialog.getByLabelText('Date')).toHaveValue(now.date);
    expect(dialog.getByLabelText('Time zone')).toHaveValue(browserTimeZone());
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
    const sent = api.calls('POST /api/projects/p1/updates')[0]?.body;
    // The time left as it opened means now (the server's clock).
    expect(sent).toEqual({
      type: 'release',
      title: 'v1.0 is out',
      content: 'Stable at last.',
      image_url: null,
      commit_hash: null,
      commit_message: null,
      published_at: null,
      is_pinned: false,
      is_major_update: true,
      labels: ['release', 'stable'],
    });
    // Read again after the save (a busy machine may see one more read of the open list).
    expect(api.calls('GET /api/projects/p1/updates').length).toBeGreaterThanOrEqual(2);
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it('edits an update with PUT, sending only what changed', async () => {
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
    expect(api.calls('PUT /api/projects/p1/updates/update-1')[0]?.body).toEqual({
      title: 'Shipped dark mode everywhere',
    });
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  for (const [type, update] of Object.entries(updatesOfEveryType({ id: 'update-1', project_id: 'p1' }))) {
    it(`shows every field of a ${type} update and changes nothing when saved untouched`, async () => {
      const user = userEvent.setup({ delay: null });
      timeline.updates = [update];
      api.routes['PUT /api/projects/p1/updates/update-1'] = () => ({ status: 200, body: update });
      openTimeline();
      await user.click(await screen.findByRole('button', { name: 'Edit update' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Edit update' }));
      expectFormShows(dialog, update);
      await user.click(dialog.getByRole('button', { name: 'Save update' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      // Nothing sent is nothing changed: the API keeps every field an edit leaves out.
      expect(api.calls('PUT /api/projects/p1/updates/update-1').map((call) => call.body)).toEqual([{}]);
    });
  }

  it('moves the publication to the date, time and zone picked', async () => {
    const user = userEvent.setup({ delay: null });
    api.routes['PUT /api/projects/p1/updates/update-1'] = (req) => ({
      status: 200,
      body: makeUpdate(req.body as Partial<Update>),
    });
    openTimeline();
    await user.click(await screen.findByRole('button', { name: 'Edit update' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit update' }));
    await pickSchedule({ user, dialog }, '2027-03-04', '09:00', 'Europe/Berlin');
    expect(
      dialog.getByText('Publishes Thursday, March 4, 2027 at 9:00 AM (Europe/Berlin)', { exact: false }),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Save update' }));
    await waitFor(() => expect(api.calls('PUT /api/projects/p1/updates/update-1')).toHaveLength(1));
    expect(api.calls('PUT /api/projects/p1/updates/update-1')[0]?.body).toEqual({
      published_at: '2027-03-04T08:00:00.000Z',
    });
  });

  it('offers to open, replace or add another when the commit already has an update, as generation does', async () => {
    const existing = (status: 'draft' | 'published') => ({
      status: 409,
      body: {
        error: {
          code: 'UPDATE_EXISTS',
          message: `This commit already has an update: ${status} "Changelog page".`,
          existing: { id: 'u7', project_id: 'p1', status, title: 'Changelog page', url: 'http://x' },
        },
      },
    });
    let answer: 'draft' | 'published' = 'draft';
    api.routes['POST /api/projects/p1/updates'] = ({ body }) => {
      const { replace, force } = body as { replace?: boolean; force?: boolean };
      if (replace || force)
        return {
          status: 201,
          body: makeUpdate({ id: replace ? 'u7' : 'u8', type: 'commit', title: 'CSV export' }),
        };
      return existing(answer);
    };
    const { user, dialog, save } = await openAddModal();
    await user.selectOptions(dialog.getByLabelText('Type'), 'commit');
    await user.type(dialog.getByLabelText('Title'), 'CSV export');
    await user.type(dialog.getByLabelText('Commit hash'), '9f2c1e7');
    await save();
    const offer = within(
      (await dialog.findByText('This commit already has an update')).closest<HTMLElement>('[role="status"]')!,
    );
    expect(offer.getByText(/It is a draft update/)).toHaveTextContent('“Changelog page”');
    expect(offer.getByRole('link', { name: 'Open the existing update' })).toHaveAttribute('href', '/drafts');
    // Nothing was saved: no banner of failure, the dialog stays.
    expect(dialog.queryByText(updateMessages.saveFailed)).toBeNull();
    await user.click(offer.getByRole('button', { name: 'Replace it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const calls = api.calls('POST /api/projects/p1/updates').map((c) => c.body as Record<string, unknown>);
    expect(calls).toHaveLength(2);
    expect(calls[1]).toEqual({ ...calls[0], replace: true });

    // A published one is never written again: open it or add another.
    answer = 'published';
    await user.click(screen.getByRole('button', { name: 'Add Update' }));
    const again = within(await screen.findByRole('dialog', { name: 'Add update' }));
    await user.selectOptions(again.getByLabelText('Type'), 'commit');
    await user.type(again.getByLabelText('Title'), 'CSV export');
    await user.type(again.getByLabelText('Commit hash'), '9f2c1e7');
    await user.click(again.getByRole('button', { name: 'Save update' }));
    expect(await again.findByText(/Its subscribers were mailed/)).toBeInTheDocument();
    expect(again.queryByRole('button', { name: 'Replace it' })).toBeNull();
    await user.click(again.getByRole('button', { name: 'Add another' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('POST /api/projects/p1/updates').at(-1)?.body).toMatchObject({
      commit_hash: '9f2c1e7',
      force: true,
    });
  });

  it("shows the server's 400 issues on their fields, and other failures as the failure banner", async () => {
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

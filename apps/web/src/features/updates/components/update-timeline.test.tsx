import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { updateMessages } from '@shiplog/contract';
import { apiError } from '@test/api-server';
import { makeUpdate } from '@test/fixtures';
import { slow } from '@test/render';
import { setUpTimelineTests } from '../test/timeline-kit';

const { api, timeline, openTimeline } = setUpTimelineTests();

describe('deleting an update', slow, () => {
  it('asks first, then deletes and refreshes; Cancel changes nothing', async () => {
    const user = userEvent.setup({ delay: null });
    api.routes['DELETE /api/projects/p1/updates/update-1'] = () => {
      timeline.updates = [];
      return { status: 204 };
    };
    const { onChanged } = openTimeline();
    await user.click(await screen.findByRole('button', { name: 'Delete update' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Delete this update?' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(api.calls('DELETE /api/projects/p1/updates/update-1')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete update' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Delete this update?' }));
    await user.click(dialog.getByRole('button', { name: 'Delete update' }));
    expect(await screen.findByRole('heading', { name: updateMessages.noUpdates })).toBeInTheDocument();
    expect(api.calls('DELETE /api/projects/p1/updates/update-1')).toHaveLength(1);
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it("keeps the dialog open with 'Failed to delete update. Please try again.' when it fails", async () => {
    const user = userEvent.setup({ delay: null });
    api.routes['DELETE /api/projects/p1/updates/update-1'] = () => apiError(500, 'INTERNAL', 'boom');
    openTimeline();
    await user.click(await screen.findByRole('button', { name: 'Delete update' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Delete update' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(updateMessages.deleteFailed);
    // Still listed (the open dialog hides the page from assistive technology meanwhile).
    expect(screen.getByRole('article', { name: 'Shipped dark mode', hidden: true })).toBeInTheDocument();
  });
});

describe('owner timeline', slow, () => {
  it("marks a future update 'Scheduled for …'", async () => {
    timeline.updates = [makeUpdate({ published_at: '2999-06-01T09:00:00.000Z' })];
    openTimeline();
    expect(await screen.findByText(/^Scheduled for Jun 1, 2999, \d{1,2}:\d{2} [AP]M$/)).toBeInTheDocument();
  });

  it("marks a draft 'Draft', with a way to the Drafts inbox", async () => {
    timeline.updates = [makeUpdate({ status: 'draft', updated_at: '2025-03-05T10:00:00.000Z' })];
    openTimeline();
    const card = within(await screen.findByRole('article', { name: 'Shipped dark mode' }));
    expect(card.getByText('Draft')).toBeInTheDocument();
    expect(card.queryByText(/^Scheduled for/)).not.toBeInTheDocument();
    expect(card.getByText(/only you can see it/)).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Review in Drafts' })).toHaveAttribute('href', '/drafts');
  });

  it('offers no owner controls outside owner mode', async () => {
    openTimeline(false);
    await screen.findByRole('article', { name: 'Shipped dark mode' });
    expect(screen.queryByRole('button', { name: 'Add Update' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit update' })).not.toBeInTheDocument();
  });
});

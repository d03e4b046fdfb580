import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { draftMessages } from '@shiplog/contract';
import { apiError } from '@test/api-server';
import { slow } from '@test/render';
import { browserTimeZone } from '@/lib/schedule';
import { makeDraftItem, openDrafts, publishPath, serveDrafts } from '../test/drafts-kit';
import { pickSchedule } from '@test/schedule';

const { api, state } = serveDrafts();
const draft = makeDraftItem();

// 'Now' is the evening of 2026-11-25 (UTC): tomorrow is the 26th. Only Date is faked, so timers,
// the test's server and user-event run as usual.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T18:00:00.000Z'));
  state.inbox = { drafts: [draft], scheduled: [] };
  api.routes[publishPath(draft)] = ({ body }) => ({
    status: 200,
    body: { ...draft.update, status: 'scheduled', published_at: (body as { publish_at: string }).publish_at },
  });
});
afterEach(() => vi.useRealTimers());

async function openSchedule() {
  const view = openDrafts(api);
  const article = await screen.findByRole('article', { name: 'Faster cold starts' });
  await view.user.click(within(article).getByRole('button', { name: 'Schedule…' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Schedule update' }));
  return { ...view, dialog };
}

describe('Schedule…', slow, () => {
  it("starts at tomorrow 09:00 in the browser's time zone", async () => {
    const { dialog } = await openSchedule();
    expect(dialog.getByLabelText('Time zone')).toHaveValue(browserTimeZone());
    expect(dialog.getByLabelText('Time')).toHaveValue('09:00');
    expect((dialog.getByLabelText('Date') as HTMLInputElement).value).toMatch(/^2026-11-2[67]$/);
    expect(dialog.getByRole('option', { name: 'America/New York' })).toBeInTheDocument();
  });

  it('schedules 2026-11-26 09:00 Europe/Berlin at 08:00 UTC, saying when first', async () => {
    const view = await openSchedule();
    await pickSchedule(view, '2026-11-26', '09:00', 'Europe/Berlin');
    expect(
      view.dialog.getByText('Publishes Thursday, November 26, 2026 at 9:00 AM (Europe/Berlin)'),
    ).toBeInTheDocument();
    await view.user.click(view.dialog.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText(draftMessages.scheduled)).toBeInTheDocument();
    expect(api.calls(publishPath(draft))[0]?.body).toEqual({ publish_at: '2026-11-26T08:00:00.000Z' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('schedules 2026-11-26 09:00 America/New_York at 14:00 UTC', async () => {
    const view = await openSchedule();
    await pickSchedule(view, '2026-11-26', '09:00', 'America/New_York');
    expect(
      view.dialog.getByText('Publishes Thursday, November 26, 2026 at 9:00 AM (America/New York)'),
    ).toBeInTheDocument();
    await view.user.click(view.dialog.getByRole('button', { name: 'Schedule' }));
    await screen.findByText(draftMessages.scheduled);
    expect(api.calls(publishPath(draft))[0]?.body).toEqual({ publish_at: '2026-11-26T14:00:00.000Z' });
  });

  it(`refuses a time already past with '${draftMessages.scheduleInPast}'`, async () => {
    const view = await openSchedule();
    await pickSchedule(view, '2026-11-25', '09:00', 'Europe/Berlin');
    await view.user.click(view.dialog.getByRole('button', { name: 'Schedule' }));
    expect(view.dialog.getByRole('alert')).toHaveTextContent(draftMessages.scheduleInPast);
    expect(api.calls(publishPath(draft))).toHaveLength(0);
  });

  it("shows the server's refusal and stays open", async () => {
    api.routes[publishPath(draft)] = () => apiError(400, 'VALIDATION_ERROR', draftMessages.scheduleInPast);
    const view = await openSchedule();
    await pickSchedule(view, '2026-11-26', '09:00', 'Europe/Berlin');
    await view.user.click(view.dialog.getByRole('button', { name: 'Schedule' }));
    expect(await view.dialog.findByRole('alert')).toHaveTextContent(draftMessages.scheduleInPast);
    expect(screen.getByRole('dialog', { name: 'Schedule update' })).toBeInTheDocument();
  });
});

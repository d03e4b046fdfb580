import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { postScheduleMessages, type Post, type SchedulePostBody } from '@shiplog/contract';
import { apiError, setUpApiServer } from '@test/api-server';
import { slow } from '@test/render';
import { browserTimeZone } from '@/lib/schedule';
import { findPostCard, makePost, openDashboard, serveDashboard } from '../test/dashboard-kit';
import { pickSchedule } from '@test/schedule';

const api = setUpApiServer();
const TEXT = 'Offline mode is here. #buildinpublic';
const SCHEDULE = 'PUT /api/posts/post-1/schedule';
const UNSCHEDULE = 'DELETE /api/posts/post-1/schedule';

let state: ReturnType<typeof serveDashboard>;
const post = () => state.posts[0]!;

// 'Now' is the evening of 2026-11-25 (UTC). Only Date is faked: timers, the test's server and
// user-event run as usual.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T18:00:00.000Z'));
  state = serveDashboard(api);
  state.posts = [
    makePost(1, { content: TEXT, scheduled_for: null, schedule_time_zone: null, ready_at: null }),
  ];
  api.routes[SCHEDULE] = ({ body }) => {
    const { at, time_zone } = body as SchedulePostBody;
    state.posts[0] = { ...post(), scheduled_for: at, schedule_time_zone: time_zone, ready_at: null };
    return { status: 200, body: post() };
  };
  api.routes[UNSCHEDULE] = () => {
    state.posts[0] = { ...post(), scheduled_for: null, schedule_time_zone: null, ready_at: null };
    return { status: 200, body: post() };
  };
});
afterEach(() => {
  vi.useRealTimers();
  toast.dismiss();
});

async function openCard() {
  const view = openDashboard(api, '/dashboard?tab=posts');
  return { ...view, card: await findPostCard(TEXT) };
}

async function openDialog(name = 'Schedule', title = 'Schedule post') {
  const view = await openCard();
  await view.user.click(view.card.getByRole('button', { name }));
  const dialog = within(await screen.findByRole('dialog', { name: title }));
  return { ...view, dialog };
}

const scheduledPost = (overrides: Partial<Post> = {}) =>
  makePost(1, {
    content: TEXT,
    scheduled_for: '2026-11-26T08:00:00.000Z',
    schedule_time_zone: 'Europe/Berlin',
    ready_at: null,
    ...overrides,
  });

describe('scheduling a post', slow, () => {
  it("opens at tomorrow 09:00 in the browser's time zone, and schedules Berlin 09:00 as 08:00 UTC", async () => {
    const view = await openDialog();
    expect(view.dialog.getByLabelText('Time zone')).toHaveValue(browserTimeZone());
    expect(view.dialog.getByLabelText('Time')).toHaveValue('09:00');
    expect((view.dialog.getByLabelText('Date') as HTMLInputElement).value).toMatch(/^2026-11-2[67]$/);

    await pickSchedule(view, '2026-11-26', '09:00', 'Europe/Berlin');
    expect(
      view.dialog.getByText('We mail it to you Thursday, November 26, 2026 at 9:00 AM (Europe/Berlin)'),
    ).toBeInTheDocument();
    await view.user.click(view.dialog.getByRole('button', { name: 'Schedule' }));

    expect(await screen.findByText(postScheduleMessages.scheduled)).toBeInTheDocument();
    expect(api.calls(SCHEDULE)[0]?.body).toEqual({
      at: '2026-11-26T08:00:00.000Z',
      time_zone: 'Europe/Berlin',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(view.card.getByText('Scheduled')).toBeInTheDocument();
    const status = view.card.getByText(/^Scheduled for/);
    expect(status).toHaveTextContent('Scheduled for Thursday, November 26, 2026 at 9:00 AM (Europe/Berlin)');
    // The new state has the focus; Schedule made way for Change and Cancel.
    await waitFor(() => expect(status.closest('p')).toHaveFocus());
    expect(view.card.queryByRole('button', { name: 'Schedule' })).not.toBeInTheDocument();
    expect(view.card.getByRole('button', { name: 'Change' })).toBeEnabled();
    expect(view.card.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it(`refuses a past time with '${postScheduleMessages.inPast}' and one over a year ahead, without asking`, async () => {
    const view = await openDialog();
    await pickSchedule(view, '2026-11-25', '09:00', 'Europe/Berlin');
    await view.user.click(view.dialog.getByRole('button', { name: 'Schedule' }));
    expect(view.dialog.getByRole('alert')).toHaveTextContent(postScheduleMessages.inPast);

    await pickSchedule(view, '2027-12-01', '09:00', 'Europe/Berlin');
    await view.user.click(view.dialog.getByRole('button', { name: 'Schedule' }));
    expect(view.dialog.getByRole('alert')).toHaveTextContent(postScheduleMessages.tooFar);

    await view.user.clear(view.dialog.getByLabelText('Time'));
    await view.user.click(view.dialog.getByRole('button', { name: 'Schedule' }));
    expect(view.dialog.getByRole('alert')).toHaveTextContent('Pick a date and a time.');
    expect(api.calls(SCHEDULE)).toHaveLength(0);
  });

  it("shows the saving state, then the server's refusal, and stays open", async () => {
    let answer!: () => void;
    api.routes[SCHEDULE] = () =>
      new Promise((resolve) => {
        answer = () => resolve(apiError(400, 'BAD_REQUEST', postScheduleMessages.inPast));
      });
    const view = await openDialog();
    await pickSchedule(view, '2026-11-26', '09:00', 'Europe/Berlin');
    await view.user.click(view.dialog.getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(api.calls(SCHEDULE)).toHaveLength(1));
    const submit = view.dialog.getByRole('button', { name: 'Schedule' });
    expect(submit).toHaveAttribute('aria-busy', 'true');
    expect(submit).toBeDisabled();
    expect(view.dialog.getByLabelText('Date')).toBeDisabled();
    expect(view.dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();

    answer();
    expect(await view.dialog.findByRole('alert')).toHaveTextContent(postScheduleMessages.inPast);
    expect(screen.getByRole('dialog', { name: 'Schedule post' })).toBeInTheDocument();
    expect(view.dialog.getByRole('button', { name: 'Schedule' })).toBeEnabled();
    expect(view.card.queryByText(/^Scheduled for/)).not.toBeInTheDocument();
  });

  it('is used with the keyboard: Escape closes and gives focus back to Schedule', async () => {
    const view = await openCard();
    const button = view.card.getByRole('button', { name: 'Schedule' });
    button.focus();
    await view.user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Schedule post' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await view.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  });
});

describe('a scheduled post', slow, () => {
  it('changes the time, starting from the one saved', async () => {
    state.posts = [
      scheduledPost({ schedule_time_zone: 'America/New_York', scheduled_for: '2026-11-27T14:30:00.000Z' }),
    ];
    const view = await openDialog('Change', 'Change schedule');
    expect(view.dialog.getByLabelText('Time zone')).toHaveValue('America/New_York');
    expect(view.dialog.getByLabelText('Date')).toHaveValue('2026-11-27');
    expect(view.dialog.getByLabelText('Time')).toHaveValue('09:30');
    await view.user.clear(view.dialog.getByLabelText('Time'));
    await view.user.type(view.dialog.getByLabelText('Time'), '18:00');
    await view.user.click(view.dialog.getByRole('button', { name: 'Save schedule' }));
    await screen.findByText(postScheduleMessages.scheduled);
    expect(api.calls(SCHEDULE)[0]?.body).toEqual({
      at: '2026-11-27T23:00:00.000Z',
      time_zone: 'America/New_York',
    });
    expect(view.card.getByText(/^Scheduled for/)).toHaveTextContent(
      'Scheduled for Friday, November 27, 2026 at 6:00 PM (America/New York)',
    );
  });

  it('cancels with DELETE, says why when that fails, and offers Schedule again', async () => {
    state.posts = [scheduledPost()];
    api.routes[UNSCHEDULE] = () => apiError(500, 'INTERNAL', 'Internal server error');
    const view = await openCard();
    await view.user.click(view.card.getByRole('button', { name: 'Cancel' }));
    expect(await view.card.findByRole('alert')).toHaveTextContent(postScheduleMessages.unscheduleFailed);
    expect(view.card.getByText(/^Scheduled for/)).toBeInTheDocument();

    api.routes[UNSCHEDULE] = () => ({
      status: 200,
      body: { ...post(), scheduled_for: null, schedule_time_zone: null },
    });
    await view.user.click(view.card.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(postScheduleMessages.unscheduled)).toBeInTheDocument();
    expect(view.card.queryByText(/^Scheduled for/)).not.toBeInTheDocument();
    expect(view.card.queryByText('Scheduled')).not.toBeInTheDocument();
    await waitFor(() => expect(view.card.getByRole('button', { name: 'Schedule' })).toHaveFocus());
  });
});

describe('a post whose time has come', slow, () => {
  beforeEach(() => {
    state.posts = [
      scheduledPost({ scheduled_for: '2026-11-25T08:00:00.000Z', ready_at: '2026-11-25T08:00:30.000Z' }),
    ];
  });

  it("is marked 'Ready to share', with the share actions before its text", async () => {
    const view = await openCard();
    expect(view.card.getByText(postScheduleMessages.ready)).toBeInTheDocument();
    const panel = within(view.card.getByRole('region', { name: 'Time to share this post' }));
    expect(panel.getByText(/It was scheduled for/)).toHaveTextContent(
      'It was scheduled for Wednesday, November 25, 2026 at 9:00 AM (Europe/Berlin). We mailed it to you',
    );
    const share = view.card.getAllByRole('group', { name: 'Share' });
    expect(share).toHaveLength(1);
    const text = view.card.getByText(TEXT);
    expect(share[0]!.compareDocumentPosition(text) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    for (const name of ['Share on Twitter', 'Share on LinkedIn', 'Copy for Discord'])
      expect(within(share[0]!).getByRole('button', { name })).toBeEnabled();
    expect(view.card.queryByRole('button', { name: 'Schedule' })).not.toBeInTheDocument();
  });

  it('schedules again from tomorrow in its zone, and Done clears it', async () => {
    const view = await openDialog('Schedule again', 'Schedule post');
    expect(view.dialog.getByLabelText('Time zone')).toHaveValue('Europe/Berlin');
    expect(view.dialog.getByLabelText('Date')).toHaveValue('2026-11-26');
    await view.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await view.user.click(view.card.getByRole('button', { name: 'Done' }));
    expect(await screen.findByText(postScheduleMessages.dismissed)).toBeInTheDocument();
    expect(api.calls(UNSCHEDULE)).toHaveLength(1);
    expect(view.card.queryByText(postScheduleMessages.ready)).not.toBeInTheDocument();
    expect(view.card.getAllByRole('group', { name: 'Share' })).toHaveLength(1);
    await waitFor(() => expect(view.card.getByRole('button', { name: 'Schedule' })).toHaveFocus());
  });

  it("comes into view from the mail's link", async () => {
    const scrolled = vi.fn();
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = scrolled;
    try {
      openDashboard(api, '/dashboard?tab=posts#post-post-1');
      await findPostCard(TEXT);
      await waitFor(() => expect(scrolled).toHaveBeenCalledTimes(1));
      expect(document.getElementById('post-post-1')).toHaveClass('ring-2');
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });
});

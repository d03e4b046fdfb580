import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { waitlistBulkMessages, type Subscriber } from '@shiplog/contract';
import { apiError, setUpApiServer, type RecordedRequest } from '@test/api-server';
import { listPageReply } from '@test/fixtures';
import { renderWithRouter } from '@test/render';
import { WaitlistManagementSection } from './waitlist-management-section';

const slow = { timeout: 20_000 };
const api = setUpApiServer();

const LIST = 'GET /api/projects/p1/waitlist';
const REMOVE = 'POST /api/projects/p1/waitlist/remove';

const entry = (i: number): Subscriber => ({
  id: `e${i}`,
  email: `${i % 2 ? 'reader' : 'fan'}${i}@${i % 3 ? 'mail.test' : 'gmail.test'}`,
  subscribed_at: '2025-01-05T10:00:00.000Z',
  notification_preference: 'all',
  comment_frequency: 'instant',
  update_frequency: 'instant',
  status: 'confirmed',
  source: 'subscribe',
});

let entries: Subscriber[];

/** The list as the server answers it: the search and status applied, the counts on the first page. */
function answer({ query }: RecordedRequest) {
  const q = query.get('q');
  const matching = entries.filter(
    (e) => !q || e.email.startsWith(q) || e.email.split('@')[1]!.startsWith(q.replace(/^@/, '')),
  );
  return listPageReply(matching, query, {
    headers: query.has('before')
      ? {}
      : {
          'x-total-count': String(entries.length),
          'x-pending-count': '0',
          'x-matching-count': String(matching.length),
        },
  });
}

beforeEach(() => {
  entries = Array.from({ length: 180 }, (_, i) => entry(i));
  api.reset({
    [LIST]: answer,
    'GET /api/projects/p1/waitlist/update-frequencies': () => ({
      status: 200,
      body: { instant: 180, weekly: 0, monthly: 0 },
    }),
  });
});

function open() {
  const user = userEvent.setup({ delay: null });
  renderWithRouter(<WaitlistManagementSection project={{ id: 'p1', name: 'Acme CLI', slug: null }} />, {
    api: api.client,
  });
  const section = within(screen.getByRole('region', { name: 'Waitlist Management' }));
  return { user, section };
}

const rows = (section: ReturnType<typeof open>['section']) =>
  within(section.getByRole('list', { name: 'Subscribers' })).getAllByRole('listitem');

describe('Waitlist Management: search and bulk removal', slow, () => {
  it('searches on the server and says how many match; picked rows are removed by id after a confirmation', async () => {
    const { user, section } = open();
    expect(await section.findByText('180 subscribers')).toBeInTheDocument();
    await user.type(section.getByRole('searchbox', { name: 'Search subscribers' }), 'gmail');
    expect(await section.findByText('60 matching')).toBeInTheDocument();
    expect(api.calls(LIST).at(-1)!.query.get('q')).toBe('gmail');
    await waitFor(() => expect(rows(section)).toHaveLength(50));

    // No bar until something is picked.
    expect(section.queryByRole('region', { name: 'Selection' })).not.toBeInTheDocument();
    await user.click(section.getByRole('checkbox', { name: 'Select fan0@gmail.test' }));
    await user.click(section.getByRole('checkbox', { name: 'Select reader3@gmail.test' }));
    const bar = within(section.getByRole('region', { name: 'Selection' }));
    expect(bar.getByText('2 subscribers selected')).toBeInTheDocument();
    // Only a whole page picked offers the rest.
    expect(bar.queryByRole('button', { name: /Select all/ })).not.toBeInTheDocument();

    api.routes[REMOVE] = (request) => {
      const ids = (request.body as { ids: string[] }).ids;
      entries = entries.filter((e) => !ids.includes(e.id));
      return { status: 200, body: { success: true, removed: ids.length } };
    };
    await user.click(bar.getByRole('button', { name: 'Remove' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove 2 subscribers?' }));
    expect(dialog.getByText(/you selected will get no more mail from Acme CLI/)).toBeInTheDocument();
    // Cancel sends nothing and keeps the selection.
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(api.calls(REMOVE)).toHaveLength(0);
    expect(section.getByText('2 subscribers selected')).toBeInTheDocument();

    await user.click(section.getByRole('button', { name: 'Remove' }));
    await user.click(await screen.findByRole('button', { name: 'Remove 2 subscribers' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls(REMOVE).map((r) => r.body)).toEqual([{ ids: ['e0', 'e3'] }]);
    expect(await section.findByText('58 matching')).toBeInTheDocument();
    expect(section.queryByRole('region', { name: 'Selection' })).not.toBeInTheDocument();
    expect(section.queryByText('fan0@gmail.test')).not.toBeInTheDocument();
  });

  it('selects all matching beyond the loaded page; a changed count is refused, shown, and confirmed anew', async () => {
    const { user, section } = open();
    await user.type(await section.findByRole('searchbox', { name: 'Search subscribers' }), 'reader');
    expect(await section.findByText('90 matching')).toBeInTheDocument();
    await user.click(section.getByRole('checkbox', { name: 'Select all 50 shown' }));
    const bar = within(section.getByRole('region', { name: 'Selection' }));
    expect(bar.getByText('50 subscribers selected')).toBeInTheDocument();
    await user.click(bar.getByRole('button', { name: 'Select all 90 matching' }));
    expect(bar.getByText('All 90 subscribers matching selected')).toBeInTheDocument();

    // Someone joins after the owner looked: the server counts 91 and removes nothing.
    entries.push({ ...entry(181), email: 'reader-late@mail.test' });
    api.routes[REMOVE] = (request) => {
      const { expected_count } = request.body as { expected_count: number };
      const now = entries.filter((e) => e.email.startsWith('reader')).length;
      if (expected_count !== now)
        return apiError(409, 'CONFLICT', waitlistBulkMessages.countChanged(expected_count, now));
      entries = entries.filter((e) => !e.email.startsWith('reader'));
      return { status: 200, body: { success: true, removed: now } };
    };
    await user.click(bar.getByRole('button', { name: 'Remove' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove 90 subscribers?' }));
    expect(dialog.getByText(/Every one of the/)).toHaveTextContent(
      'Every one of the 90 subscribers matching “reader” will get no more mail from Acme CLI.',
    );
    await user.click(dialog.getByRole('button', { name: 'Remove 90 subscribers' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      `Nothing was removed.${waitlistBulkMessages.countChanged(90, 91)}`,
    );
    // The count refreshes in the dialog; confirming again sends what it now says.
    expect(await screen.findByRole('dialog', { name: 'Remove 91 subscribers?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove 91 subscribers' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls(REMOVE).map((r) => r.body)).toEqual([
      { filter: { q: 'reader' }, expected_count: 90 },
      { filter: { q: 'reader' }, expected_count: 91 },
    ]);
    expect(await section.findByRole('heading', { name: 'No subscribers match' })).toBeInTheDocument();
    expect(section.getByText('90 subscribers')).toBeInTheDocument();
  });

  it('starts the selection over when the search, status or order changes', async () => {
    const { user, section } = open();
    await user.click(await section.findByRole('checkbox', { name: 'Select fan0@gmail.test' }));
    expect(section.getByText('1 subscriber selected')).toBeInTheDocument();
    await user.selectOptions(section.getByRole('combobox', { name: 'Order' }), 'email');
    await waitFor(() => expect(api.calls(LIST).at(-1)!.query.get('sort')).toBe('email'));
    expect(section.queryByRole('region', { name: 'Selection' })).not.toBeInTheDocument();
    await user.click(section.getByRole('checkbox', { name: 'Select fan0@gmail.test' }));
    await user.selectOptions(section.getByRole('combobox', { name: 'Status' }), 'pending');
    await waitFor(() => expect(api.calls(LIST).at(-1)!.query.get('status')).toBe('pending'));
    expect(section.queryByRole('region', { name: 'Selection' })).not.toBeInTheDocument();
    expect(section.getByRole('link', { name: /Export .* matching/ })).toHaveAttribute(
      'href',
      '/api/projects/p1/waitlist/export?status=pending&sort=email',
    );
  });
});

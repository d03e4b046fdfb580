import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { subscriberMessages, type Subscriber } from '@shiplog/contract';
import { apiError, setUpApiServer } from '@test/api-server';
import { listPageReply } from '@test/fixtures';
import { renderWithRouter } from '@test/render';
import { WaitlistManagementSection } from './waitlist-management-section';

const slow = { timeout: 20_000 };

const api = setUpApiServer();

const LIST = 'GET /api/projects/p1/waitlist';
const WAITLIST = '/api/projects/p1/waitlist';
const FREQUENCIES = 'GET /api/projects/p1/waitlist/update-frequencies';
const entry = (overrides: Partial<Subscriber>): Subscriber => ({
  id: 'e1',
  email: 'ada@example.com',
  subscribed_at: '2025-01-05T10:00:00.000Z',
  notification_preference: 'all',
  comment_frequency: 'instant',
  update_frequency: 'instant',
  status: 'confirmed',
  source: 'subscribe',
  ...overrides,
});

let entries: unknown[];
beforeEach(() => {
  entries = [
    entry({}),
    entry({
      id: 'e2',
      email: 'grace@example.com',
      subscribed_at: '2025-03-14T23:30:00.000Z',
      notification_preference: 'major',
      comment_frequency: 'weekly',
      status: 'pending',
      source: 'waitlist',
    }),
  ];
  api.reset({
    [LIST]: () => ({ status: 200, body: entries }),
    [FREQUENCIES]: () => ({ status: 200, body: { instant: 1, weekly: 0, monthly: 0 } }),
  });
});

function open() {
  const user = userEvent.setup({ delay: null });
  const view = renderWithRouter(
    <WaitlistManagementSection project={{ id: 'p1', name: 'Acme CLI', slug: null }} />,
    {
      api: api.client,
    },
  );
  const section = within(screen.getByRole('region', { name: 'Waitlist Management' }));
  return { ...view, user, section };
}

const rows = (section: ReturnType<typeof open>['section']) =>
  within(section.getByRole('list', { name: 'Subscribers' })).getAllByRole('listitem');

describe('Waitlist Management', slow, () => {
  it('counts the whole list from the first page, and shows the rest of a long list on Load more', async () => {
    const many = Array.from({ length: 73 }, (_, i) =>
      entry({ id: `e${i}`, email: `reader${i}@example.com`, status: i < 3 ? 'pending' : 'confirmed' }),
    );
    api.routes[LIST] = ({ query }) =>
      listPageReply(many, query, {
        headers: query.has('before') ? {} : { 'x-total-count': '73', 'x-pending-count': '3' },
      });
    const { section, user } = open();
    expect(await section.findByText('73 subscribers')).toBeInTheDocument();
    expect(section.getByText('70 confirmed · 3 pending')).toBeInTheDocument();
    expect(rows(section)).toHaveLength(50);
    await user.click(section.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows(section)).toHaveLength(73));
    expect(section.getByText('reader72@example.com')).toBeInTheDocument();
    expect(section.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(section.getByText('73 subscribers')).toBeInTheDocument();
    expect(api.calls(LIST).map((r) => r.query.get('before'))).toEqual([null, '50']);
  });

  it('shows a skeleton, then the count and every entry with its date, preference and frequency', async () => {
    const { section } = open();
    expect(section.getByRole('status', { name: 'Loading subscribers' })).toBeInTheDocument();
    expect(await section.findByText('2 subscribers')).toBeInTheDocument();
    expect(section.getByText('1 confirmed · 1 pending')).toBeInTheDocument();
    const [ada, grace] = rows(section).map((row) => within(row));
    expect(ada!.getByText('ada@example.com')).toBeInTheDocument();
    expect(ada!.getByText('Jan 5, 2025')).toBeInTheDocument();
    expect(ada!.getByText('all')).toBeInTheDocument();
    expect(ada!.getByText('instant')).toBeInTheDocument();
    expect(ada!.queryByText('Pending')).not.toBeInTheDocument();
    expect(grace!.getByText('Mar 14, 2025')).toBeInTheDocument();
    expect(grace!.getByText('major')).toBeInTheDocument();
    expect(grace!.getByText('weekly')).toBeInTheDocument();
    expect(grace!.getByText('Pending')).toBeInTheDocument();
    expect(section.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/projects/p1/waitlist/export',
    );
    expect(section.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('download');
  });

  it('shows how many confirmed subscribers get each update at once or in a weekly or monthly digest', async () => {
    entries.push(entry({ id: 'e3', email: 'lin@example.com', update_frequency: 'weekly' }));
    api.routes[FREQUENCIES] = () => ({ status: 200, body: { instant: 1234, weekly: 3, monthly: 1 } });
    const { section } = open();
    const counts = (await section.findByText('Update mails:')).closest('p');
    expect(counts).toHaveTextContent('Update mails: 1,234 instant · 3 weekly · 1 monthly');
    expect(within(rows(section)[2]!).getByText('weekly digest')).toBeInTheDocument();
    expect(within(rows(section)[0]!).queryByText(/digest/)).not.toBeInTheDocument();
    expect(api.calls(FREQUENCIES)).toHaveLength(1);
  });

  it("shows 'all' for an entry that has no preference", async () => {
    entries = [{ ...entry({}), notification_preference: undefined }];
    const { section } = open();
    expect(await section.findByText('1 subscriber')).toBeInTheDocument();
    expect(within(rows(section)[0]!).getByText('all')).toBeInTheDocument();
  });

  it("shows 'No subscribers yet' with what to do when the list is empty", async () => {
    entries = [];
    const { section } = open();
    expect(await section.findByRole('heading', { name: 'No subscribers yet' })).toBeInTheDocument();
    expect(section.getByText('0 subscribers')).toBeInTheDocument();
    expect(section.getByRole('link', { name: 'Open the project page' })).toHaveAttribute(
      'href',
      '/projects/p1',
    );
    expect(section.queryByRole('link', { name: 'Export CSV' })).not.toBeInTheDocument();
  });

  it('shows an error with a working retry when the list does not load', async () => {
    api.routes[LIST] = () => apiError(500, 'INTERNAL', 'boom');
    const { user, section } = open();
    expect(await section.findByRole('alert')).toHaveTextContent(
      'Failed to load subscribers. Please try again.',
    );
    api.routes[LIST] = () => ({ status: 200, body: entries });
    await user.click(section.getByRole('button', { name: 'Try again' }));
    expect(await section.findByText('2 subscribers')).toBeInTheDocument();
  });

  it('keeps the entries shown when the next page fails, and says so', async () => {
    const many = Array.from({ length: 60 }, (_, i) =>
      entry({ id: `e${i}`, email: `reader${i}@example.com` }),
    );
    api.routes[LIST] = ({ query }) =>
      query.has('before') ? apiError(500, 'INTERNAL', 'Internal server error') : listPageReply(many, query);
    const { section, user } = open();
    await section.findByText('reader0@example.com');
    await user.click(section.getByRole('button', { name: 'Load more' }));
    expect(await section.findByText('Failed to load more subscribers.')).toBeInTheDocument();
    expect(rows(section)).toHaveLength(50);
  });

  it('adds an address (lower-cased), then refreshes the list', async () => {
    const added = entry({ id: 'e3', email: 'linus@example.com', status: 'pending', source: 'owner' });
    api.routes[`POST ${WAITLIST}`] = () => {
      entries = [added, ...entries];
      return { status: 201, body: { success: true, created: true, subscriber: added } };
    };
    const { user, section } = open();
    await section.findByText('2 subscribers');
    await user.type(section.getByLabelText('Add by email'), ' Linus@Example.com ');
    await user.click(section.getByRole('button', { name: 'Add subscriber' }));
    expect(await section.findByText('3 subscribers')).toBeInTheDocument();
    expect(api.calls(`POST ${WAITLIST}`)[0]?.body).toEqual({ email: 'linus@example.com' });
    // The list refreshes (the hook's own success) before the form's success clears the field and
    // says so: wait for what the form says, then read the field.
    expect(await section.findByText('linus@example.com was added and asked to confirm.')).toBeInTheDocument();
    expect(section.getByLabelText('Add by email')).toHaveValue('');
    expect(within(rows(section)[0]!).getByText('Pending')).toBeInTheDocument();
  });

  it('says an address already on the list is there, not that it was added and asked to confirm', async () => {
    api.routes[`POST ${WAITLIST}`] = (request) => {
      const email = (request.body as { email: string }).email;
      const subscriber = (entries as Subscriber[]).find((e) => e.email === email)!;
      return { status: 200, body: { success: true, created: false, subscriber } };
    };
    const { user, section } = open();
    await section.findByText('2 subscribers');
    await user.type(section.getByLabelText('Add by email'), 'ada@example.com');
    await user.click(section.getByRole('button', { name: 'Add subscriber' }));
    expect(
      await section.findByText('ada@example.com is already on the waitlist. Nothing was sent.'),
    ).toBeInTheDocument();
    await user.type(section.getByLabelText('Add by email'), 'grace@example.com');
    await user.click(section.getByRole('button', { name: 'Add subscriber' }));
    expect(
      await section.findByText(
        'grace@example.com is already on the waitlist and has not confirmed yet. Nothing was sent.',
      ),
    ).toBeInTheDocument();
    expect(section.queryByText(/was added and asked to confirm/)).toBeNull();
    expect(section.getByText('2 subscribers')).toBeInTheDocument();
  });

  it("refuses an invalid address with 'Please enter a valid email address' and sends nothing", async () => {
    const { user, section } = open();
    await section.findByText('2 subscribers');
    const input = section.getByLabelText('Add by email');
    expect(input).toHaveAttribute('type', 'email');
    await user.type(input, 'not-an-email');
    await user.click(section.getByRole('button', { name: 'Add subscriber' }));
    expect(await section.findByRole('alert')).toHaveTextContent(subscriberMessages.invalidEmail);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls(`POST ${WAITLIST}`)).toHaveLength(0);
  });

  it("says 'Failed to add subscriber. Please try again.' when adding fails, address kept", async () => {
    api.routes[`POST ${WAITLIST}`] = () => apiError(500, 'INTERNAL', 'boom');
    const { user, section } = open();
    await section.findByText('2 subscribers');
    await user.type(section.getByLabelText('Add by email'), 'linus@example.com');
    await user.click(section.getByRole('button', { name: 'Add subscriber' }));
    expect(await section.findByRole('alert')).toHaveTextContent(subscriberMessages.addFailed);
    expect(section.getByLabelText('Add by email')).toHaveValue('linus@example.com');
  });

  it('removes an entry after a confirm step, then refreshes the list', async () => {
    api.routes[`DELETE ${WAITLIST}`] = (req) => {
      entries = entries.filter((e) => (e as Subscriber).email !== (req.body as { email: string }).email);
      return { status: 200, body: { success: true } };
    };
    const { user, section } = open();
    await section.findByText('2 subscribers');
    await user.click(section.getByRole('button', { name: 'Remove grace@example.com' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove this subscriber?' }));
    expect(dialog.getByText('grace@example.com')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Remove subscriber' }));
    expect(await section.findByText('1 subscriber')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls(`DELETE ${WAITLIST}`)[0]?.body).toEqual({ email: 'grace@example.com' });
    expect(section.queryByText('grace@example.com')).not.toBeInTheDocument();
    await waitFor(() => expect(section.getByText('1 subscriber').parentElement).toHaveFocus());
  });

  it('keeps the entry when the confirm step is cancelled', async () => {
    const { user, section } = open();
    await section.findByText('2 subscribers');
    await user.click(section.getByRole('button', { name: 'Remove ada@example.com' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove this subscriber?' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls(`DELETE ${WAITLIST}`)).toHaveLength(0);
    expect(rows(section)).toHaveLength(2);
  });

  it("says 'Failed to remove subscriber. Please try again.' and keeps the dialog open", async () => {
    api.routes[`DELETE ${WAITLIST}`] = () => apiError(500, 'INTERNAL', 'boom');
    const { user, section } = open();
    await section.findByText('2 subscribers');
    await user.click(section.getByRole('button', { name: 'Remove ada@example.com' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove this subscriber?' }));
    await user.click(dialog.getByRole('button', { name: 'Remove subscriber' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(subscriberMessages.removeFailed);
    // The page behind the open dialog is hidden from assistive technology.
    expect(section.getAllByRole('listitem', { hidden: true })).toHaveLength(2);
    expect(screen.getByRole('dialog', { name: 'Remove this subscriber?' })).toBeInTheDocument();
  });
});

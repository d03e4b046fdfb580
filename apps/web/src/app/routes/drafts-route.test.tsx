import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DraftInbox } from '@shiplog/contract';
import { setUpApiServer } from '@test/api-server';
import { draftInboxReply, makeUpdate } from '@test/fixtures';
import { makeSession, renderRoutes, signedInRoutes, slow } from '@test/render';
import { expectFormShows, updatesOfEveryType } from '@/features/updates/test/edit-kit';
import { DashboardRoute } from './dashboard-route';
import { DraftsRoute } from './drafts-route';

const api = setUpApiServer();

const draft = makeUpdate({ id: 'd1', project_id: 'p1', title: 'Faster cold starts', status: 'draft' });
const item = { update: draft, project: { id: 'p1', name: 'Acme CLI', slug: null } };
const state: { inbox: Pick<DraftInbox, 'drafts' | 'scheduled'> } = { inbox: { drafts: [], scheduled: [] } };
beforeEach(() => {
  state.inbox = { drafts: [item], scheduled: [] };
  api.reset({
    'GET /api/drafts': ({ query }) => draftInboxReply(state.inbox, query),
    'PUT /api/projects/p1/updates/d1': ({ body }) => {
      // A partial update of the draft as stored, as the API does.
      const edited = { ...(state.inbox.drafts[0]?.update ?? draft), ...(body as object) };
      state.inbox = { drafts: [{ ...item, update: edited }], scheduled: [] };
      return { status: 200, body: edited };
    },
    'POST /api/commits/fetch': () => ({ status: 200, body: [] }),
    'GET /api/posts': () => ({ status: 200, body: [] }),
  });
});

const open = (path: string) => {
  const user = userEvent.setup({ delay: null });
  renderRoutes(
    [
      signedInRoutes([
        { path: '/drafts', element: <DraftsRoute /> },
        { path: '/dashboard', element: <DashboardRoute /> },
      ]),
    ],
    { path, session: makeSession(), api: api.client },
  );
  return user;
};

describe('/drafts with the updates feature’s editor composed in', slow, () => {
  it('edits a draft in the update dialog; it stays a draft', async () => {
    const user = open('/drafts');
    const card = within(await screen.findByRole('article', { name: 'Faster cold starts' }));
    await user.click(card.getByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit draft' }));
    await user.clear(dialog.getByLabelText('Title'));
    await user.type(dialog.getByLabelText('Title'), 'Cold starts in 80 ms');
    await user.click(dialog.getByRole('button', { name: 'Save update' }));
    expect(await screen.findByText('Draft saved.')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Cold starts in 80 ms' })).toBeInTheDocument();
    const body = api.calls('PUT /api/projects/p1/updates/d1')[0]?.body;
    expect(body).toMatchObject({ title: 'Cold starts in 80 ms' });
    expect(body).not.toHaveProperty('status');
  });
});

describe('the Drafts edit form', slow, () => {
  const drafts = updatesOfEveryType({ id: 'd1', project_id: 'p1', status: 'draft' });
  const edit = async (update: (typeof drafts)['text']) => {
    state.inbox = { drafts: [{ ...item, update }], scheduled: [] };
    const user = open('/drafts');
    const card = within(await screen.findByRole('article', { name: update.title }));
    await user.click(card.getByRole('button', { name: 'Edit' }));
    return { user, dialog: within(await screen.findByRole('dialog', { name: 'Edit draft' })) };
  };
  const saved = async (user: ReturnType<typeof open>, dialog: ReturnType<typeof within>) => {
    await user.click(dialog.getByRole('button', { name: 'Save update' }));
    expect(await screen.findByText('Draft saved.')).toBeInTheDocument();
    return api.calls('PUT /api/projects/p1/updates/d1').map((call) => call.body);
  };

  for (const [type, update] of Object.entries(drafts)) {
    it(`shows every field of a ${type} draft and changes nothing when saved untouched`, async () => {
      const { user, dialog } = await edit(update);
      expectFormShows(dialog, update);
      expect(await saved(user, dialog)).toEqual([{}]);
    });
  }

  it('keeps the text of a generated commit draft when only its title changes', async () => {
    const { user, dialog } = await edit(drafts.commit);
    await user.clear(dialog.getByLabelText('Title'));
    await user.type(dialog.getByLabelText('Title'), 'Trailing commas everywhere');
    expect(await saved(user, dialog)).toEqual([{ title: 'Trailing commas everywhere' }]);
    expect(await screen.findByRole('article', { name: 'Trailing commas everywhere' })).toHaveTextContent(
      'Arrays and objects both accept a trailing comma now.',
    );
  });
});

describe('/dashboard with the drafts link composed in', slow, () => {
  it("shows 'Drafts (n)' next to Refresh when drafts wait", async () => {
    open('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(await screen.findByRole('link', { name: 'Drafts (1)' })).toHaveAttribute('href', '/drafts');
  });

  it('shows no drafts link when none wait', async () => {
    state.inbox = { drafts: [], scheduled: [] };
    open('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await waitFor(() => expect(api.calls('GET /api/drafts')).toHaveLength(1));
    expect(screen.queryByRole('link', { name: /^Drafts/ })).not.toBeInTheDocument();
  });
});

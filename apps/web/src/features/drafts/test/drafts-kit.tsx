import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach } from 'vitest';
import type { DraftInbox, DraftItem, Update } from '@shiplog/contract';
import { setUpApiServer, type ApiServer } from '@test/api-server';
import { draftInboxReply, makeUpdate } from '@test/fixtures';
import { makeSession, renderRoutes, signedInRoutes } from '@test/render';
import { DraftsPage, type DraftEditorArgs } from '../pages/drafts-page';

export const INBOX = 'GET /api/drafts';

/** A draft (or, with `status: 'scheduled'`, a scheduled update) of project p1 'Acme CLI'; override any part. */
export function makeDraftItem(
  overrides: Partial<Update> = {},
  project: DraftItem['project'] = { id: 'p1', name: 'Acme CLI', slug: null },
): DraftItem {
  return {
    update: makeUpdate({
      id: 'd1',
      project_id: project.id,
      title: 'Faster cold starts',
      content: 'The CLI now starts in 80 ms instead of 300 ms, because config files are read lazily.',
      status: 'draft',
      created_at: new Date(Date.now() - 2 * 3_600_000).toISOString(),
      views: 0,
      likes: 0,
      comments: 0,
      ...overrides,
    }),
    project,
  };
}

export const publishPath = (item: DraftItem) =>
  `POST /api/projects/${item.project.id}/updates/${item.update.id}/publish`;
export const updatePath = (method: 'PUT' | 'DELETE', item: DraftItem) =>
  `${method} /api/projects/${item.project.id}/updates/${item.update.id}`;

/** Both lists of the inbox, whole: the local API answers pages of them. */
export type DraftLists = Pick<DraftInbox, 'drafts' | 'scheduled'>;

/** A local API answering GET /api/drafts from `state.inbox` (empty before each test), a page at a time as the API does. */
export function serveDrafts() {
  const api = setUpApiServer();
  const state: { inbox: DraftLists } = { inbox: { drafts: [], scheduled: [] } };
  beforeEach(() => {
    state.inbox = { drafts: [], scheduled: [] };
    api.reset({ [INBOX]: ({ query }) => draftInboxReply(state.inbox, query) });
  });
  return { api, state };
}

/** /drafts for a signed-in owner, with a stand-in editor that says which draft it edits. */
export function openDrafts(api: ApiServer) {
  const user = userEvent.setup({ delay: null });
  const editor = ({ update, open }: DraftEditorArgs) =>
    open && update ? <p data-testid="editor">Editing {update.title}</p> : null;
  const view = renderRoutes(
    [
      signedInRoutes([{ path: '/drafts', element: <DraftsPage renderEditor={editor} /> }]),
      { path: '/projects/:id', element: <h1>Project page</h1> },
    ],
    { path: '/drafts', session: makeSession(), api: api.client },
  );
  return { ...view, user };
}

export const findH1 = () => screen.findByRole('heading', { level: 1, name: 'Drafts' });

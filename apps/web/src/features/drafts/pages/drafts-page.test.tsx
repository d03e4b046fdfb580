import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { draftMessages } from '@shiplog/contract';
import { apiError } from '@test/api-server';
import { deferred, draftInboxReply } from '@test/fixtures';
import { slow } from '@test/render';
import { draftScreenMessages } from '../lib/messages';
import { browserTimeZone, formatShortInZone } from '@/lib/schedule';
import {
  findH1,
  INBOX,
  makeDraftItem,
  openDrafts,
  publishPath,
  serveDrafts,
  updatePath,
} from '../test/drafts-kit';

const { api, state } = serveDrafts();

const draft = makeDraftItem({
  automation: { source: 'push', significance: 'medium', reason: 'a new feature', delivery_id: 'dl-1' },
});
const other = makeDraftItem(
  { id: 'd2', title: 'Typo fixes', content: 'Small fixes.' },
  { id: 'p2', name: 'Lumen', slug: 'lumen' },
);
const scheduled = makeDraftItem({
  id: 's1',
  title: 'Plugin API',
  status: 'scheduled',
  published_at: '2999-06-01T08:00:00.000Z',
});

const section = (name: string) => within(screen.getByRole('region', { name: new RegExp(`^${name}`) }));
const card = (title: string) => within(screen.getByRole('article', { name: title }));

describe('/drafts', slow, () => {
  it('shows a skeleton while loading, then drafts and scheduled updates with their details', async () => {
    const answer = deferred();
    state.inbox = { drafts: [draft, other], scheduled: [scheduled] };
    api.routes[INBOX] = async ({ query }) => {
      await answer.promise;
      return draftInboxReply(state.inbox, query);
    };
    openDrafts(api);
    await findH1();
    expect(screen.getByRole('status', { name: 'Loading drafts' })).toBeInTheDocument();
    answer.resolve();
    const drafts = await screen.findByRole('region', { name: 'Drafts (2)' });
    expect(within(drafts).getAllByRole('article')).toHaveLength(2);
    const first = card('Faster cold starts');
    expect(first.getByRole('link', { name: 'Acme CLI' })).toHaveAttribute('href', '/projects/p1');
    expect(first.getByText(/starts in 80 ms instead of 300 ms/)).toBeInTheDocument();
    expect(first.getByText('Automatic · medium')).toBeInTheDocument();
    expect(first.getByText('Written automatically from a push: a new feature')).toBeInTheDocument();
    expect(first.getByText('2 hours ago')).toBeInTheDocument();
    for (const name of ['Publish now', 'Schedule…', 'Edit', 'Discard'])
      expect(first.getByRole('button', { name })).toHaveAccessibleDescription('Faster cold starts');
    // A project with a short address is linked at it (its canonical address).
    expect(card('Typo fixes').getByRole('link', { name: 'Lumen' })).toHaveAttribute('href', '/p/lumen');

    const later = section('Scheduled');
    const zone = browserTimeZone();
    expect(
      later.getByText(formatShortInZone('2999-06-01T08:00:00.000Z', zone), { selector: 'time' }),
    ).toBeInTheDocument();
    expect(later.getByText(new RegExp(`\\(${zone.replaceAll('_', ' ')}\\)`))).toBeInTheDocument();
    expect(later.getByRole('button', { name: 'Publish now' })).toBeInTheDocument();
    expect(later.getByRole('button', { name: 'Move back to drafts' })).toBeInTheDocument();
    expect(later.queryByRole('button', { name: 'Discard' })).not.toBeInTheDocument();
    expect(document.title).toMatch(/^Drafts/);
  });

  it(`says '${draftMessages.inboxEmpty}' when nothing waits`, async () => {
    openDrafts(api);
    expect(await screen.findByText(draftMessages.inboxEmpty)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: draftScreenMessages.emptyTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Projects' })).toHaveAttribute('href', '/projects');
    expect(screen.queryByRole('region', { name: /^Drafts/ })).not.toBeInTheDocument();
  });

  it('says which section is empty when only the other has items', async () => {
    state.inbox = { drafts: [], scheduled: [scheduled] };
    openDrafts(api);
    expect(await screen.findByText(draftScreenMessages.noDrafts)).toBeInTheDocument();
    expect(section('Scheduled').getAllByRole('article')).toHaveLength(1);
  });

  it('shows the first 50 of a long list with its whole count, then the rest on Load more', async () => {
    const many = Array.from({ length: 62 }, (_, i) => makeDraftItem({ id: `d${i}`, title: `Draft ${i}` }));
    state.inbox = { drafts: many, scheduled: [scheduled] };
    const { user } = openDrafts(api);
    const drafts = await screen.findByRole('region', { name: 'Drafts (62)' });
    expect(within(drafts).getAllByRole('article')).toHaveLength(50);
    expect(section('Scheduled').queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    await user.click(within(drafts).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(drafts).getAllByRole('article')).toHaveLength(62));
    expect(within(drafts).getByRole('article', { name: 'Draft 61' })).toBeInTheDocument();
    expect(within(drafts).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(api.calls(INBOX).map((r) => r.query.toString())).toEqual([
      'list=drafts',
      'list=scheduled',
      'list=drafts&cursor=50',
    ]);
  });

  it(`says '${draftMessages.loadFailed}' with a working retry`, async () => {
    api.routes[INBOX] = () => apiError(500, 'INTERNAL', 'Internal server error');
    const { user } = openDrafts(api);
    expect(await screen.findByRole('alert')).toHaveTextContent(draftMessages.loadFailed);
    state.inbox = { drafts: [draft], scheduled: [] };
    api.routes[INBOX] = ({ query }) => draftInboxReply(state.inbox, query);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Faster cold starts' })).toBeInTheDocument();
  });

  it('publishes a draft now, says so politely and reloads the inbox', async () => {
    state.inbox = { drafts: [draft, other], scheduled: [] };
    api.routes[publishPath(draft)] = () => {
      state.inbox = { drafts: [other], scheduled: [] };
      return { status: 200, body: { ...draft.update, status: 'published' } };
    };
    const { user } = openDrafts(api);
    await screen.findByRole('region', { name: 'Drafts (2)' });
    await user.click(card('Faster cold starts').getByRole('button', { name: 'Publish now' }));
    const notice = await screen.findByText(draftMessages.published);
    expect(notice.closest('[role="status"]')).toBeInTheDocument();
    expect(api.calls(publishPath(draft))[0]?.body).toEqual({});
    expect(await screen.findByRole('region', { name: 'Drafts (1)' })).toBeInTheDocument();
    await waitFor(() => expect(notice.closest('[role="status"]')).toHaveFocus());
  });

  it(`says '${draftMessages.publishFailed}' on the draft when publishing fails`, async () => {
    state.inbox = { drafts: [draft], scheduled: [] };
    api.routes[publishPath(draft)] = () => apiError(500, 'INTERNAL', 'Internal server error');
    const { user } = openDrafts(api);
    await user.click(await card2('Faster cold starts', 'Publish now'));
    expect(await card('Faster cold starts').findByRole('alert')).toHaveTextContent(
      draftMessages.publishFailed,
    );
  });

  it('discards a draft after the confirm dialog', async () => {
    state.inbox = { drafts: [draft, other], scheduled: [] };
    api.routes[updatePath('DELETE', other)] = () => {
      state.inbox = { drafts: [draft], scheduled: [] };
      return { status: 204 };
    };
    const { user } = openDrafts(api);
    await user.click(await card2('Typo fixes', 'Discard'));
    const dialog = within(await screen.findByRole('dialog', { name: 'Discard this draft?' }));
    expect(dialog.getByText(/“Typo fixes” is deleted for good/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Discard draft' }));
    expect(await screen.findByText(draftMessages.discarded)).toBeInTheDocument();
    expect(api.calls(updatePath('DELETE', other))).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Typo fixes' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the dialog open with the reason when discarding fails', async () => {
    state.inbox = { drafts: [draft], scheduled: [] };
    api.routes[updatePath('DELETE', draft)] = () => apiError(403, 'FORBIDDEN', 'Not your project');
    const { user } = openDrafts(api);
    await user.click(await card2('Faster cold starts', 'Discard'));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Discard draft' }));
    const alert = await dialog.findByRole('alert');
    expect(alert).toHaveTextContent(draftScreenMessages.discardFailed);
    expect(alert).toHaveTextContent('Not your project');
  });

  it('previews the text rendered as readers will see it, never as raw Markdown', async () => {
    const content = 'See [the docs](https://acme.dev/docs) for **details**.\n\n- one\n- two';
    // What the server's sanitised renderer answers for it (as on the public pages).
    const content_html =
      '<p>See <a href="https://acme.dev/docs" rel="noopener nofollow">the docs</a> for <strong>details</strong>.</p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n';
    state.inbox = { drafts: [makeDraftItem({ content, content_html })], scheduled: [] };
    openDrafts(api);
    const preview = within(await screen.findByRole('article', { name: 'Faster cold starts' }));
    expect(preview.getByRole('link', { name: 'the docs' })).toHaveAttribute('href', 'https://acme.dev/docs');
    expect(preview.getByText('details').tagName).toBe('STRONG');
    expect(preview.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['one', 'two']);
    expect(screen.queryByText(/\[the docs\]|\*\*/)).not.toBeInTheDocument();
  });

  it('moves a scheduled update back to the drafts, changing nothing else', async () => {
    state.inbox = { drafts: [], scheduled: [scheduled] };
    api.routes[updatePath('PUT', scheduled)] = () => {
      state.inbox = { drafts: [makeDraftItem({ id: 's1', title: 'Plugin API' })], scheduled: [] };
      return { status: 200, body: { ...scheduled.update, status: 'draft' } };
    };
    const { user } = openDrafts(api);
    await user.click(await card2('Plugin API', 'Move back to drafts'));
    expect(await screen.findByText(draftScreenMessages.movedBack)).toBeInTheDocument();
    expect(api.calls(updatePath('PUT', scheduled))[0]?.body).toEqual({ status: 'draft' });
    expect(await screen.findByRole('region', { name: 'Drafts (1)' })).toBeInTheDocument();
  });

  it('opens the editor composed in for the draft', async () => {
    state.inbox = { drafts: [draft], scheduled: [] };
    const { user } = openDrafts(api);
    await user.click(await card2('Faster cold starts', 'Edit'));
    expect(screen.getByTestId('editor')).toHaveTextContent('Editing Faster cold starts');
  });
});

/** A button of a draft's card, once the card is there. */
async function card2(title: string, button: string) {
  const article = await screen.findByRole('article', { name: title });
  return within(article).getByRole('button', { name: button });
}

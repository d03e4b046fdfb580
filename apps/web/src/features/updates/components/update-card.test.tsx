import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { engagementMessages, type Session, type Update } from '@shiplog/contract';
import { apiError, ApiServer, type Reply } from '@test/api-server';
import { makeSession, renderWithRouter } from '@test/render';
import { FakeIntersectionObserver } from '@test/fake-intersection-observer';
import { makeUpdate } from '@test/fixtures';
import { UpdateCard } from './update-card';
import type { UpdateCommentsSlot } from './update-comments-slot';

/** Typing through user-event is slow on a busy machine; these tests interact a lot. */
const slow = { timeout: 20_000 };

const api = new ApiServer();
beforeAll(() => api.start());
afterAll(() => api.stop());

// Cards count a view only when the test scrolls them into view (FakeIntersectionObserver.show()).
beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
afterEach(() => vi.unstubAllGlobals());

beforeEach(() => {
  api.reset({
    'GET /api/updates/update-1/likes': () => ({ status: 200, body: { count: 3, hasLiked: false } }),
    'POST /api/updates/update-1/views': () => ({ status: 200, body: { views: 13 } }),
  });
});

const me = makeSession({ id: 'me' });
function openCard(update: Partial<Update> = {}, session: Session | null = me, strict = false) {
  return renderWithRouter(
    <UpdateCard update={makeUpdate(update)} repositoryName="acme/cli" viewer={session?.user.id ?? null} />,
    { session, api: api.client, strict },
  );
}
const card = () => within(screen.getByRole('article'));
/** A reply the test releases when it wants, to look at the page while a request runs. */
function held() {
  let release!: (reply: Reply) => void;
  const reply = new Promise<Reply>((resolve) => (release = resolve));
  return { reply, release };
}

describe('update card', slow, () => {
  it('shows type, pinned, major and label badges, the en-US date, image and commit link', () => {
    openCard({
      type: 'commit',
      is_pinned: true,
      is_major_update: true,
      labels: ['perf'],
      image_url: 'https://cdn.example.com/shot.png',
      commit_hash: 'abcdef1234567890',
      commit_message: 'Speed up the parser\n\nDetails',
    });
    const badges = within(card().getByRole('list', { name: 'Update details' }));
    expect(badges.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Commit',
      'Pinned',
      'Major update',
      'perf',
    ]);
    expect(card().getByText('Mar 4, 2025')).toHaveAttribute('datetime', '2025-03-04T10:00:00.000Z');
    const image = card().getByRole('img', { name: 'Shipped dark mode' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('src', 'https://cdn.example.com/shot.png');
    const commit = card().getByRole('link', { name: 'Commit abcdef1 on GitHub' });
    expect(commit).toHaveAttribute('href', 'https://github.com/acme/cli/commit/abcdef1234567890');
    expect(commit).toHaveTextContent(/^abcdef1$/);
    expect(card().getByText('Speed up the parser')).toBeInTheDocument();
  });

  it('shows how an automatic update came about when the read carries it (the owner view)', () => {
    openCard({
      automation: {
        source: 'release',
        significance: 'major',
        reason: 'Release v2.0.0 with a breaking change',
        delivery_id: 'delivery-1',
      },
    });
    const badges = within(card().getByRole('list', { name: 'Update details' }));
    expect(badges.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Text',
      'Automatic · major',
    ]);
    expect(
      card().getByText('Written automatically from a release: Release v2.0.0 with a breaking change'),
    ).toBeInTheDocument();
  });

  it('shows nothing about automation on reads without it (visitors, updates written by hand)', () => {
    openCard({ automation: null });
    expect(card().queryByText(/Automatic/)).not.toBeInTheDocument();
    expect(card().queryByText(/Written automatically/)).not.toBeInTheDocument();
  });

  it("puts the comments slot's count in the footer and opens its panel under it", async () => {
    const user = userEvent.setup({ delay: null });
    const comments: UpdateCommentsSlot = {
      Toggle: ({ updateId, open, initialCount, panelId, onToggle }) => (
        <button type="button" aria-expanded={open} aria-controls={panelId} onClick={onToggle}>
          Comments of {updateId} ({initialCount})
        </button>
      ),
      Panel: ({ updateId, open, viewer, id }) =>
        open ? (
          <section id={id} aria-label="Comments">
            {updateId} for {viewer}
          </section>
        ) : null,
    };
    renderWithRouter(
      <UpdateCard update={makeUpdate()} repositoryName="acme/cli" viewer="me" comments={comments} />,
      { session: me, api: api.client },
    );
    const toggle = card().getByRole('button', { name: 'Comments of update-1 (2)' });
    expect(card().queryByRole('region', { name: 'Comments' })).not.toBeInTheDocument();
    await user.click(toggle);
    const panel = card().getByRole('region', { name: 'Comments' });
    expect(panel).toHaveTextContent('update-1 for me');
    expect(toggle).toHaveAttribute('aria-controls', panel.id);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('renders content as plain text, never as HTML', () => {
    const { container } = openCard({ content: '<img src=x onerror=alert(1)><b>hi</b>' });
    expect(card().getByText('<img src=x onerror=alert(1)><b>hi</b>')).toBeInTheDocument();
    expect(container.querySelector('b')).toBeNull();
  });
});

describe('read more', slow, () => {
  const height = (value: number) =>
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(value);
  afterEach(() => vi.restoreAllMocks());

  it("collapses text taller than 80px with 'Read more' / 'Show less'", async () => {
    height(200);
    const user = userEvent.setup({ delay: null });
    openCard();
    const toggle = card().getByRole('button', { name: 'Read more' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const text = card().getByText('Every screen now follows the system theme.');
    expect(text).toHaveStyle({ maxHeight: '80px' });
    expect(toggle).toHaveAttribute('aria-controls', text.id);
    await user.click(toggle);
    expect(card().getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    expect(text.style.maxHeight).toBe('');
    await user.click(card().getByRole('button', { name: 'Show less' }));
    expect(card().getByRole('button', { name: 'Read more' })).toBeInTheDocument();
  });

  it('offers no toggle when the text fits', () => {
    height(60);
    openCard();
    expect(card().queryByRole('button', { name: 'Read more' })).not.toBeInTheDocument();
  });
});

describe('likes', slow, () => {
  it('toggles at once, is disabled while the request runs, then takes the server count', async () => {
    const user = userEvent.setup({ delay: null });
    const like = held();
    api.routes['POST /api/updates/update-1/likes'] = () => like.reply;
    api.routes['DELETE /api/updates/update-1/likes'] = () => ({
      status: 200,
      body: { count: 8, hasLiked: false },
    });
    openCard();
    const button = await card().findByRole('button', { name: 'Like (3)', pressed: false });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(card().getByRole('button', { name: 'Like (4)', pressed: true })).toBeDisabled();
    like.release({ status: 200, body: { count: 10, hasLiked: true } });
    const liked = await card().findByRole('button', { name: 'Like (10)', pressed: true });
    expect(liked).toBeEnabled();
    await user.click(liked);
    expect(await card().findByRole('button', { name: 'Like (8)', pressed: false })).toBeEnabled();
    expect(api.calls('POST /api/updates/update-1/likes')).toHaveLength(1);
    expect(api.calls('DELETE /api/updates/update-1/likes')).toHaveLength(1);
  });

  it('rolls back and only logs when the like fails', async () => {
    const user = userEvent.setup({ delay: null });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    api.routes['POST /api/updates/update-1/likes'] = () => apiError(500, 'INTERNAL', 'boom');
    openCard();
    const button = await card().findByRole('button', { name: 'Like (3)' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await card().findByRole('button', { name: 'Like (3)', pressed: false })).toBeEnabled();
    expect(log).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    log.mockRestore();
  });

  it('is disabled with a sign-in hint when signed out, and asks the server nothing', () => {
    openCard({}, null);
    const button = card().getByRole('button', { name: 'Like (3)' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(engagementMessages.signInToLike);
    expect(api.calls('GET /api/updates/update-1/likes')).toHaveLength(0);
  });
});

describe('views', slow, () => {
  it('counts a view once, the first time the card scrolls into view, and shows the answer', async () => {
    openCard({}, null, true);
    expect(card().getByText('12')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls('POST /api/updates/update-1/views')).toHaveLength(0);
    FakeIntersectionObserver.show();
    expect(await card().findByText('13')).toBeInTheDocument();
    FakeIntersectionObserver.show();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls('POST /api/updates/update-1/views')).toHaveLength(1);
  });
});

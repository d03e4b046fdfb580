import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { Session, Update } from '@shiplog/contract';
import { setUpApiServer, type Reply } from '@test/api-server';
import { FakeIntersectionObserver } from '@test/fake-intersection-observer';
import { makeUpdate } from '@test/fixtures';
import { makeSession, renderWithRouter } from '@test/render';
import { UpdateCard, type UpdateCardProps } from '../components/update-card';

export const me = makeSession({ id: 'me' });

/**
 * Registers the hooks of an update card test file: an API server answering update-1's likes
 * (3, not liked) and views (13), and cards that count a view only when the test scrolls them into
 * view (FakeIntersectionObserver.show()). `openCard` renders update-1 of acme/cli.
 */
export function setUpCardTests() {
  const api = setUpApiServer();
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

  function openCard(
    update: Partial<Update> = {},
    session: Session | null = me,
    strict = false,
    extra: Partial<UpdateCardProps> = {},
  ) {
    return renderWithRouter(
      <UpdateCard
        update={makeUpdate(update)}
        repositoryName="acme/cli"
        viewer={session?.user.id ?? null}
        {...extra}
      />,
      { session, api: api.client, strict },
    );
  }

  return { api, openCard };
}

export const card = () => within(screen.getByRole('article'));

/** A reply the test releases when it wants, to look at the page while a request runs. */
export function held() {
  let release!: (reply: Reply) => void;
  const reply = new Promise<Reply>((resolve) => (release = resolve));
  return { reply, release };
}

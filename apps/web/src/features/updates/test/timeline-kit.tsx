import { afterEach, beforeEach, vi } from 'vitest';
import type { Update } from '@shiplog/contract';
import { setUpApiServer } from '@test/api-server';
import { makeSession, renderWithRouter } from '@test/render';
import { UpdateTimeline } from '../components/update-timeline';
import { FakeIntersectionObserver } from '@test/fake-intersection-observer';
import { makeUpdate } from '@test/fixtures';

/**
 * Registers the hooks of a timeline test file: an API server answering project p1's updates
 * (`timeline.updates`, one update to start with, replaceable by a test) and update-1's likes,
 * and no IntersectionObserver (no card scrolls into view, so no view is counted; update-card
 * tests cover views). `openTimeline` renders the timeline for owner-1.
 */
export function setUpTimelineTests() {
  const api = setUpApiServer();
  const timeline = { updates: [] as Update[] };
  beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver));
  afterEach(() => vi.unstubAllGlobals());
  beforeEach(() => {
    timeline.updates = [makeUpdate()];
    api.reset({
      'GET /api/projects/p1/updates': () => ({ status: 200, body: timeline.updates }),
      'GET /api/updates/update-1/likes': () => ({ status: 200, body: { count: 3, hasLiked: false } }),
    });
  });

  function openTimeline(isOwner = true) {
    const onChanged = vi.fn();
    const view = renderWithRouter(
      <UpdateTimeline
        projectId="p1"
        repositoryName="acme/cli"
        viewer="owner-1"
        isOwner={isOwner}
        onChanged={onChanged}
      />,
      { session: makeSession({ id: 'owner-1' }), api: api.client },
    );
    return { ...view, onChanged };
  }

  return { api, timeline, openTimeline };
}

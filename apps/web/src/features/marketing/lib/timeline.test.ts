import { describe, expect, it } from 'vitest';
import { PRODUCT_CHANGELOG_IDS } from '@shiplog/contract';
import { makeUpdate } from '@test/fixtures';
import { toTimelineItem } from './timeline';

describe('toTimelineItem', () => {
  it('maps an update of the changelog: its rendered text, short date, its own counts and its page', () => {
    const update = makeUpdate({
      id: 'u1',
      project_id: PRODUCT_CHANGELOG_IDS.projectId,
      type: 'release',
      title: 'v1.0',
      content: 'First stable release.',
      published_at: '2025-01-05T23:30:00.000Z',
      likes: 7,
      views: 1_234,
      comments: 1,
    });
    expect(toTimelineItem(update)).toEqual({
      id: 'u1',
      title: 'v1.0',
      html: update.content_html,
      date: 'Jan 5, 2025',
      publishedAt: '2025-01-05T23:30:00.000Z',
      type: 'release',
      likes: 7,
      views: 1_234,
      comments: 1,
      href: '/p/shiplog/updates/u1',
    });
  });

  it("calls every type but 'release' an 'update'", () => {
    for (const type of ['text', 'image', 'commit'] as const)
      expect(toTimelineItem(makeUpdate({ type })).type).toBe('update');
  });
});

import { describe, expect, it } from 'vitest';
import { companyUpdates } from '../data/company-profile';
import { toTimelineItem, TIMELINE_LIKES, TIMELINE_VIEWS } from './timeline';

describe('toTimelineItem (spec section 3, Timeline item)', () => {
  it('maps an update: content as description, short date, fixed likes and views', () => {
    const item = toTimelineItem(
      {
        id: 'u1',
        type: 'release',
        title: 'v1.0',
        content: 'First stable release.',
        published_at: '2025-01-05T23:30:00.000Z',
        comments: [{ id: 'c', author: { name: 'Ada', avatar: null }, content: 'Nice', createdAt: 'today' }],
      },
      0,
    );
    expect(item).toEqual({
      id: 'u1',
      title: 'v1.0',
      description: 'First stable release.',
      date: 'Jan 5, 2025',
      content: 'First stable release.',
      type: 'release',
      comments: [{ id: 'c', author: { name: 'Ada', avatar: null }, content: 'Nice', createdAt: 'today' }],
      likes: 12,
      views: 48,
    });
    expect([TIMELINE_LIKES, TIMELINE_VIEWS]).toEqual([12, 48]);
  });

  it("calls every type but 'release' an 'update'", () => {
    const base = { title: 't', content: 'c', published_at: '2025-03-01T00:00:00.000Z' };
    for (const type of ['text', 'image', 'commit', 'update'] as const) {
      expect(toTimelineItem({ ...base, type }, 0).type).toBe('update');
    }
    expect(toTimelineItem({ ...base, type: 'release' }, 0).type).toBe('release');
  });

  it('gives an update without an id one from its position, and no comments by default', () => {
    const item = toTimelineItem({ type: 'text', title: 't', content: 'c', published_at: '2025-03-01' }, 2);
    expect(item.id).toBe('update-3');
    expect(item.comments).toEqual([]);
    expect(item.date).toBe('Mar 1, 2025');
  });

  it('keeps the sample updates newest first with unique ids', () => {
    const items = companyUpdates.map(toTimelineItem);
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
    const times = companyUpdates.map((update) => Date.parse(update.published_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});

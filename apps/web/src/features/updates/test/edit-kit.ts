import type { within } from '@testing-library/react';
import { expect } from 'vitest';
import type { Update, UpdateType } from '@shiplog/contract';
import { makeUpdate } from '@test/fixtures';
import { browserTimeZone, wallClockIn } from '@/lib/schedule';

/**
 * One update of each type with every field the record has filled in, as the API answers it: a
 * commit update made from a commit has its text too, and times run to the millisecond.
 */
export function updatesOfEveryType(overrides: Partial<Update> = {}): Record<UpdateType, Update> {
  const all = (type: UpdateType, fields: Partial<Update>) =>
    makeUpdate({
      type,
      labels: ['parser', 'dx'],
      is_pinned: true,
      is_major_update: true,
      published_at: '2025-03-04T10:17:42.123Z',
      ...fields,
      ...overrides,
    });
  return {
    text: all('text', { title: 'Dark mode', content: 'Every screen.\n\nAnd the [docs](https://x.dev).' }),
    image: all('image', {
      title: 'New logo',
      content: 'Drawn by Maya.',
      image_url: 'https://img.example/logo.png',
    }),
    commit: all('commit', {
      title: 'Trailing commas',
      content: 'Arrays and objects both accept a trailing comma now.',
      commit_hash: 'abcdef1234567890abcdef1234567890abcdef12',
      commit_message: 'feat(parser): accept trailing commas',
    }),
    release: all('release', { title: 'v1.0.0', content: '## Changes\n- everything' }),
  };
}

/** The edit form shows every field of the update, its publish time on the viewer's clock. */
export function expectFormShows(dialog: ReturnType<typeof within>, update: Update) {
  const value = (label: string) => (dialog.getByLabelText(label) as HTMLInputElement).value;
  expect(value('Type')).toBe(update.type);
  expect(value('Title')).toBe(update.title);
  expect(value('Content')).toBe(update.content);
  if (update.type === 'image') expect(value('Image URL')).toBe(update.image_url);
  if (update.type === 'commit') {
    expect(value('Commit hash')).toBe(update.commit_hash);
    expect(value('Commit message')).toBe(update.commit_message);
  }
  expect(value('Labels')).toBe(update.labels.join(', '));
  expect(dialog.getByLabelText('Pin to the top')).toHaveProperty('checked', update.is_pinned);
  expect(dialog.getByLabelText('Major update')).toHaveProperty('checked', update.is_major_update);
  const zone = browserTimeZone();
  const clock = wallClockIn(update.published_at, zone);
  expect([value('Date'), value('Time'), value('Time zone')]).toEqual([clock.date, clock.time, zone]);
}

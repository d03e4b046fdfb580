import { describe, expect, it } from 'vitest';
import { updateBodySchema } from '@shiplog/contract';
import { makeUpdate } from '@test/fixtures';
import { updatesOfEveryType } from '../test/edit-kit';
import { editBody, fieldErrors, fullBody, initialValues } from './update-form-values';

describe('update form values', () => {
  it('starts a new update as empty text', () => {
    expect(initialValues()).toMatchObject({ type: 'text', title: '', content: '', labels: '' });
  });

  it('sends the text of every type, and the image URL and commit only where the type shows them', () => {
    const values = {
      ...initialValues(),
      title: 'T',
      content: 'c',
      image_url: ' https://x.dev/a.png ',
      commit_hash: ' abcdef1 ',
      commit_message: ' fix: it ',
    };
    expect(fullBody({ ...values, type: 'commit' })).toMatchObject({
      content: 'c',
      image_url: null,
      commit_hash: 'abcdef1',
      commit_message: 'fix: it',
      published_at: null,
    });
    expect(fullBody({ ...values, type: 'image' })).toMatchObject({
      content: 'c',
      image_url: 'https://x.dev/a.png',
      commit_hash: null,
      commit_message: null,
    });
    expect(fullBody({ ...values, labels: ' a, ,b ' }).labels).toEqual(['a', 'b']);
  });

  it('edits nothing when nothing changed, for every type', () => {
    for (const update of Object.values(updatesOfEveryType())) {
      expect(editBody(initialValues(update), update, null)).toEqual({});
      expect(updateBodySchema.safeParse(fullBody(initialValues(update))).success).toBe(true);
    }
  });

  it('edits only the fields that changed', () => {
    const update = makeUpdate({
      type: 'commit',
      commit_hash: 'abcdef1',
      commit_message: 'Fix it',
      content: 'Why.',
    });
    const values = initialValues(update);
    expect(editBody({ ...values, title: 'New' }, update, null)).toEqual({ title: 'New' });
    expect(editBody({ ...values, labels: 'a, b' }, update, '2027-01-01T00:00:00.000Z')).toEqual({
      labels: ['a', 'b'],
      published_at: '2027-01-01T00:00:00.000Z',
    });
    expect(editBody({ ...values, commit_message: '' }, update, null)).toEqual({ commit_message: null });
    expect(editBody({ ...values, type: 'text' }, update, null)).toEqual({
      type: 'text',
      commit_hash: null,
      commit_message: null,
    });
  });

  it('maps zod and server issue paths to inputs, first message per input', () => {
    const { errors, unmatched } = fieldErrors([
      { path: ['title'], message: 'first' },
      { path: 'body.title', message: 'second' },
      { path: 'labels.0', message: 'bad label' },
      { path: 'published_at', message: 'bad date' },
      { path: '', message: 'whole body' },
    ]);
    expect(errors).toEqual({ title: 'first', labels: 'bad label', published_at: 'bad date' });
    expect(unmatched).toEqual(['whole body']);
  });
});

import { describe, expect, it } from 'vitest';
import { updateBodySchema } from '@shiplog/contract';
import { makeUpdate } from '@test/fixtures';
import { fieldErrors, initialValues, toBody, toDateInput } from './update-form-values';

describe('update form values', () => {
  it('starts a new update as text published today', () => {
    expect(initialValues()).toMatchObject({ type: 'text', title: '', published_at: toDateInput(new Date()) });
  });

  it('sends only the inputs the type shows', () => {
    const values = {
      ...initialValues(),
      title: 'T',
      content: 'c',
      image_url: ' https://x.dev/a.png ',
      commit_hash: ' abcdef1 ',
    };
    expect(toBody({ ...values, type: 'commit' })).toMatchObject({
      content: null,
      image_url: null,
      commit_hash: 'abcdef1',
    });
    expect(toBody({ ...values, type: 'image' })).toMatchObject({
      content: 'c',
      image_url: 'https://x.dev/a.png',
      commit_hash: null,
    });
    expect(toBody({ ...values, labels: ' a, ,b ' }).labels).toEqual(['a', 'b']);
  });

  it('keeps the exact time and commit message of an edit whose day and hash are unchanged', () => {
    const update = makeUpdate({
      type: 'commit',
      commit_hash: 'abcdef1',
      commit_message: 'Fix it',
      published_at: '2025-03-04T10:00:00.000Z',
    });
    const same = toBody(initialValues(update), update);
    expect(same).toMatchObject({ published_at: update.published_at, commit_message: 'Fix it' });
    expect(updateBodySchema.safeParse(same).success).toBe(true);
    const moved = toBody(
      { ...initialValues(update), published_at: '2025-04-01', commit_hash: 'abcdef2' },
      update,
    );
    // Another day: that day's local midnight.
    expect(moved).toMatchObject({ published_at: new Date(2025, 3, 1).toISOString(), commit_message: null });
  });

  it('maps zod and server issue paths to inputs, first message per input', () => {
    const { errors, unmatched } = fieldErrors([
      { path: ['title'], message: 'first' },
      { path: 'body.title', message: 'second' },
      { path: 'labels.0', message: 'bad label' },
      { path: '', message: 'whole body' },
    ]);
    expect(errors).toEqual({ title: 'first', labels: 'bad label' });
    expect(unmatched).toEqual(['whole body']);
  });
});

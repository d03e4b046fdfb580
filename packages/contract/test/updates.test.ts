import { describe, expect, it } from 'vitest';
import { updateBodySchema, updateMessages } from '../src/updates';

const messages = (body: unknown) => {
  const result = updateBodySchema.safeParse(body);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('update body rules', () => {
  it('requires a title', () => {
    expect(messages({ type: 'text', title: '  ', content: 'x' })).toEqual([
      `title: ${updateMessages.titleRequired}`,
    ]);
    expect(messages({ type: 'text', content: 'x' })).toEqual([`title: ${updateMessages.titleRequired}`]);
  });

  it('needs content for text, an http(s) image URL for image, a hex hash for commit', () => {
    expect(messages({ type: 'text', title: 'T', content: ' ' })).toEqual([
      `content: ${updateMessages.contentRequired}`,
    ]);
    expect(messages({ type: 'image', title: 'T' })).toEqual([`image_url: ${updateMessages.imageRequired}`]);
    expect(messages({ type: 'image', title: 'T', image_url: 'javascript:alert(1)' })).toEqual([
      `image_url: ${updateMessages.imageUrlInvalid}`,
    ]);
    expect(messages({ type: 'commit', title: 'T' })).toEqual([
      `commit_hash: ${updateMessages.commitRequired}`,
    ]);
    expect(messages({ type: 'commit', title: 'T', commit_hash: 'xyz1234' })).toEqual([
      `commit_hash: ${updateMessages.commitHashInvalid}`,
    ]);
    expect(messages({ type: 'commit', title: 'T', commit_hash: 'abc1234' })).toEqual([]);
    expect(messages({ type: 'release', title: 'v1.0' })).toEqual([]);
  });

  it('takes a day or a full date-time as the publish date', () => {
    expect(messages({ type: 'release', title: 'v1', published_at: '2026-12-01' })).toEqual([]);
    expect(messages({ type: 'release', title: 'v1', published_at: '2026-12-01T10:00:00Z' })).toEqual([]);
    expect(messages({ type: 'release', title: 'v1', published_at: 'tomorrow' })).not.toEqual([]);
  });
});

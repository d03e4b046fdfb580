import { describe, expect, it } from 'vitest';
import { storyPost } from '../src/integrations/ai/compose/story/story-post';

const groups = (n: number) => [
  { heading: 'New', emoji: '✨', lines: Array.from({ length: n }, (_, i) => `Feature number ${i + 1}.`) },
  { heading: 'Improved and fixed', emoji: '🐛', lines: ['Fixed the search filter.'] },
];

describe('a story as one LinkedIn or Discord post', () => {
  it('writes each group under its heading, then the thanks and the link', () => {
    expect(
      storyPost('linkedin', 'What’s new in Acme:', groups(2), 'Thanks to Ada.', 'https://x.test/p'),
    ).toBe(
      'What’s new in Acme:\n\n✨ New\n• Feature number 1.\n• Feature number 2.\n\n🐛 Improved and fixed\n• Fixed the search filter.\n\nThanks to Ada.\n\nhttps://x.test/p',
    );
    expect(storyPost('discord', 'What’s new in Acme:', groups(1), '', 'https://x.test/p')).toBe(
      '**What’s new in Acme:**\n\n**New**\n- Feature number 1.\n\n**Improved and fixed**\n- Fixed the search filter.\n\n<https://x.test/p>',
    );
  });

  it('keeps within the target’s length, saying how many changes the update lists beside its link', () => {
    const text = storyPost(
      'discord',
      'What’s new in Acme:',
      groups(200),
      'Thanks to Ada.',
      'https://x.test/p',
    );
    expect(text.length).toBeLessThanOrEqual(2000);
    expect(text).toMatch(
      /\.\n\nThanks to Ada\.\n\nThe full update lists \d+ more changes: <https:\/\/x\.test\/p>$/,
    );
    const linkedin = storyPost('linkedin', 'What’s new in Acme:', groups(400), '', undefined);
    expect(linkedin.length).toBeLessThanOrEqual(3000);
    expect(linkedin.length).toBeGreaterThan(2500);
  });
});

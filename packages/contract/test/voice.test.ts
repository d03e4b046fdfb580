import { describe, expect, it } from 'vitest';
import { findAvoidedPhrase, projectVoiceBodySchema, voiceMessages } from '../src/voice';

const problems = (body: unknown) => {
  const result = projectVoiceBodySchema.safeParse(body);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('avoided phrases', () => {
  it('are found as whole words, in any letter case, spacing, hyphen or apostrophe', () => {
    const found = (text: string, phrase: string) => findAvoidedPhrase(text, [phrase]) !== undefined;
    expect(found('A GAME-CHANGER for builds', 'game changer')).toBe(true);
    expect(found('a game\n  changer', 'Game Changer')).toBe(true);
    expect(found('We’re live', "we're")).toBe(true);
    expect(found('AI-written notes', 'AI')).toBe(true);
    expect(found('We maintain it', 'AI')).toBe(false);
    expect(found('Unexcitedly shipped', 'excited')).toBe(false);
    expect(found('Costs $5 (really)', '$5 (really)')).toBe(true);
    expect(found('Shipped!!', '!!')).toBe(true);
  });
});

describe('the voice body', () => {
  it('fills the defaults and normalises what it keeps', () => {
    expect(projectVoiceBodySchema.parse({})).toEqual({
      tone: 'professional',
      avoid_phrases: [],
      hashtags: [],
      sign_off: '',
      examples: [],
    });
    expect(projectVoiceBodySchema.parse({ hashtags: ['oss', '#OSS', 'rust_2'] }).hashtags).toEqual([
      '#oss',
      '#rust_2',
    ]);
  });

  it('says what is wrong, word for word', () => {
    expect(problems({ hashtags: ['#1st'] })).toEqual([`hashtags.0: ${voiceMessages.hashtagInvalid}`]);
    expect(problems({ examples: ['', 'ok'] })).toEqual([`examples.0: ${voiceMessages.exampleEmpty}`]);
    expect(problems({ avoid_phrases: ['Cheers'], sign_off: 'cheers, Ada' })).toEqual([
      'sign_off: This uses “Cheers”, a phrase you avoid',
    ]);
    expect(voiceMessages.exampleTooLong).toBe('Keep each example post to 1,000 characters or fewer');
  });
});

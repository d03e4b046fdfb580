import { describe, expect, it } from 'vitest';
import { DEFAULT_PROJECT_VOICE, findAvoidedPhrase, type ProjectVoice } from '@shiplog/contract';
import { xLength, type WriteRequest, type WrittenText } from '../src/integrations/ai';
import { writeBuiltin } from '../src/integrations/ai/builtin-writer';
import { dropAvoided } from '../src/integrations/ai/compose/voice/avoid';
import { styleOfExamples } from '../src/integrations/ai/compose/voice/examples-style';
import { commitFacts, postRequest, PROJECT_URL, sampleCommits, targets, tones } from './support/ai';

const voiceOf = (voice: Partial<ProjectVoice>): ProjectVoice => ({ ...DEFAULT_PROJECT_VOICE, ...voice });

function written(request: WriteRequest): WrittenText {
  const answer = writeBuiltin(request);
  if (answer.declined) throw new Error(`declined: ${answer.reason}`);
  return answer;
}

/** Every sample commit (forced, so none is declined) as a post for each target and tone, and as an update. */
function everyRequest(voice?: ProjectVoice): WriteRequest[] {
  return sampleCommits.flatMap((sample, i) => {
    const commit = commitFacts(sample, i);
    return tones.flatMap((tone) => [
      ...targets.map((target) => ({ ...postRequest([commit], tone, target), force: true, voice })),
      { ...postRequest([commit], tone, 'linkedin', 'update'), force: true, voice },
    ]);
  });
}

const featureWithBody = commitFacts(sampleCommits[1]!, 1);
const signIn = commitFacts(sampleCommits[0]!, 0);
/** Phrases the built-in writer uses on its own, so avoiding them changes its texts. */
const AVOIDED = ['with this change', 'In Shiplog', 'we added', 'JUST'];

describe('the built-in writer in a project voice', () => {
  it("writes in the project's default tone when the request names none, and in the request's own otherwise", () => {
    const { tone: _none, ...untoned } = postRequest([featureWithBody], 'casual', 'linkedin');
    const casual = written(postRequest([featureWithBody], 'casual', 'linkedin')).content;
    const technical = written(postRequest([featureWithBody], 'technical', 'linkedin')).content;
    expect(casual).not.toBe(technical);
    expect(written({ ...untoned, voice: voiceOf({ tone: 'casual' }) }).content).toBe(casual);
    expect(written({ ...untoned, tone: 'technical', voice: voiceOf({ tone: 'casual' }) }).content).toBe(
      technical,
    );
    expect(written(untoned).content).toBe(
      written(postRequest([featureWithBody], 'professional', 'linkedin')).content,
    );
  });

  it('never writes an avoided phrase, in any letter case, for any commit, target or tone, titles included', () => {
    const holding = (requests: WriteRequest[]) =>
      requests.flatMap((request) => {
        const { title, content } = written(request);
        return [title, content].filter((text) => findAvoidedPhrase(text, AVOIDED));
      });
    // Without a voice the writer uses these phrases: the check below can fail.
    expect(holding(everyRequest()).length).toBeGreaterThan(10);
    expect(holding(everyRequest(voiceOf({ avoid_phrases: AVOIDED })))).toEqual([]);
  });

  it('takes out the phrase itself when every sentence holds it, and keeps the rest of the text', () => {
    const text = written({
      ...postRequest([signIn], 'professional', 'x'),
      voice: voiceOf({ avoid_phrases: ['pkce'] }),
    });
    expect(text.content).not.toMatch(/pkce/i);
    expect(text.content).toMatch(/GitHub sign-in/);
    expect(text.content.endsWith(PROJECT_URL)).toBe(true);
    expect(
      dropAvoided("We're excited to announce dark mode! It follows the system.", ['Excited to announce']),
    ).toBe('It follows the system.');
    expect(dropAvoided('**With this change, we fixed a crash.**', ['with-this change'])).toBe(
      '**We fixed a crash.**',
    );
  });

  it('adds the sign-off everywhere and the hashtags on X and LinkedIn, after the text and before the link', () => {
    const voice = voiceOf({ hashtags: ['#buildinpublic', '#TypeScript'], sign_off: '— Ada, shipping daily' });
    for (const target of targets) {
      const { content } = written({ ...postRequest([featureWithBody], 'professional', target), voice });
      const tail = target === 'discord' ? '' : '#buildinpublic #TypeScript\n\n';
      expect(content.endsWith(`\n\n— Ada, shipping daily\n\n${tail}${PROJECT_URL}`), content).toBe(true);
      expect(content.match(/#buildinpublic/g)?.length ?? 0).toBe(target === 'discord' ? 0 : 1);
    }
    const update = written({
      ...postRequest([featureWithBody], 'professional', 'linkedin', 'update'),
      voice,
    });
    expect(update.content).toContain('\n\n— Ada, shipping daily');
    expect(update.content).not.toContain('#');
  });

  it('keeps every X post within 280 weighted characters with the longest voice: hashtags give way first', () => {
    const longTag = (c: string) => `#${c}${'x'.repeat(49)}`;
    const voice = voiceOf({
      hashtags: ['a', 'b', 'c', 'd', 'e'].map(longTag),
      sign_off: `— ${'Signed by the whole Shiplog crew, '.repeat(3)}`.slice(0, 80).trim(),
    });
    const posts = everyRequest(voice).filter((r) => r.kind === 'post' && r.target === 'x');
    for (const request of posts) {
      const { content } = written(request);
      expect(xLength(content), content).toBeLessThanOrEqual(280);
      expect(content.endsWith(PROJECT_URL), content).toBe(true);
      // The post's own text is whole, or keeps at least half the limit.
      const own = content.split('\n\n')[0]!;
      const alone = written({ ...request, voice: undefined }).content.split('\n\n')[0]!;
      expect(own === alone || xLength(own) >= 140, content).toBe(true);
    }
    const short = written({ ...postRequest([signIn], 'technical', 'x'), voice }).content;
    expect(short).toContain(voice.sign_off);
    expect(short).toContain(longTag('a'));
    expect(short).not.toContain(longTag('e'));
  });

  it("imitates the examples' emoji habits and length, and nothing else of them", () => {
    const request = postRequest([featureWithBody], 'casual', 'linkedin');
    const plain = written(request).content;
    expect(plain).toMatch(/✨/);
    expect(plain.split('\n\n').length).toBeGreaterThanOrEqual(3);
    const rocket = voiceOf({
      examples: [
        '🚀 Dark mode is here, and it follows your system setting now.',
        '🚀 Builds run twice as fast on CI since the cache moved.',
      ],
    });
    const imitated = written({ ...request, voice: rocket }).content;
    expect(imitated.startsWith('🚀 ')).toBe(true);
    expect(imitated).not.toMatch(/Dark mode|twice|cache/);
    // Short examples do not collapse a LinkedIn post to one line: its body stays, and no emoji
    // lands inside a sentence.
    expect(imitated.split('\n\n').length).toBe(plain.split('\n\n').length);
    expect(imitated).not.toMatch(/\p{L}[ ,]*\p{Extended_Pictographic}\uFE0F?\s*\p{Ll}/u);
    // On X they keep the post to its opening sentence.
    const onX = written({ ...postRequest([featureWithBody], 'casual', 'x'), voice: rocket }).content;
    expect(onX.replace(`\n\n${PROJECT_URL}`, '').split('\n\n')).toHaveLength(1);
    const long = 'We rewrote the importer so that big repositories no longer time out. '.repeat(4);
    const noEmoji = written({ ...request, voice: voiceOf({ examples: [long, long] }) }).content;
    expect(noEmoji).not.toMatch(/\p{Extended_Pictographic}/u);
    expect(noEmoji.split('\n\n').length).toBe(plain.split('\n\n').length);
  });

  it('measures the examples: the opening emoji of at least half, any emoji at all, the median length', () => {
    expect(styleOfExamples([])).toBeUndefined();
    expect(
      styleOfExamples(['🚀 Short one.', '🚀 Another.', 'No emoji here at all, and a fairly long sentence.']),
    ).toEqual({
      leadEmoji: '🚀',
      emoji: true,
      short: true,
    });
    expect(styleOfExamples(['✨ One.', '🐛 Two.', 'Three.'])).toEqual({ emoji: true, short: true });
    expect(styleOfExamples(['x'.repeat(141), 'y'.repeat(200)])).toEqual({ emoji: false, short: false });
    expect(styleOfExamples([`${'x'.repeat(100)} https://example.com/${'a'.repeat(100)}`])?.short).toBe(true);
  });
});

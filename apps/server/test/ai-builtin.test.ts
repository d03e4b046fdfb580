import { describe, expect, it } from 'vitest';
import { xLength, type WriteRequest, type WrittenText } from '../src/integrations/ai';
import { writeBuiltin } from '../src/integrations/ai/builtin-writer';
import {
  targetLimits,
  UPDATE_CONTENT_LIMIT,
  UPDATE_TITLE_LIMIT,
} from '../src/integrations/ai/compose/limits';
import {
  commitFacts,
  inputText,
  inventedNames,
  inventedNumbers,
  postRequest,
  PROJECT_URL,
  sampleCommits,
  targets,
  tones,
} from './support/ai';

const measure = { x: xLength, linkedin: (t: string) => [...t].length, discord: (t: string) => [...t].length };

/** A text, asked for with "write anyway": every commit of the table gets one. */
function written(request: WriteRequest): WrittenText {
  const answer = writeBuiltin({ ...request, force: true });
  if (answer.declined) throw new Error(`declined although forced: ${answer.reason}`);
  return answer;
}

describe('built-in writer on real-world commits', () => {
  it('has a table of at least 30 commits', () => {
    expect(sampleCommits.length).toBeGreaterThanOrEqual(30);
  });

  describe.each(sampleCommits.map((sample, index) => [sample.name, sample, index] as const))(
    '%s',
    (_name, sample, index) => {
      const commit = commitFacts(sample, index);

      it('writes it, or declines it with a reason a person can read', () => {
        const answer = writeBuiltin(postRequest([commit], 'professional', 'x'));
        expect(answer.writer).toBe('builtin');
        if (answer.declined) expect(answer.reason).toMatch(/^\S.{20,}[.]$/);
        else expect(answer.content.trim().length).toBeGreaterThan(10);
      });

      it.each(targets)('keeps the %s limit in every tone and states no new numbers or names', (target) => {
        for (const tone of tones) {
          const request = postRequest([commit], tone, target);
          const { content, writer } = written(request);
          expect(writer).toBe('builtin');
          expect(content.trim().length).toBeGreaterThan(10);
          expect(measure[target](content)).toBeLessThanOrEqual(targetLimits[target]);
          expect(inventedNumbers(content, inputText(request))).toEqual([]);
          expect(inventedNames(content, inputText(request))).toEqual([]);
          expect(content).not.toMatch(/\{\w+\}|undefined|null|NaN/);
        }
      });

      it('writes an update: a short title without a trailing period, and a body', () => {
        for (const tone of tones) {
          const request = postRequest([commit], tone, 'x', 'update');
          const { title, content } = written(request);
          expect(title.length).toBeGreaterThan(0);
          expect([...title].length).toBeLessThanOrEqual(UPDATE_TITLE_LIMIT);
          expect(title).not.toMatch(/[.\s]$/);
          expect(content.length).toBeLessThanOrEqual(UPDATE_CONTENT_LIMIT);
          expect(content).not.toContain(PROJECT_URL);
          expect(inventedNumbers(`${title}\n${content}`, inputText(request))).toEqual([]);
          expect(inventedNames(`${title}\n${content}`, inputText(request))).toEqual([]);
        }
      });

      it('is deterministic and the tones read differently', () => {
        const texts = tones.map((tone) => written(postRequest([commit], tone, 'linkedin')).content);
        // The casual tone always reads differently (its opening emoji); the others where the
        // writer rephrases the subject (a text in another language stays in its author's words).
        expect(new Set(texts).size).toBeGreaterThanOrEqual(2);
        for (const [i, tone] of tones.entries())
          expect(written(postRequest([commit], tone, 'linkedin')).content).toBe(texts[i]);
      });
    },
  );
});

describe('built-in writer, tones', () => {
  const commit = commitFacts(sampleCommits[1]!, 1);
  const write = (tone: (typeof tones)[number]) => written(postRequest([commit], tone, 'linkedin')).content;

  it('no tone states file or line counts, the commit prefix or its sha', () => {
    for (const tone of tones) {
      expect(write(tone)).not.toMatch(/\d+ files?\b|\+\d+\/[−-]\d+|lines? (added|removed)/);
      expect(write(tone)).not.toContain('feat(editor)');
      expect(write(tone)).not.toContain(commit.sha.slice(0, 7));
    }
  });

  it('changes the wording, not the facts', () => {
    for (const tone of tones) {
      expect(write(tone)).toMatch(/added (a )?markdown preview/i);
      expect(write(tone)).toContain('The editor now renders a live preview next to the textarea.');
    }
  });

  it('only the casual tone uses emoji; no tone adds hashtags', () => {
    const emoji = /\p{Extended_Pictographic}/u;
    expect(write('casual')).toMatch(emoji);
    expect(write('professional')).not.toMatch(emoji);
    expect(write('technical')).not.toMatch(emoji);
    for (const tone of tones) expect(write(tone)).not.toMatch(/#\w/);
  });
});

import { describe, expect, it } from 'vitest';
import { inventedCommits, writeRequest, writerAnswer } from './support/writer';

/**
 * Words of a commit that are also names every JavaScript object has ("constructor", "toString",
 * "__proto__"): a word table written as an object literal answers them with a function, and the
 * writer crashed or wrote "function Object()". Invented commits, every word in every place.
 */

const commit = inventedCommits('p');
const PROTOTYPE_WORDS = [
  'constructor',
  'toString',
  'valueOf',
  'hasOwnProperty',
  '__proto__',
  'isPrototypeOf',
];
const SHAPES = [
  (w: string) => `fixing how the options are read in the ${w}`,
  (w: string) => `fix ${w}`,
  (w: string) => `${w}: handle empty input`,
  (w: string) => `feat(${w}): add retry`,
  (w: string) => `Add ${w} support`,
  (w: string) => `${w} the cache`,
  (w: string) => `Update settings page ${w}`,
  (w: string) => `docs: ${w}`,
];

describe('commit words that are also object property names', () => {
  it('writes every kind of text without crashing or printing a function', async () => {
    for (const word of PROTOTYPE_WORDS)
      for (const shape of SHAPES) {
        const message = shape(word);
        for (const [kind, target] of [
          ['post', 'x'],
          ['post', 'linkedin'],
          ['update', undefined],
        ] as const) {
          const answer = await writerAnswer(
            writeRequest(commit(message, [`lib/${word}.js`]), { kind, ...(target ? { target } : {}) }),
          );
          const said = answer.declined ? answer.reason : `${answer.title ?? ''} ${answer.content}`;
          expect(said, message).not.toMatch(/function |\[native code\]|\[object |undefined/);
        }
      }
  });
});

import { describe, expect, it } from 'vitest';
import { xLength } from '@shiplog/contract';
import { fitText, fitTextKeepingLink, fitTitle } from '../src/integrations/ai/compose/fit-text';
import { countChars } from '../src/integrations/ai/compose/limits';

describe('fitting text to a limit', () => {
  const text = 'First sentence here. Second sentence is a bit longer. Third one ends it.';

  it('returns text that fits untouched (trimmed)', () => {
    expect(fitText(`  ${text}  `, 500, countChars)).toBe(text);
  });

  it('cuts at the last whole sentence that fits', () => {
    expect(fitText(text, 60, countChars)).toBe('First sentence here. Second sentence is a bit longer.');
    expect(fitText('Line one\nLine two is longer than the rest of it', 20, countChars, 0)).toBe('Line one');
  });

  it('cuts at a word with an ellipsis when no sentence end fits', () => {
    const cut = fitText('one two three four five six seven', 16, countChars);
    expect(cut).toBe('one two three…');
    expect(countChars(cut)).toBeLessThanOrEqual(16);
    expect(fitText('supercalifragilistic', 8, countChars)).toBe('superca…');
  });

  it('never goes over the limit as X counts', () => {
    const long = `${'🚀 launch day notes '.repeat(30)}`;
    for (const limit of [10, 50, 280])
      expect(xLength(fitText(long, limit, xLength))).toBeLessThanOrEqual(limit);
  });

  it('keeps the link when it cuts', () => {
    const url = 'https://shiplog.example/projects/1';
    const long = `${'A sentence that goes on. '.repeat(20)}${url}`;
    const fitted = fitTextKeepingLink(long, 280, xLength, url);
    expect(xLength(fitted)).toBeLessThanOrEqual(280);
    expect(fitted.endsWith(`\n\n${url}`)).toBe(true);
    expect(fitted).toMatch(/goes on\.\n\n/);
  });

  it('fits a title at a word, with no trailing period or dangling word', () => {
    expect(fitTitle('Dark mode is here.')).toBe('Dark mode is here');
    expect(fitTitle('Moved the pipeline to async iterators so that cancellation works', 50)).toBe(
      'Moved the pipeline to async iterators',
    );
    expect(fitTitle('x'.repeat(100), 80)).toBe('x'.repeat(80));
  });
});

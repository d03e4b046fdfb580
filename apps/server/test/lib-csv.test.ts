import { describe, expect, it } from 'vitest';
import { csvField, csvLine } from '../src/lib/csv';

describe('lib/csv', () => {
  it('quotes fields with quotes, commas or line breaks (RFC 4180), nothing else', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvField(' padded ')).toBe(' padded ');
    expect(csvField(null)).toBe('');
    expect(csvField('')).toBe('');
  });

  it('prefixes what a spreadsheet would run as a formula with an apostrophe', () => {
    for (const formula of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx'])
      expect(csvField(formula)).toBe(`'${formula}`);
    expect(csvField('\rx')).toBe(`"'\rx"`);
    expect(csvField('=HYPERLINK("x","y")')).toBe(`"'=HYPERLINK(""x"",""y"")"`);
    expect(csvField('a=b')).toBe('a=b');
  });

  it('writes a record with a CRLF line end', () => {
    expect(csvLine(['a', null, 'b,c', '-1'])).toBe(`a,,"b,c",'-1\r\n`);
    expect(csvLine([])).toBe('\r\n');
  });
});

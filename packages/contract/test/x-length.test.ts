import { describe, expect, it } from 'vitest';
import { X_MAX_LENGTH, X_URL_LENGTH, xLength, xRemaining } from '../src';

describe('xLength', () => {
  it('counts plain text by characters', () => {
    expect(xLength('')).toBe(0);
    expect(xLength('Fixed a typo.')).toBe(13);
    expect(xLength('a'.repeat(280))).toBe(280);
    expect(xLength('naïve café — “quoted”')).toBe(21);
  });

  it('counts any link as 23, short or long, and leaves trailing punctuation outside it', () => {
    expect(xLength('https://a.io')).toBe(23);
    expect(xLength(`See https://example.com/${'x'.repeat(200)}`)).toBe(4 + 23);
    expect(xLength('Read it: http://x.co/a.')).toBe(9 + 23 + 1);
    expect(xLength('www.shiplog.dev, then https://shiplog.dev/projects/1!')).toBe(23 + 7 + 23 + 1);
  });

  it('counts emoji as 2 however they are built, and wide scripts as 2 each', () => {
    expect(xLength('🚀')).toBe(2);
    expect(xLength('👩‍💻')).toBe(2);
    expect(xLength('🇫🇷')).toBe(2);
    expect(xLength('出荷しました')).toBe(12);
    expect(xLength('e\u0301')).toBe(1);
  });

  it('says how much room is left, negative when over', () => {
    expect(xRemaining('a'.repeat(270))).toBe(10);
    expect(xRemaining('a'.repeat(X_MAX_LENGTH + 1))).toBe(-1);
    expect(xRemaining(`${'a'.repeat(257)} https://example.com/a/very/long/path`)).toBe(-1);
  });
});

describe('X length', () => {
  it('counts characters, and every URL as 23 whatever its length', () => {
    expect(xLength('')).toBe(0);
    expect(xLength('hello world')).toBe(11);
    expect(xLength('https://a.co')).toBe(X_URL_LENGTH);
    expect(xLength(`see https://example.com/${'x'.repeat(200)}?q=1 now`)).toBe(4 + 23 + 4);
    expect(xLength('http://a.example and https://b.example/path')).toBe(23 + 5 + 23);
  });

  it('leaves punctuation after a URL outside it', () => {
    expect(xLength('Read https://example.com/page.')).toBe(5 + 23 + 1);
    expect(xLength('(https://example.com/page)')).toBe(1 + 23 + 1);
  });

  it('counts CJK and emoji double, Latin letters and dashes single', () => {
    expect(xLength('日本語')).toBe(6);
    expect(xLength('🚀')).toBe(2);
    expect(xLength('Añadir — “ok”')).toBe(13);
    expect(xLength('é')).toBe(1);
    expect(xLength('e\u0301')).toBe(1);
  });
});

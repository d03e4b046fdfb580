import { beforeEach, describe, expect, it } from 'vitest';
import { languageOf } from './labels';
import { newerThan, readSeen, writeSeen } from './unread-state';

describe("the widget's unread state", () => {
  beforeEach(() => localStorage.clear());

  it('counts the updates newer than a mark, all of them when the mark is unknown or gone', () => {
    const ids = ['c', 'b', 'a'];
    expect(newerThan(ids, 'c')).toBe(0);
    expect(newerThan(ids, 'a')).toBe(2);
    expect(newerThan(ids, undefined)).toBe(3);
    expect(newerThan(ids, 'older-than-the-list')).toBe(3);
  });

  it('keeps what was seen per project in localStorage, and shrugs off a broken entry', () => {
    expect(readSeen('p1')).toBeNull();
    writeSeen('p1', { seen: 'b', shown: 'c' });
    expect(readSeen('p1')).toEqual({ seen: 'b', shown: 'c' });
    expect(readSeen('p2')).toBeNull();
    localStorage.setItem('shiplog-whats-new:p3', '{not json');
    expect(readSeen('p3')).toBeNull();
  });

  it('speaks the first language it knows, else English', () => {
    expect(languageOf('de-AT')).toBe('de');
    expect(languageOf(null, '', 'fr-CA')).toBe('fr');
    expect(languageOf('ja', 'pt-BR')).toBe('en');
  });
});

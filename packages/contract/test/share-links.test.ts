import { describe, expect, it } from 'vitest';
import { linkedInShareUrl, xIntentUrl } from '../src';

describe('share links', () => {
  it("opens X's composer with the whole text encoded", () => {
    const text = 'Shipped dark mode & RSS #buildinpublic\nhttps://shiplog.dev/projects/p1?x=1';
    const url = new URL(xIntentUrl(text));
    expect(url.origin + url.pathname).toBe('https://twitter.com/intent/tweet');
    expect(url.searchParams.get('text')).toBe(text);
    expect(xIntentUrl('a b&c')).toBe('https://twitter.com/intent/tweet?text=a%20b%26c');
  });

  it("opens LinkedIn's share dialog for a page", () => {
    const page = 'https://shiplog.dev/projects/p1?ref=share&x=1';
    const url = new URL(linkedInShareUrl(page));
    expect(url.origin + url.pathname).toBe('https://www.linkedin.com/sharing/share-offsite/');
    expect(url.searchParams.get('url')).toBe(page);
    expect([...url.searchParams.keys()]).toEqual(['url']);
  });
});

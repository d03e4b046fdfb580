import { describe, expect, it } from 'vitest';
import {
  BLUESKY_MAX_LENGTH,
  blueskyIntentUrl,
  blueskyLength,
  blueskyPost,
  mastodonInstanceOrigin,
  mastodonLength,
  mastodonPost,
  mastodonShareUrl,
  xLength,
  xThreadParts,
} from '../src';

const link = 'https://shiplog.dev/p/tidepool/updates/2f1c9e8a-1234-4bcd-9def-001122334455';
const long = (words: number) => Array.from({ length: words }, (_, i) => `word${i}`).join(' ');

describe('Bluesky posts', () => {
  it('counts graphemes: an emoji family is one, a link its full length', () => {
    expect(blueskyLength('👨‍👩‍👧 ok')).toBe(4);
    expect(blueskyLength(link)).toBe(link.length);
  });

  it('keeps a post that fits, and fits a longer one to 300 with its link last (for the card)', () => {
    expect(blueskyPost(`Dark mode is here. ${link}`)).toBe(`Dark mode is here. ${link}`);
    const fitted = blueskyPost(`${long(80)} ${link}`);
    expect(blueskyLength(fitted)).toBeLessThanOrEqual(BLUESKY_MAX_LENGTH);
    expect(fitted.endsWith(`…\n\n${link}`)).toBe(true);
    expect(fitted.startsWith('word0 word1')).toBe(true);
  });

  it("opens Bluesky's composer with the text", () => {
    const url = new URL(blueskyIntentUrl('Hi & bye #ship'));
    expect(`${url.origin}${url.pathname}`).toBe('https://bsky.app/intent/compose');
    expect(url.searchParams.get('text')).toBe('Hi & bye #ship');
  });
});

describe('Mastodon posts', () => {
  it('counts every link as 23 characters', () => {
    expect(mastodonLength(`New: ${link}.`)).toBe('New: '.length + 23 + 1);
  });

  it("fits to the instance's limit, 500 unless told otherwise, link kept", () => {
    const text = `${long(120)} ${link}`;
    const fitted = mastodonPost(text);
    expect(mastodonLength(fitted)).toBeLessThanOrEqual(500);
    expect(mastodonLength(fitted)).toBeGreaterThan(450);
    expect(fitted.endsWith(link)).toBe(true);
    expect(mastodonPost(text, 5000)).toBe(text);
    expect(mastodonLength(mastodonPost(text, 200))).toBeLessThanOrEqual(200);
  });

  it('reads an instance however the owner names it', () => {
    expect(mastodonInstanceOrigin('mastodon.social')).toBe('https://mastodon.social');
    expect(mastodonInstanceOrigin(' https://fosstodon.org/about ')).toBe('https://fosstodon.org');
    expect(mastodonInstanceOrigin('@ada@hachyderm.io')).toBe('https://hachyderm.io');
    expect(mastodonInstanceOrigin('http://127.0.0.1:4010')).toBe('http://127.0.0.1:4010');
    for (const bad of ['', 'not a host', 'https://user:pw@mastodon.social', 'intranet'])
      expect(mastodonInstanceOrigin(bad), bad).toBeNull();
  });

  it("opens the instance's share page with the text", () => {
    const url = new URL(mastodonShareUrl('https://mastodon.social', 'Ship it! #rust'));
    expect(`${url.origin}${url.pathname}`).toBe('https://mastodon.social/share');
    expect(url.searchParams.get('text')).toBe('Ship it! #rust');
  });
});

describe('X threads: the parts an X post goes out as', () => {
  it('keeps a post of 280 or less as one part', () => {
    expect(xThreadParts(`Short. ${link}`)).toEqual([`Short. ${link}`]);
  });

  it('splits a longer post into numbered parts of at most 280, in order, nothing lost', () => {
    const paragraphs = [`${long(30)}.`, `Second paragraph. ${long(40)}. It ends here!`, `See ${link}`];
    const thread = xThreadParts(paragraphs.join('\n\n'));
    expect(thread.length).toBeGreaterThan(1);
    thread.forEach((part, i) => {
      expect(part.startsWith(`${i + 1}/${thread.length} `)).toBe(true);
      expect(xLength(part)).toBeLessThanOrEqual(280);
    });
    const words = (t: string) => t.split(/\s+/).filter((w) => !/^\d+\/\d+$/.test(w));
    expect(thread.flatMap(words)).toEqual(words(paragraphs.join(' ')));
    expect(thread.at(-1)).toContain(link);
  });

  it('keeps the parts of a text written as a numbered thread, and numbers it anew when an edit makes a part too long', () => {
    const parts = [
      '1/3 Acme added a dark theme.\n\nAlso new:\n• Added tags to notes.',
      `2/3 Fixes and improvements:\n• Fixed the search filter.\n\n${'Kept the scroll position. '.repeat(6).trim()}`,
      `3/3 Other changes:\n• Made the menu faster.\n\nThanks to Ada.\n\n${link}`,
    ];
    // Stored as one text, even one short enough for a single post, the thread is told part by part.
    expect(xThreadParts(parts.join('\n\n'))).toEqual(parts);
    const short = [parts[0]!.replace('1/3', '1/2'), '2/2 Thanks to Ada.'];
    expect(xThreadParts(short.join('\n\n'))).toEqual(short);
    const edited = xThreadParts([parts[0], `${parts[1]} ${long(40)}.`, parts[2]].join('\n\n'));
    expect(edited.join(' ')).toContain(long(40));
    edited.forEach((part, i) => {
      expect(part).toMatch(new RegExp(`^${i + 1}/${edited.length} (?!\\d+/\\d+ )`));
      expect(xLength(part)).toBeLessThanOrEqual(280);
    });
  });

  it('splits a paragraph with no sentence end at its words, a long link kept whole', () => {
    const longLink = `https://example.com/${'a'.repeat(300)}`;
    const thread = xThreadParts(`Read it: ${longLink} ${'x'.repeat(250)}`);
    expect(thread).toEqual([`1/2 Read it: ${longLink}`, `2/2 ${'x'.repeat(250)}`]);
  });

  it('splits one endless sentence at words', () => {
    const thread = xThreadParts(long(200));
    expect(thread.length).toBeGreaterThan(3);
    for (const part of thread) expect(xLength(part)).toBeLessThanOrEqual(280);
  });
});

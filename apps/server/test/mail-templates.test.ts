import { describe, expect, it } from 'vitest';
import { renderMail } from '../src/integrations/mail';
import { mailTemplates } from '../src/integrations/mail/templates';
import { escapeHtml } from '../src/lib/escape-html';
import { excerptParagraphsOf } from '../src/lib/excerpt';
import { renderLayout } from '../src/integrations/mail/templates/layout';

const ctx = { publicUrl: 'https://shiplog.example' };

describe('mail templates', () => {
  it('escapes every value in the HTML body and keeps the text body plain', () => {
    const mail = renderMail(
      'signup-attempt',
      {
        loginUrl: 'https://shiplog.example/login?next=/a&b="c"',
        resetHint: '<script>alert("x")</script> & <b>bold</b>',
      },
      ctx,
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>bold');
    expect(mail.html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;',
    );
    expect(mail.html).toContain('href="https://shiplog.example/login?next=/a&amp;b=&quot;c&quot;"');
    expect(mail.text).toContain('<script>alert("x")</script> & <b>bold</b>');
    expect(mail.text).toContain('https://shiplog.example/login?next=/a&b="c"');
  });

  it('renders the confirmation with its link, expiry, brand and footer in both bodies', () => {
    const confirmUrl = 'https://shiplog.example/auth/callback?code=abc';
    const mail = renderMail('confirm-signup', { confirmUrl }, ctx);
    expect(mail.subject).toBe('Confirm your email for Shiplog');
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('Shiplog');
      expect(body).toContain('24 hours');
      expect(body).toContain('https://shiplog.example');
    }
    expect(mail.text).toContain(confirmUrl);
    expect(mail.html).toContain(`href="${confirmUrl}"`);
    expect(mail.html).toMatch(/^<!doctype html>/);
    expect(mail.text.startsWith('Shiplog\n\nConfirm your email\n\n')).toBe(true);
  });

  it('tells the owner of an existing account to sign in, and that nothing else happened', () => {
    const loginUrl = 'https://shiplog.example/login';
    const plain = renderMail('signup-attempt', { loginUrl }, ctx);
    expect(plain.subject).toBe('Someone tried to register with your address');
    expect(plain.text).toContain('already exists');
    expect(plain.text).toContain(loginUrl);
    expect(plain.text).toContain('Nothing else happened');
    const hinted = renderMail('signup-attempt', { loginUrl, resetHint: 'Forgot it? Reset it.' }, ctx);
    expect(hinted.text).toContain('Forgot it? Reset it.');
    expect(plain.text).not.toContain('Forgot it?');
  });

  it('refuses links that are not http(s) and keeps subjects on one line', () => {
    expect(() => renderMail('confirm-signup', { confirmUrl: 'javascript:alert(1)' }, ctx)).toThrow(/http/);
    expect(() => renderMail('confirm-signup', { confirmUrl: '/relative' }, ctx)).toThrow(/URL/);
    const content = mailTemplates['confirm-signup'].render({ confirmUrl: 'https://x.example' }, ctx);
    const mail = renderLayout({ ...content, subject: 'Hello\r\nBcc: someone@example.com' }, ctx);
    expect(mail.subject).toBe('Hello Bcc: someone@example.com');
    expect(escapeHtml(`<a href='x'>&</a>`)).toBe('&lt;a href=&#39;x&#39;&gt;&amp;&lt;/a&gt;');
  });

  it("keeps an update's paragraphs and list items apart in both parts of its mail", () => {
    const content = [
      'It builds **twice** as fast,',
      'and [tests](https://x.dev) run twice.',
      '',
      '## What changed',
      '- a cache',
      '- fewer <steps>',
      '',
      '— Maya',
      '',
      'Source: #23',
    ].join('\n');
    const excerpt = excerptParagraphsOf(content);
    expect(excerpt).toBe(
      'It builds twice as fast, and tests run twice.\n\nWhat changed\n- a cache\n- fewer <steps>\n\n— Maya\n\nSource: #23',
    );
    const mail = renderMail(
      'update-published',
      {
        projectName: 'Acme',
        title: 'Faster',
        type: 'text',
        isMajor: false,
        excerpt,
        updateUrl: 'https://shiplog.example/projects/p/updates/u',
        manageUrl: 'https://shiplog.example/subscriptions/manage?token=t',
      },
      ctx,
    );
    expect(mail.text).toContain(
      '> It builds twice as fast, and tests run twice.\n>\n> What changed\n> - a cache\n> - fewer <steps>\n>\n> — Maya\n>\n> Source: #23',
    );
    const quote = /<blockquote[^>]*>(.*?)<\/blockquote>/.exec(mail.html)![1]!;
    expect(quote.replace(/<p [^>]*>/g, '<p>')).toBe(
      '<p>It builds twice as fast, and tests run twice.</p><p>What changed<br>- a cache<br>- fewer &lt;steps&gt;</p><p>— Maya</p><p>Source: #23</p>',
    );
  });

  it('shortens a long excerpt at a word, keeping the paragraphs before the cut', () => {
    const long = `${'word '.repeat(30).trim()}\n\n${'more '.repeat(100).trim()}`;
    const excerpt = excerptParagraphsOf(long, 200);
    const [first, second] = excerpt.split('\n\n');
    expect(first).toBe('word '.repeat(30).trim());
    expect(second).toMatch(/^more( more)+…$/);
    expect(excerpt.length).toBeLessThanOrEqual(202);
  });
});

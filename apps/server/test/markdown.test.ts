import { describe, expect, it } from 'vitest';
import { htmlToMarkdown } from '../src/db/data-migrations';
import { markdownToText, renderMarkdown } from '../src/lib/markdown';
import { sanitizeRichText } from '../src/lib/sanitize-rich-text';

const releaseNotes = [
  '## Highlights',
  '',
  '**Breaking:** the `/alerts` endpoint needs a token.',
  '',
  '- Faster ~~slow~~ tide tables',
  '- [x] Storm warnings',
  '- [ ] Offline maps',
  '',
  '| Plan | Price |',
  '|:-----|------:|',
  '| Free | 0 |',
  '',
  '```ts',
  'const tide: number = await tides.next(); // <b>',
  '```',
  '',
  'Docs at https://docs.example.com/alerts.',
].join('\n');

describe('Markdown', () => {
  const html = renderMarkdown(releaseNotes);

  it('renders CommonMark: headings, emphasis, inline code', () => {
    expect(html).toContain('<h2>Highlights</h2>');
    expect(html).toContain('<strong>Breaking:</strong> the <code>/alerts</code> endpoint');
  });

  it('renders GFM: strikethrough, task lists, tables with alignment, autolinks', () => {
    expect(html).toContain('<s>slow</s>');
    expect(html).toContain(
      '<li class="task-list-item"><label><input type="checkbox" disabled checked /> Storm warnings</label></li>',
    );
    expect(html).toContain(
      '<li class="task-list-item"><label><input type="checkbox" disabled /> Offline maps</label></li>',
    );
    expect(html).toContain('<table tabindex="0">');
    expect(html).toContain('<th style="text-align:left">Plan</th>');
    expect(html).toContain('<td style="text-align:right">0</td>');
    expect(html).toContain(
      '<a href="https://docs.example.com/alerts" rel="noopener nofollow">https://docs.example.com/alerts</a>',
    );
  });

  it('highlights code on the server, escaping what the code says', () => {
    expect(html).toContain(
      '<pre tabindex="0"><code class="hljs language-ts"><span class="hljs-keyword">const</span>',
    );
    expect(html).toContain('<span class="hljs-comment">// &lt;b&gt;</span>');
    // A language nobody knows: plain, escaped code.
    expect(renderMarkdown('```nolang\n<b>x</b>\n```')).toBe(
      '<pre tabindex="0"><code class="language-nolang">&lt;b&gt;x&lt;/b&gt;\n</code></pre>',
    );
  });

  it('shows raw HTML as text, and keeps a checkbox read-only, whatever the HTML says', () => {
    expect(renderMarkdown('Supports Option<T> and <b>tags</b>')).toBe(
      '<p>Supports Option&lt;T&gt; and &lt;b&gt;tags&lt;/b&gt;</p>',
    );
    expect(
      sanitizeRichText('<input type="checkbox" checked onclick="x()"><input type="text" value="x">'),
    ).toBe('<input type="checkbox" disabled checked />');
  });

  it('makes blocks that scroll sideways reachable by keyboard, and only those', () => {
    expect(renderMarkdown('```\nx\n```')).toBe('<pre tabindex="0"><code>x\n</code></pre>');
    expect(sanitizeRichText('<pre tabindex="5">x</pre><p tabindex="0">y</p>')).toBe(
      '<pre tabindex="0">x</pre><p>y</p>',
    );
  });

  it('keeps single line breaks, as plain-text updates had them', () => {
    expect(renderMarkdown('Line one\nLine two')).toBe('<p>Line one<br />\nLine two</p>');
  });

  it('gives the plain text for mail and descriptions', () => {
    const text = markdownToText(releaseNotes);
    expect(text).toContain('Highlights\n\nBreaking: the /alerts endpoint needs a token.');
    expect(text).toContain('- Faster slow tide tables\n- Storm warnings\n- Offline maps');
    expect(text).toContain('const tide: number = await tides.next(); // <b>');
    expect(markdownToText('')).toBe('');
  });

  it('converts a description written as HTML into Markdown that renders the same', () => {
    const old =
      '<h2>Why Tern?</h2><p>Checks <strong>every</strong> 30 s, <a href="https://tern.example">site</a>.</p>' +
      '<ul><li>HTTP</li><li>TLS</li></ul><blockquote>Ship it</blockquote><pre><code>tern run</code></pre>';
    const markdown = htmlToMarkdown(old);
    expect(markdown).toBe(
      '## Why Tern?\n\nChecks **every** 30 s, [site](https://tern.example).\n\n- HTTP\n- TLS\n\n> Ship it\n\n```\ntern run\n```',
    );
    expect(renderMarkdown(markdown)).toBe(
      '<h2>Why Tern?</h2>\n<p>Checks <strong>every</strong> 30 s, <a href="https://tern.example" rel="noopener nofollow">site</a>.</p>\n' +
        '<ul>\n<li>HTTP</li>\n<li>TLS</li>\n</ul>\n<blockquote>\n<p>Ship it</p>\n</blockquote>\n<pre tabindex="0"><code>tern run\n</code></pre>',
    );
  });
});

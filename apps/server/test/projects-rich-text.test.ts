import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../src/lib/sanitize-rich-text';

describe('sanitizeRichText', () => {
  it('keeps the allowed prose, lists, quotes, code and tables', () => {
    const html =
      '<h1>Title</h1><h3>Sub</h3><p>Some <strong>bold</strong>, <em>em</em>, <b>b</b>, <i>i</i>, <u>u</u>, <s>s</s>.<br></p>' +
      '<hr><blockquote>Quote</blockquote><ul><li>one</li></ul><ol><li>two</li></ol>' +
      '<pre><code>npm start</code></pre><table><thead><tr><th>a</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>';
    expect(sanitizeRichText(html)).toBe(html.replace('<br>', '<br />').replace('<hr>', '<hr />'));
  });

  it('drops scripts, styles, iframes and other elements with their content', () => {
    expect(
      sanitizeRichText(
        '<p>ok</p><script>alert(1)</script><style>p{color:red}</style><iframe src="https://evil.example">x</iframe>' +
          '<object data="x.swf">y</object><svg><script>alert(2)</script></svg><form><input name="a"></form>',
      ),
    ).toBe('<p>ok</p>');
    expect(sanitizeRichText('<div><b>kept</b> text</div>')).toBe('<b>kept</b> text');
    // Spans stay for the highlighter's classes, and keep no other class or attribute.
    expect(sanitizeRichText('<span class="hljs-keyword evil" style="x" onclick="y">const</span>')).toBe(
      '<span class="hljs-keyword">const</span>',
    );
  });

  it('removes event handlers, styles and classes', () => {
    expect(
      sanitizeRichText('<p onclick="x()" style="color:red" class="c">p</p><img src="x" onerror="alert(1)">'),
    ).toBe('<p>p</p>');
    expect(
      sanitizeRichText('<img src="https://img.example/a.png" alt="A" onerror="alert(1)" width="9">'),
    ).toBe('<img src="https://img.example/a.png" alt="A" />');
  });

  it('lets links point only to http, https and mailto, and forces rel', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'jav&#x61;script:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      '/relative',
      '//evil.example',
    ]) {
      expect(sanitizeRichText(`<a href="${href}">x</a>`), href).toBe('<a rel="noopener nofollow">x</a>');
    }
    expect(
      sanitizeRichText('<a href="https://e.example/" rel="opener" target="_blank" title="T">e</a>'),
    ).toBe('<a href="https://e.example/" title="T" target="_blank" rel="noopener nofollow">e</a>');
    expect(sanitizeRichText('<a href="mailto:hi@e.example" target="_top">m</a>')).toBe(
      '<a href="mailto:hi@e.example" rel="noopener nofollow">m</a>',
    );
  });

  it('loads images over https only', () => {
    for (const src of [
      'http://img.example/a.png',
      '//img.example/a.png',
      'data:image/png;base64,AA',
      '/a.png',
    ]) {
      expect(sanitizeRichText(`<p><img src="${src}" alt="a"></p>`), src).toBe('<p></p>');
    }
  });
});

import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { likelyOverflows, UpdateContent } from './update-content';

const release =
  '<h2>What changed</h2>\n<ul>\n<li>Faster sync</li>\n<li>Fixed a crash</li>\n</ul>\n' +
  '<pre><code class="hljs">export const retries = 3;\nawait sync({ retries });\n</code></pre>';

describe('update text before it is measured', () => {
  it('guesses from the HTML whether the text is taller than the collapsed height', () => {
    expect(likelyOverflows(release)).toBe(true);
    expect(likelyOverflows(`<p>${'word '.repeat(60)}</p>`)).toBe(true);
    expect(likelyOverflows('<p>Shipped dark mode.</p>')).toBe(false);
    expect(likelyOverflows('<p>One line.</p>\n<p>Another line.</p>')).toBe(false);
    expect(likelyOverflows('')).toBe(false);
  });

  it('is rendered collapsed on the server when it is likely long, so the page does not change once it starts', () => {
    const html = renderToString(<UpdateContent html={release} />);
    expect(html).toContain('max-height:80px');
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain('Read more');
  });

  it('is rendered whole, without a toggle, when it is likely short or opened on its own page', () => {
    expect(renderToString(<UpdateContent html="<p>Shipped dark mode.</p>" />)).not.toContain('Read more');
    const own = renderToString(<UpdateContent html={release} expand />);
    expect(own).not.toContain('max-height');
    expect(own).not.toContain('Show less');
    expect(own).not.toContain('aria-expanded');
  });
});

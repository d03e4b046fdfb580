import { useCallback, useId, useLayoutEffect, useRef, useState } from 'react';
import { updateMessages } from '@shiplog/contract';
import { RenderedMarkdown } from '@/components/ui/rendered-markdown';
import { cn } from '@/lib/cn';

/** Collapsed update text is 80px tall. */
export const COLLAPSED_HEIGHT_PX = 80;

const BLOCK = /<(?:p|h[1-6]|ul|ol|li|pre|blockquote|table|tr|img|hr|details)\b/g;
const LINE_BREAKS = /\n/g;

/**
 * Whether the text will likely be taller than the collapsed height, before the browser can say:
 * about one line per block (a paragraph, heading, list item, table row…), one per line of a
 * code block and one per 60 characters of text; four lines are more than 80px. The server renders
 * the card collapsed (or not) on this guess and the browser's measure confirms it, so a timeline
 * of long updates is not laid out and painted again, card by card, once the page has started.
 */
export function likelyOverflows(html: string): boolean {
  const blocks = html.match(BLOCK)?.length ?? 0;
  const codeLines = [...html.matchAll(/<pre[\s\S]*?<\/pre>/g)].reduce(
    (lines, [pre]) => lines + (pre.match(LINE_BREAKS)?.length ?? 0),
    0,
  );
  const textLength = html.replace(/<[^>]*>/g, '').length;
  return blocks + codeLines + Math.floor(textLength / 60) >= 4;
}

/**
 * The update's text (Markdown, rendered by the server), collapsed to 80px with 'Read more' /
 * 'Show less' when (and only when) it is taller than that. `expand`: the whole text, no toggle (an
 * update's own page shows the update in full).
 */
export function UpdateContent({ html, expand = false }: { html: string; expand?: boolean }) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(() => likelyOverflows(html));
  const [expanded, setExpanded] = useState(expand);

  const measure = useCallback(() => {
    const el = ref.current;
    if (el) setOverflows(el.scrollHeight > COLLAPSED_HEIGHT_PX + 1);
  }, []);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (typeof ResizeObserver === 'undefined') return measure();
    // The observer's first report comes once the page is laid out: a timeline's cards are all
    // measured then, instead of each forcing a layout of its own while the page hydrates.
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure, html]);

  const collapsed = overflows && !expanded;
  return (
    <div>
      <RenderedMarkdown
        id={id}
        ref={ref}
        html={html}
        style={collapsed ? { maxHeight: COLLAPSED_HEIGHT_PX } : undefined}
        className={cn(
          'relative text-sm leading-6',
          collapsed && 'overflow-hidden [mask-image:linear-gradient(to_bottom,black_55%,transparent)]',
        )}
      />
      {overflows && !expand && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((open) => !open)}
          className="mt-1 cursor-pointer rounded text-sm font-medium text-accent hover:underline"
        >
          {expanded ? updateMessages.showLess : updateMessages.readMore}
        </button>
      )}
    </div>
  );
}

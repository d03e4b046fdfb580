import { forwardRef, type HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

/** Readable defaults for rendered Markdown (no typography plugin in the build); a plain string, see `fieldClasses`. */
const proseClasses = [
  'max-w-none break-words text-foreground/90',
  '[&_h1]:mt-6 [&_h1]:mb-3 [&_h1]:text-2xl [&_h1]:font-semibold',
  '[&_h2]:mt-6 [&_h2]:mb-3 [&_h2]:text-xl [&_h2]:font-semibold',
  '[&_h3]:mt-5 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold',
  '[&_h4]:mt-4 [&_h4]:mb-2 [&_h4]:font-semibold',
  '[&_p]:my-3 [&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1',
  '[&_.contains-task-list]:list-none [&_.contains-task-list]:pl-1 [&_.task-list-item_input]:mr-2 [&_.task-list-item_input]:align-middle',
  '[&_a]:text-accent [&_a]:underline [&_a]:underline-offset-4',
  '[&_blockquote]:my-4 [&_blockquote]:border-l-2 [&_blockquote]:border-primary [&_blockquote]:pl-4 [&_blockquote]:text-muted-foreground',
  '[&_code]:rounded [&_code]:bg-secondary [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.85em]',
  '[&_pre]:w-0 [&_pre]:min-w-full [&_pre]:my-4 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:border [&_pre]:border-border [&_pre]:bg-muted [&_pre]:p-4',
  '[&_pre_code]:bg-transparent [&_pre_code]:p-0',
  '[&_table]:my-4 [&_table]:block [&_table]:w-0 [&_table]:min-w-full [&_table]:overflow-x-auto [&_th]:border [&_th]:border-border [&_th]:px-3 [&_th]:py-1.5 [&_th]:font-semibold',
  '[&_td]:border [&_td]:border-border [&_td]:px-3 [&_td]:py-1.5',
  '[&_img]:my-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_hr]:my-6 [&_hr]:border-border',
  '[&_summary]:cursor-pointer [&>:first-child]:mt-0 [&>:last-child]:mb-0',
].join(' ');

/**
 * HTML the server rendered from Markdown. Safe to insert: the server sanitizes every render with
 * an allow-list (lib/sanitize-rich-text.ts: no scripts, event handlers or script URLs; links get
 * rel="noopener nofollow"), code is highlighted there (classes only, styled in index.css), and
 * the page's CSP forbids inline script besides.
 */
export const RenderedMarkdown = forwardRef<
  HTMLDivElement,
  { html: string } & Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'>
>(function RenderedMarkdown({ html, className, ...props }, ref) {
  return (
    <div
      ref={ref}
      {...props}
      className={cn(proseClasses, className)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
});

import { cn } from '@/lib/cn';

/** Readable defaults for the owner's rich text (no typography plugin in the build). */
const proseClasses = cn(
  'max-w-none text-[0.95rem] leading-7 text-foreground/90 break-words',
  '[&_h1]:mt-6 [&_h1]:mb-3 [&_h1]:text-2xl [&_h1]:font-semibold',
  '[&_h2]:mt-6 [&_h2]:mb-3 [&_h2]:text-xl [&_h2]:font-semibold',
  '[&_h3]:mt-5 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold',
  '[&_h4]:mt-4 [&_h4]:mb-2 [&_h4]:font-semibold',
  '[&_p]:my-3 [&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1',
  '[&_a]:text-accent [&_a]:underline [&_a]:underline-offset-4',
  '[&_blockquote]:my-4 [&_blockquote]:border-l-2 [&_blockquote]:border-primary [&_blockquote]:pl-4 [&_blockquote]:text-muted-foreground',
  '[&_code]:rounded [&_code]:bg-secondary [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.85em]',
  '[&_pre]:my-4 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:border [&_pre]:border-border [&_pre]:bg-muted [&_pre]:p-4',
  '[&_pre_code]:bg-transparent [&_pre_code]:p-0',
  '[&_img]:my-4 [&_img]:max-w-full [&_img]:rounded-lg [&_hr]:my-6 [&_hr]:border-border',
  '[&>:first-child]:mt-0 [&>:last-child]:mb-0',
);

/** The optional rich-text long description ('About'). */
export function LongDescription({ html }: { html: string }) {
  if (!html.trim()) return null;
  return (
    <section
      aria-labelledby="project-about"
      className="rounded-xl border border-border bg-card p-6 shadow-card"
    >
      <h2 id="project-about" className="mb-4 text-heading font-semibold">
        About
      </h2>
      <div
        className={proseClasses}
        // Safe: the server sanitizes long_description on write with an allow-list (headings, lists,
        // links with rel="noopener nofollow", code, https images; no scripts, event handlers or
        // javascript: URLs), and the page's CSP forbids inline script besides.
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </section>
  );
}

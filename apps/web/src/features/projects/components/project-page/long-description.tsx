import { RenderedMarkdown } from '@/components/ui/rendered-markdown';

/** The optional long description ('About'): Markdown, rendered by the server. */
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
      <RenderedMarkdown html={html} className="text-[0.95rem] leading-7" />
    </section>
  );
}

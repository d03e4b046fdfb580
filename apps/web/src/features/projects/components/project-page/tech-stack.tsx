import { Badge } from '@/components/ui/badge';

/** 'Tech Stack': the project's technologies as tags; nothing when there are none. */
export function TechStack({ items }: { items: string[] }) {
  if (items.length === 0) return null;
  return (
    <section
      aria-labelledby="project-tech-stack"
      className="rounded-xl border border-border bg-card p-5 shadow-card"
    >
      <h2 id="project-tech-stack" className="text-sm font-semibold">
        Tech Stack
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item}>
            <Badge>{item}</Badge>
          </li>
        ))}
      </ul>
    </section>
  );
}

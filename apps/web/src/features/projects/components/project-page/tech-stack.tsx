import { Badge } from '@/components/ui/badge';
import { SidebarCard } from './sidebar-card';

/** 'Tech Stack': the project's technologies as tags; nothing when there are none. */
export function TechStack({ items }: { items: string[] }) {
  if (items.length === 0) return null;
  return (
    <SidebarCard id="project-tech-stack" title="Tech Stack">
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item}>
            <Badge>{item}</Badge>
          </li>
        ))}
      </ul>
    </SidebarCard>
  );
}

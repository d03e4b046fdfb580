import { Link } from 'react-router';
import { cn } from '@/lib/cn';

export interface PillNavItem {
  label: string;
  /** The address it shows (a query string of the current page, e.g. `?type=release`). */
  to: string;
  active: boolean;
}

/**
 * Views of one page as a row of pill links (`aria-current` on the one shown): plain links, so
 * they work without JavaScript and can be shared; they replace the entry and keep the scroll.
 */
export function PillNav({ label, items }: { label: string; items: PillNavItem[] }) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-1.5">
        {items.map((item) => (
          <li key={item.label}>
            <Link
              to={item.to}
              replace
              preventScrollReset
              aria-current={item.active ? 'true' : undefined}
              className={cn(
                'inline-flex h-8 items-center rounded-full border px-3 text-sm font-medium whitespace-nowrap transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                item.active
                  ? 'border-primary bg-primary/10 text-foreground'
                  : 'border-border text-muted-foreground hover:border-border-strong hover:text-foreground',
              )}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

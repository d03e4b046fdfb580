import { useState } from 'react';
import type { Project } from '@shiplog/contract';
import { cn } from '@/lib/cn';

const sizes = {
  sm: 'size-8 text-sm rounded-lg',
  md: 'size-14 text-2xl rounded-xl',
  lg: 'size-20 text-3xl rounded-2xl sm:size-24',
} as const;

/**
 * The project's logo (or icon), else its first letter on the brand gradient. Decorative. Small
 * places (`sm`, or `prefer="icon"`) show the icon first: it is drawn for small sizes. Fetched
 * after the page's high-priority image (its banner, the largest paint) when one is there.
 */
export function ProjectLogo({
  project,
  size = 'md',
  prefer = size === 'sm' ? 'icon' : 'logo',
  className,
  behindBanner = false,
}: {
  project: Pick<Project, 'name' | 'logo_url' | 'icon_url'>;
  size?: keyof typeof sizes;
  prefer?: 'icon' | 'logo';
  className?: string;
  /** On a page whose banner is its largest paint: the logo waits (low fetch priority). */
  behindBanner?: boolean;
}) {
  const src = prefer === 'icon' ? project.icon_url || project.logo_url : project.logo_url || project.icon_url;
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <span
      aria-hidden
      className={cn(
        'flex shrink-0 items-center justify-center overflow-hidden border border-border bg-gradient-to-br from-violet-600 to-indigo-800 font-semibold text-white shadow-card',
        sizes[size],
        className,
      )}
    >
      {src && failed !== src ? (
        <img
          src={src}
          alt=""
          {...(behindBanner && { fetchPriority: 'low' as const })}
          className="size-full object-cover"
          onError={() => setFailed(src)}
        />
      ) : (
        (project.name.trim()[0] ?? '?').toUpperCase()
      )}
    </span>
  );
}

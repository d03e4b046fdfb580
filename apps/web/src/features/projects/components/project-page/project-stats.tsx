import { Bell, ScrollText, Star, type LucideIcon } from 'lucide-react';
import type { Project } from '@shiplog/contract';
import { formatCompactNumber, formatCount } from '@/lib/format';

/**
 * Stars (github_stars, refreshed from GitHub by the server), Updates and Subscribers. GitHub
 * forks are not part of the API, so they are not shown rather than shown as a made-up zero.
 */
export function ProjectStats({ project }: { project: Project }) {
  const stats: Array<[string, number, LucideIcon]> = [
    ['Stars', project.github_stars, Star],
    ['Updates', project.stats.updates_count, ScrollText],
    ['Subscribers', project.stats.subscribers_count, Bell],
  ];
  return (
    <section aria-label="Project stats" className="rounded-xl border border-border bg-card p-2 shadow-card">
      <dl className="grid grid-cols-3 divide-x divide-border">
        {stats.map(([label, value, Icon]) => (
          <div key={label} className="flex flex-col items-center gap-1 px-2 py-3 text-center">
            <dt className="inline-flex items-center gap-1.5 text-xs text-muted-foreground">
              <Icon aria-hidden className="size-3.5" />
              {label}
            </dt>
            <dd className="text-xl font-semibold tabular-nums" title={formatCount(value)}>
              {formatCompactNumber(value)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

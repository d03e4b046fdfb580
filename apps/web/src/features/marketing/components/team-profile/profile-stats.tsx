import type { CompanyProfile } from '../../lib/company-profile';
import { formatCount } from '@/lib/format';

/** The stats box: Lines, Updates, Subscribers. */
export function ProfileStats({ stats }: { stats: CompanyProfile['stats'] }) {
  const items = [
    { label: 'Lines', value: stats.lines },
    { label: 'Updates', value: stats.updates },
    { label: 'Subscribers', value: stats.subscribers },
  ];
  return (
    <dl className="grid grid-cols-3 divide-x divide-border rounded-xl border border-border bg-background/60">
      {items.map((item) => (
        <div key={item.label} className="flex flex-col-reverse items-center gap-1 px-3 py-4 sm:px-6">
          <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{item.label}</dt>
          <dd className="text-xl font-semibold tracking-tight tabular-nums sm:text-2xl">
            {formatCount(item.value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

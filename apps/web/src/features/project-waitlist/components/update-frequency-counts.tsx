import { formatCount } from '@/lib/format';
import { useUpdateFrequencies } from '../api/get-update-frequencies';

/**
 * How the confirmed subscribers get updates: one mail each, or a weekly or monthly digest.
 * Nothing while it loads or when it cannot be read (the list above still stands).
 */
export function UpdateFrequencyCounts({ projectId }: { projectId: string }) {
  const counts = useUpdateFrequencies(projectId);
  if (!counts.data) return null;
  const { instant, weekly, monthly } = counts.data;
  const items = [
    { label: 'instant', count: instant },
    { label: 'weekly', count: weekly },
    { label: 'monthly', count: monthly },
  ];
  return (
    <p
      className="-mt-2 px-6 pb-4 text-sm text-muted-foreground"
      title="Confirmed subscribers: a mail for each update, or a weekly or monthly digest"
    >
      <span className="font-medium text-foreground">Update mails:</span>{' '}
      {items.map((item, i) => (
        <span key={item.label} className="whitespace-nowrap">
          {i > 0 && ' · '}
          <span className="font-medium text-foreground tabular-nums">{formatCount(item.count)}</span>{' '}
          {item.label}
        </span>
      ))}
    </p>
  );
}

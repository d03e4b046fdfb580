import { Link } from 'react-router';
import { paths } from '@shiplog/contract';
import { formatCount } from '@/lib/format';
import { useChangelogFigures } from '../../api/changelog-figures';

/**
 * The stats box: the Updates and Subscribers of Shiplog's own changelog (`/p/shiplog`), read
 * from it. While they load the box holds their place; without the changelog there is no box.
 */
export function ProfileStats() {
  const figures = useChangelogFigures();
  if (figures.isError) return null;
  const items = [
    { label: 'Updates', value: figures.data?.updates },
    { label: 'Subscribers', value: figures.data?.subscribers },
  ];
  return (
    <div className="grid gap-2">
      <dl
        aria-busy={figures.isPending}
        className="grid grid-cols-2 divide-x divide-border rounded-xl border border-border bg-background/60"
      >
        {items.map((item) => (
          <div key={item.label} className="flex flex-col-reverse items-center gap-1 px-3 py-4 sm:px-6">
            <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
              {item.label}
            </dt>
            <dd className="text-xl font-semibold tracking-tight tabular-nums sm:text-2xl">
              {item.value === undefined ? (
                <span className="block h-8 w-12 animate-pulse rounded-md bg-secondary">
                  <span className="sr-only">Loading</span>
                </span>
              ) : (
                formatCount(item.value)
              )}
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-center text-xs text-muted-foreground">
        Counted on{' '}
        <Link
          to={paths.productChangelog}
          className="font-medium text-foreground underline-offset-4 hover:underline"
        >
          Shiplog&rsquo;s changelog
        </Link>
      </p>
    </div>
  );
}

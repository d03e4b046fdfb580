import { Skeleton } from '@/components/ui/skeleton';

/** Rows of grey bars shaped like what is loading. */
export function ListSkeleton({
  label,
  rows = 4,
  tall = false,
}: {
  label: string;
  rows?: number;
  tall?: boolean;
}) {
  return (
    <div role="status" aria-label={label} className="grid gap-3">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="grid gap-3 rounded-xl border border-border bg-card p-4 shadow-card sm:p-5">
          <div className="flex items-center gap-3">
            <Skeleton className="h-5 w-32" />
            <Skeleton className="h-4 w-16" />
          </div>
          <Skeleton className="h-4 w-4/5" />
          {tall && <Skeleton className="h-4 w-3/5" />}
          {tall && <Skeleton className="h-8 w-64" />}
        </div>
      ))}
    </div>
  );
}

import { Skeleton } from '@/components/ui/skeleton';

/** The repository list while GitHub answers. */
export function RepositorySkeletons() {
  return (
    <div role="status" aria-label="Loading repositories" className="grid gap-2">
      <Skeleton className="h-10 w-full rounded-lg" />
      <div className="divide-y divide-border rounded-lg border border-border">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="flex items-start gap-3 px-3 py-3">
            <Skeleton className="mt-1 size-4 rounded-full" />
            <div className="grid flex-1 gap-2">
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-3 w-1/2" />
              <Skeleton className="h-3 w-4/5" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

import { Skeleton } from '@/components/ui/skeleton';

/** The list's shape while it loads. */
export function WaitlistSkeleton() {
  return (
    <div role="status" aria-label="Loading subscribers" className="grid gap-4 p-6">
      <div className="flex items-center justify-between">
        <Skeleton className="h-5 w-32" />
        <Skeleton className="h-8 w-28" />
      </div>
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex items-center gap-4">
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="h-4 w-20" />
          <Skeleton className="h-4 w-12" />
          <Skeleton className="h-4 w-12" />
        </div>
      ))}
    </div>
  );
}

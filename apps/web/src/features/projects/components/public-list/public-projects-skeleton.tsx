import { Skeleton } from '@/components/ui/skeleton';

export const projectGridClasses = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3';

/** Cards' shape while the first page loads. */
export function PublicProjectsSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div role="status" aria-label="Loading projects" className={projectGridClasses}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="grid gap-3 rounded-xl border border-border bg-card p-5">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-4/5" />
          <div className="mt-4 flex items-center justify-between border-t border-border pt-4">
            <Skeleton className="h-6 w-24 rounded-full" />
            <Skeleton className="h-4 w-16" />
          </div>
        </div>
      ))}
    </div>
  );
}

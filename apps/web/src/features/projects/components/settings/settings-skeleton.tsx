import { Skeleton } from '@/components/ui/skeleton';

/** The settings page's shape while the project loads. */
export function SettingsSkeleton() {
  return (
    <div role="status" aria-label="Loading project settings" className="grid gap-10">
      <div className="grid gap-4">
        <Skeleton className="h-4 w-28" />
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-10 w-72 max-w-full" />
        <Skeleton className="h-4 w-48" />
      </div>
      {[0, 1].map((section) => (
        <div key={section} className="grid gap-5 md:grid-cols-[15rem_minmax(0,1fr)] md:gap-10">
          <div className="grid h-fit gap-2">
            <Skeleton className="h-5 w-24" />
            <Skeleton className="h-4 w-full" />
          </div>
          <div className="grid gap-5 rounded-xl border border-border bg-card p-6">
            {[0, 1, 2].map((row) => (
              <div key={row} className="grid gap-2">
                <Skeleton className="h-4 w-28" />
                <Skeleton className="h-10 w-full" />
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

import { Spinner } from '@/components/ui/spinner';
import { profileMessages } from '../../lib/company-profile';

/** The profile's loading screen; as tall as the page so the footer does not jump. */
export function ProfileLoading() {
  return (
    <div className="flex min-h-screen items-center justify-center px-5">
      <div role="status" className="flex flex-col items-center gap-4 text-muted-foreground">
        <span className="flex size-14 items-center justify-center rounded-2xl border border-border bg-card shadow-card">
          <Spinner size="lg" className="text-accent" />
        </span>
        <p className="text-sm">{profileMessages.loading}</p>
      </div>
    </div>
  );
}

import { formatBytes } from '@shiplog/contract/images-basics';
import { SettingsSection } from '@/components/ui/settings-section';
import { Skeleton } from '@/components/ui/skeleton';
import { useImageUsage } from '../api/get-image-usage';

/** /settings' 'Image storage': what the user's uploaded images take of their quota. */
export function ImageStorageSection() {
  const usage = useImageUsage();
  const data = usage.data;
  const percent = data && data.quota_bytes ? Math.min(100, (data.used_bytes / data.quota_bytes) * 100) : 0;
  return (
    <SettingsSection
      id="image-storage"
      title="Image storage"
      description="Images you upload to updates, projects and your profile. They are deleted with what they belong to."
    >
      <div className="grid gap-3 p-5 sm:p-6">
        {usage.isError ? (
          <p role="alert" className="text-sm text-danger">
            Failed to load your image storage. Please try again.
          </p>
        ) : !data ? (
          <Skeleton className="h-12 w-full" />
        ) : (
          <>
            <p className="text-sm">
              <span className="font-medium">{formatBytes(data.used_bytes)}</span> of{' '}
              {formatBytes(data.quota_bytes)} used ({data.images} {data.images === 1 ? 'image' : 'images'})
            </p>
            <div
              role="meter"
              aria-label="Image storage used"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(percent)}
              aria-valuetext={`${formatBytes(data.used_bytes)} of ${formatBytes(data.quota_bytes)}`}
              className="h-2 overflow-hidden rounded-full bg-muted"
            >
              <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
            </div>
            <p className="text-xs text-muted-foreground">
              Each image can be up to {formatBytes(data.max_upload_bytes)}: PNG, JPEG, WebP, GIF or AVIF.
            </p>
          </>
        )}
      </div>
    </SettingsSection>
  );
}

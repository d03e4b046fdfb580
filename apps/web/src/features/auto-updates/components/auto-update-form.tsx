import { useId } from 'react';
import { webhookMessages, type AutoUpdateSettings } from '@shiplog/contract';
import { FailureAlert } from '@/components/ui/failure-alert';
import { RetryAlert } from '@/components/ui/retry-alert';
import { SaveBar } from '@/components/ui/save-bar';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { useAutoUpdates } from '../api/get-auto-updates';
import { AutoUpdateOptions } from './auto-update-options';
import { useAutoUpdateForm } from './use-auto-update-form';

/** 'Automatic updates': loads the stored settings, then the form. */
export function AutoUpdatePanel({ projectId }: { projectId: string }) {
  const settings = useAutoUpdates(projectId);
  if (settings.isPending)
    return (
      <div
        role="status"
        aria-label="Loading auto-update settings"
        className="grid gap-3 border-t border-border p-6"
      >
        <Skeleton className="h-5 w-56" />
        <Skeleton className="h-4 w-3/4" />
      </div>
    );
  if (settings.isError)
    return (
      <div className="border-t border-border p-6">
        <RetryAlert
          title="Failed to load auto-update settings. Please try again."
          retrying={settings.isFetching}
          onRetry={() => void settings.refetch()}
        />
      </div>
    );
  return <AutoUpdateForm projectId={projectId} stored={settings.data} />;
}

function AutoUpdateForm({ projectId, stored }: { projectId: string; stored: AutoUpdateSettings }) {
  const id = useId();
  const form = useAutoUpdateForm(projectId, stored);
  return (
    <form noValidate onSubmit={form.submit} className="border-t border-border">
      <div className="grid gap-5 p-6">
        <div className="flex items-start justify-between gap-4">
          <div className="text-sm">
            <p id={`${id}-enabled`} className="font-medium">
              Enable automatic updates
            </p>
            <p id={`${id}-enabled-hint`} className="mt-1 text-muted-foreground">
              When the webhook brings a change that passes your filters, Shiplog writes an update. It is
              published, and subscribers hear of it, or it waits in Drafts, as the Review section says.
            </p>
          </div>
          <Switch
            checked={form.values.enabled}
            disabled={form.saving}
            aria-labelledby={`${id}-enabled`}
            aria-describedby={`${id}-enabled-hint`}
            onCheckedChange={(enabled) => form.set('enabled', enabled)}
          />
        </div>
        {form.values.enabled && (
          <AutoUpdateOptions
            id={id}
            values={form.values}
            set={form.set}
            invalid={form.invalid}
            disabled={form.saving}
          />
        )}
        {form.failure !== null && (
          <FailureAlert title={webhookMessages.saveAutoUpdatesFailed} error={form.failure} />
        )}
      </div>
      <SaveBar
        label="Save auto-update settings"
        savedMessage={webhookMessages.settingsSaved}
        saving={form.saving}
        saved={form.saved}
        changed={form.changed}
      />
    </form>
  );
}

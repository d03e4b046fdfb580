import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SettingsFooter } from '@/components/ui/settings-section';
import { useReportUnsaved } from '@/components/ui/unsaved-changes';

export interface SaveBarProps {
  /** The submit button's label while nothing is being saved. */
  label: string;
  /** The banner shown after a save. */
  savedMessage: string;
  saving: boolean;
  saved: boolean;
  /** The form differs from what is stored; the button is disabled otherwise. */
  changed: boolean;
}

/** The footer of a settings form: the "saved" banner on the left, the submit button on the right. */
export function SaveBar({ label, savedMessage, saving, saved, changed }: SaveBarProps) {
  // The page's section navigation marks this section while it holds unsaved changes.
  useReportUnsaved(changed);
  return (
    <SettingsFooter
      note={
        // One live region that stays, so the banner is announced when it appears.
        <div role="status">
          {saved && (
            <Alert variant="success" role="none" className="py-2">
              {savedMessage}
            </Alert>
          )}
        </div>
      }
    >
      <Button type="submit" className="max-sm:w-full" loading={saving} disabled={!changed}>
        {saving ? 'Saving...' : label}
      </Button>
    </SettingsFooter>
  );
}

import { DraftsPage } from '@/features/drafts/pages/drafts-page';
import { UpdateModal } from '@/features/updates/components/update-modal';

/** /drafts: the drafts feature's inbox, editing a draft in the updates feature's dialog. */
export function DraftsRoute() {
  return (
    <DraftsPage
      renderEditor={({ update, open, onOpenChange, onSaved }) =>
        update && (
          <UpdateModal
            projectId={update.project_id}
            open={open}
            onOpenChange={onOpenChange}
            update={update}
            title="Edit draft"
            description="Change it before it goes out. It stays a draft until you publish or schedule it."
            onSaved={onSaved}
          />
        )
      }
    />
  );
}

import { toast } from 'sonner';
import { updateMessages, type Update } from '@shiplog/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteUpdate } from '../api/delete-update';
import { UpdateModal } from './update-modal';

export interface TimelineOwnerToolsProps {
  projectId: string;
  /** The update being edited; null adds one. */
  editing: Update | null;
  modalOpen: boolean;
  onModalOpenChange: (open: boolean) => void;
  /** The update waiting for the owner to confirm its deletion, if any. */
  deleting: Update | null;
  onDeleteClosed: () => void;
  onChanged?: () => void;
  onDeleted?: (update: Update) => void;
}

/**
 * The owner's dialogs on the timeline: add or edit an update, and confirm a deletion. Only the
 * owner's page loads them (the timeline imports this file lazily), so readers never fetch the
 * editor.
 */
export function TimelineOwnerTools({
  projectId,
  editing,
  modalOpen,
  onModalOpenChange,
  deleting,
  onDeleteClosed,
  onChanged,
  onDeleted,
}: TimelineOwnerToolsProps) {
  const remove = useDeleteUpdate(projectId);
  const runDelete = async (update: Update) => {
    await remove.mutateAsync(update.id);
    onDeleteClosed();
    toast.success('Update deleted');
    onDeleted?.(update);
    onChanged?.();
  };

  return (
    <>
      <UpdateModal
        projectId={projectId}
        open={modalOpen}
        onOpenChange={onModalOpenChange}
        update={editing}
        onSaved={() => {
          toast.success(editing ? 'Update saved' : 'Update published');
          onChanged?.();
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && onDeleteClosed()}
        className="max-w-md"
        title="Delete this update?"
        description={`“${deleting?.title ?? ''}” and its likes and comments are removed for good.`}
        confirmLabel="Delete update"
        pending={remove.isPending}
        failureMessage={updateMessages.deleteFailed}
        onConfirm={() => deleting && runDelete(deleting)}
      />
    </>
  );
}

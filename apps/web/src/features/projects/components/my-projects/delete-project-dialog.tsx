import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { projectMessages, type Project } from '@shiplog/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteProject } from '../../api/delete-project';
import { patchMyProjects } from '../../api/get-projects';

export interface DeleteProjectDialogProps {
  /** The project to delete; null keeps the dialog closed. */
  project: Project | null;
  onClose: () => void;
  /** After the server deleted it. */
  onDeleted: (project: Project) => void;
  /** Where focus goes once the dialog of a deleted project closes (its row is gone). */
  focusAfterDelete: () => void;
}

/** Asks before deleting a project; a failure keeps the dialog open with the banner. */
export function DeleteProjectDialog({
  project,
  onClose,
  onDeleted,
  focusAfterDelete,
}: DeleteProjectDialogProps) {
  const queryClient = useQueryClient();
  const remove = useDeleteProject();
  return (
    <ConfirmDialog
      open={project !== null}
      onOpenChange={() => {
        remove.reset();
        onClose();
      }}
      title={`Delete ${project?.name ?? ''}?`}
      description={`The project and everything on it (updates, comments, likes, subscribers and its waitlist) are deleted for good. The GitHub repository ${project?.repository_name ?? ''} is not touched.`}
      confirmLabel="Delete project"
      failureTitle={projectMessages.deleteFailed}
      pending={remove.isPending}
      onConfirm={async () => {
        if (!project) return;
        await remove.mutateAsync(project.id);
        patchMyProjects(queryClient, (list) => list.filter((item) => item.id !== project.id));
        toast.success(`Deleted ${project.name}`);
      }}
      onConfirmed={() => {
        remove.reset();
        if (project) onDeleted(project);
      }}
      focusAfterConfirm={focusAfterDelete}
    />
  );
}

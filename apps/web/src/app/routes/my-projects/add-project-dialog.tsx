import type { Project } from '@shiplog/contract';
import { Dialog } from '@/components/ui/dialog';
import { useForgetGithubRepos } from '@/features/github/api/forget-github';
import { AddProjectContent } from './add-project-content';

export interface AddProjectDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (project: Project) => void;
}

/**
 * 'Add New Project': opening fetches the repositories; Create closes and resets;
 * Cancel (or Escape, or the close button) closes, clears the selection and the list, and resets.
 * The content is unmounted while closed, so every opening starts from a blank form.
 */
export function AddProjectDialog({ open, onOpenChange, onCreated }: AddProjectDialogProps) {
  const forgetRepos = useForgetGithubRepos();

  function cancel() {
    forgetRepos();
    onOpenChange(false);
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : cancel())}>
      {open && <AddProjectContent onCancel={cancel} onCreated={onCreated} />}
    </Dialog>
  );
}

import { useState } from 'react';
import { projectMessages, type Project } from '@shiplog/contract';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DangerZone } from '@/components/ui/danger-zone';

export interface ProjectDangerZoneProps {
  project: Project;
  /** Deletes the project; resolves once it is gone (the page then leaves). */
  onDelete: () => Promise<unknown>;
  deleting: boolean;
}

/** Deleting the project needs its name typed exactly. */
export function ProjectDangerZone({ project, onDelete, deleting }: ProjectDangerZoneProps) {
  const [open, setOpen] = useState(false);
  return (
    <DangerZone
      title="Danger Zone"
      description="Deleting a project is permanent and cannot be undone."
      action="Delete project"
      detail="Removes the project with its updates, comments, likes, subscribers and waitlist."
    >
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        trigger={<Button variant="destructive">Delete project</Button>}
        title="Delete this project?"
        description={`This permanently deletes ${project.name} and everything in it: updates, comments, likes, subscribers and its waitlist. It cannot be undone.`}
        typed={{ phrase: project.name }}
        confirmLabel="Delete project"
        pending={deleting}
        onConfirm={onDelete}
        failureMessage={projectMessages.deleteFailed}
      />
    </DangerZone>
  );
}

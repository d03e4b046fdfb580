import { useState } from 'react';
import { projectMessages, type Project } from '@shiplog/contract';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SettingsSection } from '@/components/ui/settings-section';

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
    <SettingsSection
      id="danger-zone"
      title="Danger Zone"
      tone="danger"
      description="Deleting a project is permanent and cannot be undone."
    >
      <div className="flex flex-col gap-4 p-6 sm:flex-row sm:items-center sm:justify-between">
        <div className="text-sm">
          <p className="font-medium">Delete project</p>
          <p className="mt-1 text-muted-foreground">
            Removes the project with its updates, comments, likes, subscribers and waitlist.
          </p>
        </div>
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
      </div>
    </SettingsSection>
  );
}

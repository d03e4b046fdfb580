import { useState } from 'react';
import { toast } from 'sonner';
import type { User } from '@shiplog/contract';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SettingsSection } from '@/components/ui/settings-section';
import { useDeleteAccount } from '../api/delete-account';

/** Deleting the account needs the account's email typed in full. */
export function AccountDangerZone({ user }: { user: User }) {
  const remove = useDeleteAccount();
  const [open, setOpen] = useState(false);
  return (
    <SettingsSection
      id="danger-zone"
      title="Danger zone"
      tone="danger"
      description="Deleting your account is permanent and cannot be undone."
    >
      <div className="flex flex-col gap-4 p-6 sm:flex-row sm:items-center sm:justify-between">
        <div className="text-sm">
          <p className="font-medium">Delete account</p>
          <p className="mt-1 text-muted-foreground">
            Removes your profile, projects, updates, posts and subscribers, and signs you out.
          </p>
        </div>
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          trigger={<Button variant="destructive">Delete account</Button>}
          title="Delete your account?"
          description="This permanently deletes your account and all of its data: projects, updates, posts, comments and subscribers. It cannot be undone."
          typed={{ phrase: user.email, ignoreCase: true }}
          confirmLabel="Delete my account"
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutateAsync(user.email).then(() => toast.success('Your account has been deleted'))
          }
          failureMessage="Failed to delete your account. Please try again."
        />
      </div>
    </SettingsSection>
  );
}

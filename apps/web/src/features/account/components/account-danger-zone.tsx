import { useState } from 'react';
import { toast } from 'sonner';
import type { User } from '@shiplog/contract';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DangerZone } from '@/components/ui/danger-zone';
import { useDeleteAccount } from '../api/delete-account';

/** Deleting the account needs the account's email typed in full. */
export function AccountDangerZone({ user }: { user: User }) {
  const remove = useDeleteAccount();
  const [open, setOpen] = useState(false);
  return (
    <DangerZone
      title="Danger zone"
      description="Deleting your account is permanent and cannot be undone."
      action="Delete account"
      detail="Removes your profile, projects, updates, posts and subscribers, and signs you out."
    >
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
    </DangerZone>
  );
}

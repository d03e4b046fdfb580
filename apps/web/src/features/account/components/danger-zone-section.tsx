import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { User } from '@shiplog/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { messageFor } from '@/lib/server-message';
import { useDeleteAccount } from '../api/delete-account';
import { SettingsSection } from './settings-section';

/** Deleting the account needs the account's email typed in full. */
export function DangerZoneSection({ user }: { user: User }) {
  const id = useId();
  const remove = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const confirmed = typed.trim().toLowerCase() === user.email.toLowerCase();

  function onOpenChange(next: boolean) {
    if (remove.isPending) return;
    setOpen(next);
    setTyped('');
    setError(null);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!confirmed) return;
    setError(null);
    remove.mutate(user.email, {
      onSuccess: () => toast.success('Your account has been deleted'),
      onError: (failure) => setError(messageFor(failure, 'Failed to delete your account. Please try again.')),
    });
  }

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
        <Dialog open={open} onOpenChange={onOpenChange}>
          <DialogTrigger asChild>
            <Button variant="destructive">Delete account</Button>
          </DialogTrigger>
          <DialogContent>
            <form noValidate onSubmit={submit} className="grid gap-5">
              <DialogHeader>
                <DialogTitle>Delete your account?</DialogTitle>
                <DialogDescription>
                  This permanently deletes your account and all of its data: projects, updates, posts,
                  comments and subscribers. It cannot be undone.
                </DialogDescription>
              </DialogHeader>
              <Field
                id={`${id}-confirm`}
                label={
                  <>
                    Type <span className="font-mono text-danger">{user.email}</span> to confirm
                  </>
                }
              >
                <Input
                  id={`${id}-confirm`}
                  autoComplete="off"
                  autoCapitalize="none"
                  spellCheck={false}
                  value={typed}
                  disabled={remove.isPending}
                  onChange={(event) => setTyped(event.target.value)}
                />
              </Field>
              {error && <Alert variant="error">{error}</Alert>}
              <DialogFooter>
                <DialogClose asChild>
                  <Button variant="secondary" disabled={remove.isPending}>
                    Cancel
                  </Button>
                </DialogClose>
                <Button type="submit" variant="destructive" disabled={!confirmed} loading={remove.isPending}>
                  Delete my account
                </Button>
              </DialogFooter>
            </form>
          </DialogContent>
        </Dialog>
      </div>
    </SettingsSection>
  );
}

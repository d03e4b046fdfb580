import { useId, useState, type FormEvent, type ReactNode } from 'react';
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

export interface TypedConfirmDialogProps {
  /** The destructive button that opens the dialog. */
  triggerLabel: string;
  title: string;
  description: ReactNode;
  /** What has to be typed to enable the confirm button (shown in the label). */
  phrase: string;
  /** Compare without regard to case (e.g. an email address). */
  ignoreCase?: boolean;
  confirmLabel: string;
  pending: boolean;
  /** Does the deed; a rejection keeps the dialog open with the server's message or `failureMessage`. */
  onConfirm: () => Promise<unknown>;
  failureMessage: string;
}

/** A destructive action that asks for a name or address typed in full before it runs. */
export function TypedConfirmDialog({
  triggerLabel,
  title,
  description,
  phrase,
  ignoreCase = false,
  confirmLabel,
  pending,
  onConfirm,
  failureMessage,
}: TypedConfirmDialogProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const confirmed = ignoreCase ? typed.trim().toLowerCase() === phrase.toLowerCase() : typed === phrase;

  function onOpenChange(next: boolean) {
    if (pending) return;
    setOpen(next);
    setTyped('');
    setError(null);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!confirmed || pending) return;
    setError(null);
    onConfirm().catch((failure: unknown) => setError(messageFor(failure, failureMessage)));
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="destructive">{triggerLabel}</Button>
      </DialogTrigger>
      <DialogContent>
        <form noValidate onSubmit={submit} className="grid gap-5">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          <Field
            id={`${id}-confirm`}
            label={
              <>
                Type <span className="font-mono break-all text-danger">{phrase}</span> to confirm
              </>
            }
          >
            <Input
              id={`${id}-confirm`}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              value={typed}
              disabled={pending}
              onChange={(event) => setTyped(event.target.value)}
            />
          </Field>
          {error && <Alert variant="error">{error}</Alert>}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary" disabled={pending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={!confirmed} loading={pending}>
              {confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

import { useId, useRef, useState, type FormEvent, type ReactElement, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button, type ButtonVariant } from '@/components/ui/button';
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
import { ReturningDialogContent } from '@/components/ui/returning-dialog-content';
import { messageFor, serverMessage } from '@/lib/server-message';

/** Ask for a name or address typed in full before the confirm button works. */
export interface TypedConfirmation {
  phrase: string;
  /** Compare without regard to case (e.g. an email address). */
  ignoreCase?: boolean;
}

export interface ConfirmDialogProps {
  open: boolean;
  /** Cancel, Escape or a click outside (never while pending); with a `trigger`, opening too. */
  onOpenChange: (open: boolean) => void;
  /** The button that opens the dialog; without one the caller opens it and focus returns to the opener. */
  trigger?: ReactElement;
  title: ReactNode;
  description: ReactNode;
  /** What is confirmed, shown under the description (e.g. the text about to be posted). */
  children?: ReactNode;
  confirmLabel: string;
  /** `destructive` unless the deed is not (posting, sending). */
  confirmVariant?: ButtonVariant;
  /** Keeps the confirm button off while what it confirms is not known yet. */
  confirmDisabled?: boolean;
  pending: boolean;
  /** Does the deed. A rejection keeps the dialog open with the failure banner (when it has one). */
  onConfirm: () => unknown;
  /** After `onConfirm` resolved. */
  onConfirmed?: () => void;
  /** Where focus goes when the dialog closes after `onConfirm` resolved (what opened it is gone). */
  focusAfterConfirm?: () => void;
  /** The banner's title when it fails; the server's message goes under it. */
  failureTitle?: string;
  /** The banner's text when it fails and the server gives no message. */
  failureMessage?: string;
  typed?: TypedConfirmation;
  className?: string;
}

/**
 * The one confirmation of the app: asks before something destructive or that cannot be taken
 * back (posting on a network), keeps failures in view.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, onOpenChange, pending, trigger } = props;
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      {open && <ConfirmContent {...props} />}
    </Dialog>
  );
}

function matches(typed: string, { phrase, ignoreCase = false }: TypedConfirmation): boolean {
  return ignoreCase ? typed.trim().toLowerCase() === phrase.toLowerCase() : typed === phrase;
}

function ConfirmContent(props: ConfirmDialogProps) {
  const { pending, typed: confirmation, failureTitle, failureMessage } = props;
  const id = useId();
  const confirmed = useRef(false);
  // A second submit before `pending` has come back as a prop (a double click) does nothing.
  const running = useRef(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<unknown>(null);
  const ready = !props.confirmDisabled && (!confirmation || matches(typed, confirmation));
  const hasBanner = failureTitle !== undefined || failureMessage !== undefined;
  // With a trigger Radix gives focus back to it; without one, to whatever opened the dialog.
  const Content = props.trigger ? DialogContent : ReturningDialogContent;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!ready || pending || running.current) return;
    running.current = true;
    setError(null);
    Promise.resolve(props.onConfirm())
      .then(
        () => {
          confirmed.current = true;
          props.onConfirmed?.();
        },
        (failure: unknown) => setError(failure ?? new Error('Failed')),
      )
      .finally(() => (running.current = false));
  }

  return (
    <Content
      className={props.className}
      onCloseAutoFocus={(event) => {
        if (!confirmed.current || !props.focusAfterConfirm) return;
        event.preventDefault();
        props.focusAfterConfirm();
      }}
    >
      <form noValidate onSubmit={submit} className="grid gap-5">
        <DialogHeader>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogDescription>{props.description}</DialogDescription>
        </DialogHeader>
        {props.children}
        {confirmation && (
          <Field
            id={`${id}-confirm`}
            label={
              <>
                Type <span className="font-mono break-all text-danger">{confirmation.phrase}</span> to confirm
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
        )}
        {error !== null && hasBanner && (
          <Alert variant="error" title={failureTitle}>
            {failureMessage === undefined ? serverMessage(error) : messageFor(error, failureMessage)}
          </Alert>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary" disabled={pending}>
              Cancel
            </Button>
          </DialogClose>
          <Button
            type="submit"
            variant={props.confirmVariant ?? 'destructive'}
            disabled={!ready}
            loading={pending}
          >
            {props.confirmLabel}
          </Button>
        </DialogFooter>
      </form>
    </Content>
  );
}

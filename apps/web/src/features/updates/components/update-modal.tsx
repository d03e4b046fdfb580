import { useId, useState, type FormEvent } from 'react';
import { updateBodySchema, updateMessages, type Update } from '@shiplog/contract';
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
} from '@/components/ui/dialog';
import { isApiError } from '@/lib/api-error';
import { existingUpdateOf, UpdateExists } from '@/components/generation/update-exists';
import { useSaveUpdate, type SaveUpdateInput } from '../api/save-update';
import { UpdateFormFields } from './update-form-fields';
import { usePublishTime } from './use-publish-time';
import {
  editBody,
  fieldErrors,
  fullBody,
  initialValues,
  type UpdateValueField,
  type UpdateFieldErrors,
  type UpdateFormValues,
} from './update-form-values';

export interface UpdateModalProps {
  projectId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The update to edit; absent to add one. */
  update?: Update | null;
  onSaved?: (update: Update) => void;
  /** The dialog's title and description when the caller says more than 'Edit update' (e.g. a draft). */
  title?: string;
  description?: string;
}

/** Adds or edits an update: checked with the contract's rules first, then POST or PUT. */
export function UpdateModal(props: UpdateModalProps) {
  const { projectId, open, onOpenChange, update, onSaved } = props;
  const save = useSaveUpdate(projectId);
  return (
    <Dialog open={open} onOpenChange={(next) => !save.isPending && onOpenChange(next)}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{props.title ?? (update ? 'Edit update' : 'Add update')}</DialogTitle>
          <DialogDescription>
            {props.description ??
              (update
                ? 'Change this update on the project page.'
                : 'Share progress with the people following this project.')}
          </DialogDescription>
        </DialogHeader>
        {/* The content unmounts when the dialog closes, so every opening starts from fresh values. */}
        <UpdateForm
          projectId={projectId}
          update={update ?? null}
          save={save}
          onSaved={(saved) => {
            onOpenChange(false);
            onSaved?.(saved);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

function UpdateForm({
  projectId,
  update,
  save,
  onSaved,
}: {
  projectId: string;
  update: Update | null;
  save: ReturnType<typeof useSaveUpdate>;
  onSaved: (update: Update) => void;
}) {
  const id = useId();
  const [values, setValues] = useState<UpdateFormValues>(() => initialValues(update));
  const publishTime = usePublishTime(update);
  const [errors, setErrors] = useState<UpdateFieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  function change<F extends UpdateValueField>(field: F, value: UpdateFormValues[F]) {
    setValues((current) => ({ ...current, [field]: value }));
    // An offer about the update as it was sent no longer holds once the form changes.
    if (save.isError) save.reset();
    setErrors(({ [field]: _fixed, ...rest }) => rest);
  }

  function send(input: SaveUpdateInput) {
    setFailure(null);
    save.mutate(input, {
      onSuccess: onSaved,
      onError: (error) => {
        // One change, one announcement: the offer below says what the commit already has.
        if (existingUpdateOf(error)) return;
        const found = isApiError(error) && error.status === 400 ? fieldErrors(error.issues) : null;
        if (found && Object.keys(found.errors).length > 0) setErrors(found.errors);
        else setFailure(updateMessages.saveFailed);
      },
    });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // "Save as draft" (new updates only): kept for the owner, published later from Drafts.
    const asDraft = (event.nativeEvent as SubmitEvent).submitter?.getAttribute('value') === 'draft';
    const when = publishTime.take();
    // The whole update is checked; an edit sends only what changed (the API keeps the rest).
    const whole = { ...fullBody(values, when.at), ...(asDraft ? { status: 'draft' as const } : {}) };
    const parsed = updateBodySchema.safeParse(whole);
    setFailure(null);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues).errors);
    if (!when.ok) return;
    setErrors({});
    send(update ? { updateId: update.id, body: editBody(values, update, when.at) } : { body: whole });
  }

  /** The commit already has an update: the same update, sent again with the owner's choice. */
  const existing = existingUpdateOf(save.error);
  const sent = save.variables;
  const choose = (how: { replace: true } | { force: true }) =>
    sent && sent.updateId === undefined && send({ body: { ...sent.body, ...how } });
  const choice = save.isPending && sent?.updateId === undefined ? sent?.body : undefined;

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <UpdateFormFields
        id={id}
        values={values}
        errors={errors}
        disabled={save.isPending}
        publishTime={publishTime}
        projectId={projectId}
        onChange={change}
      />
      {failure && <Alert variant="error">{failure}</Alert>}
      {existing && (
        <UpdateExists
          existing={existing}
          pending={choice?.replace ? 'replace' : choice?.force ? 'add' : null}
          onReplace={() => choose({ replace: true })}
          onAddAnother={() => choose({ force: true })}
        />
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary" disabled={save.isPending}>
            Cancel
          </Button>
        </DialogClose>
        {!update && (
          <Button type="submit" variant="secondary" value="draft" disabled={save.isPending}>
            Save as draft
          </Button>
        )}
        <Button
          type="submit"
          loading={save.isPending && !choice?.replace && !choice?.force}
          disabled={save.isPending}
        >
          Save update
        </Button>
      </DialogFooter>
    </form>
  );
}

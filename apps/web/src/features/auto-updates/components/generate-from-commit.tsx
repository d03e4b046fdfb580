import { Sparkles } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  MAX_UPDATE_TITLE_LENGTH,
  paths,
  projectPagePaths,
  webhookMessages,
  type GenerateUpdateBody,
  type Project,
  type Update,
} from '@shiplog/contract';
import { GenerationFailure } from '@/components/generation/generation-failure';
import { existingUpdateOf, UpdateExists } from '@/components/generation/update-exists';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { draftSavedMessages } from '@/lib/drafts';
import { useGenerateUpdate } from '../api/generate-update';

/** What the commit picker gets from the form: its ids start with `id`, the heading is `${id}-commits`. */
export interface CommitPickerArgs {
  id: string;
  selectedSha: string | null;
  disabled: boolean;
  onSelect: (sha: string) => void;
}

export interface GenerateFromCommitProps {
  project: Pick<Project, 'id' | 'slug'>;
  /** The repository's recent commits to pick from (the github feature's picker, composed in by the route). */
  renderCommitPicker: (args: CommitPickerArgs) => ReactNode;
}

/** Said when 'Generate update' is pressed before a commit is chosen. */
export const PICK_A_COMMIT = 'Choose a commit first.';

/**
 * 'Generate an update from a commit': pick one, optionally title it, and the writer makes an update,
 * published or held in Drafts as the project's review rule says (the answer's `status`). A commit
 * that already has an update gets the offer to open, replace it or add another.
 */
export function GenerateFromCommit({ project, renderCommitPicker }: GenerateFromCommitProps) {
  const id = useId();
  const generate = useGenerateUpdate(project.id);
  const [sha, setSha] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  const [noCommit, setNoCommit] = useState(false);
  const [created, setCreated] = useState<Update | null>(null);
  const existing = existingUpdateOf(generate.error);

  function send(body: GenerateUpdateBody) {
    setCreated(null);
    generate.mutate(body, {
      onSuccess: (update) => {
        setCreated(update);
        setTitle('');
      },
    });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setCreated(null);
    generate.reset();
    if (!sha) return setNoCommit(true);
    send({ commit_sha: sha, custom_title: title.trim() || null });
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      className="grid gap-5 border-t border-border p-6"
    >
      <div className="text-sm">
        <h3 id={`${id}-title`} className="font-medium">
          Generate an update from a commit
        </h3>
        <p className="mt-1 text-muted-foreground">
          Pick a commit and the writer turns it into an update: published on the project page, or held in
          Drafts for your review, as the Review section says.
        </p>
      </div>
      {renderCommitPicker({
        id,
        selectedSha: sha,
        disabled: generate.isPending,
        onSelect: (next) => {
          setSha(next);
          setNoCommit(false);
        },
      })}
      {noCommit && (
        <p role="alert" className="text-sm text-danger">
          {PICK_A_COMMIT}
        </p>
      )}
      <Field
        id={`${id}-custom-title`}
        label="Custom title (optional)"
        hint="Leave empty to let the writer title it."
      >
        <Input
          id={`${id}-custom-title`}
          value={title}
          maxLength={MAX_UPDATE_TITLE_LENGTH}
          readOnly={generate.isPending}
          aria-describedby={`${id}-custom-title-hint`}
          onChange={(event) => setTitle(event.target.value)}
        />
      </Field>
      <div>
        <Button type="submit" loading={generate.isPending} className="max-sm:w-full">
          {!generate.isPending && <Sparkles aria-hidden className="size-4" />}
          {generate.isPending ? 'Generating...' : 'Generate update'}
        </Button>
      </div>
      {existing ? (
        <UpdateExists
          existing={existing}
          onReplace={() => generate.variables && send({ ...generate.variables, replace: true })}
          onAddAnother={() => generate.variables && send({ ...generate.variables, force: true })}
        />
      ) : (
        generate.isError && (
          <GenerationFailure
            error={generate.error}
            failedTitle={webhookMessages.generateFailed}
            onWriteAnyway={() => generate.variables && send({ ...generate.variables, force: true })}
          />
        )
      )}
      <div role="status" className="empty:hidden">
        {created && <CreatedNotice update={created} project={project} />}
      </div>
    </form>
  );
}

const linkClasses = 'font-medium text-accent underline underline-offset-4 hover:no-underline';

/**
 * What became of the generated update: held in Drafts, published on the project page, or (a
 * scheduled one written again by Replace) still waiting for its time.
 */
function CreatedNotice({ update, project }: { update: Update; project: Pick<Project, 'id' | 'slug'> }) {
  const held = update.status === 'draft';
  if (update.status !== 'published')
    return (
      <Alert
        variant="success"
        role="none"
        title={held ? draftSavedMessages.title : draftSavedMessages.scheduledAgain(update.title)}
      >
        <span className="break-words">
          “{update.title}” waits in Drafts until {held ? 'you publish it' : 'its time'}.{' '}
        </span>
        <Link to={paths.drafts} className={linkClasses}>
          {draftSavedMessages.link}
        </Link>
      </Alert>
    );
  return (
    <Alert variant="success" role="none" title="Update published">
      <span className="break-words">“{update.title}” is on the project page. </span>
      <Link to={projectPagePaths(project).page} className={linkClasses}>
        View it on the project page
      </Link>
    </Alert>
  );
}

import { ExternalLink, Plus, RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { paths, projectPagePaths, type ExistingUpdate } from '@shiplog/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-error';

/** The update an UPDATE_EXISTS answer names, or null for any other error. */
export function existingUpdateOf(error: unknown): ExistingUpdate | null {
  return isApiError(error) && error.code === 'UPDATE_EXISTS' ? error.existing : null;
}

/** Where the owner opens it: Drafts holds drafts and scheduled updates; a published one has its page. */
const addressOf = (existing: ExistingUpdate) =>
  existing.status === 'published'
    ? projectPagePaths({ id: existing.project_id, slug: existing.project_slug }).updatePage(existing.id)
    : paths.drafts;

export interface UpdateExistsProps {
  existing: ExistingUpdate;
  /** Writes the draft or scheduled update again (`replace: true`); not offered for a published one. */
  onReplace: () => void;
  /** Adds a second update anyway (`force: true`). */
  onAddAnother: () => void;
  /** Which of the two runs now. */
  pending?: 'replace' | 'add' | null;
  className?: string;
}

/**
 * One change, one announcement: the commit already has an update, so nothing was written. The
 * owner opens that one, has it written again (a draft or scheduled one; a published one was
 * mailed and stays as it is), or adds another on purpose.
 */
export function UpdateExists({
  existing,
  onReplace,
  onAddAnother,
  pending = null,
  className,
}: UpdateExistsProps) {
  const published = existing.status === 'published';
  return (
    <Alert variant="warning" title="This commit already has an update" className={className}>
      <p>
        It is {published ? 'published' : `a ${existing.status} update`}: <strong>“{existing.title}”</strong>.{' '}
        {published
          ? 'Its subscribers were mailed, so it is not written again.'
          : 'Replace it to write its text again; its status and time stay.'}{' '}
        Nothing new was saved.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button asChild size="sm" variant="secondary">
          <Link to={addressOf(existing)}>
            <ExternalLink aria-hidden className="size-3.5" />
            Open the existing update
          </Link>
        </Button>
        {!published && (
          <Button
            size="sm"
            variant="secondary"
            loading={pending === 'replace'}
            disabled={pending !== null}
            onClick={onReplace}
          >
            {pending !== 'replace' && <RefreshCw aria-hidden className="size-3.5" />}
            Replace it
          </Button>
        )}
        <Button
          size="sm"
          variant="ghost"
          loading={pending === 'add'}
          disabled={pending !== null}
          onClick={onAddAnother}
        >
          {pending !== 'add' && <Plus aria-hidden className="size-3.5" />}
          Add another
        </Button>
      </div>
    </Alert>
  );
}

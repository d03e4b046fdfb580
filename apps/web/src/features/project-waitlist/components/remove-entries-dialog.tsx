import type { WaitlistBulkRemoveBody } from '@shiplog/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatCount } from '@/lib/format';
import type { ListSelection } from '@/lib/use-list-selection';
import { useRemoveEntries } from '../api/remove-entries';
import { viewQuery, type WaitlistView } from '../api/get-waitlist';

export interface RemoveEntriesDialogProps {
  projectId: string;
  projectName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  selection: ListSelection;
  view: WaitlistView;
  /** How many entries the view matches now (what "all matching" removes). */
  matching: number;
  onRemoved: () => void;
  focusAfterRemove: () => void;
}

const subscribers = (n: number) => `${formatCount(n)} ${n === 1 ? 'subscriber' : 'subscribers'}`;

/**
 * Asks before removing the selection, naming how many. "All matching" sends the search with the
 * number shown here: when the list has changed since, the server removes nothing and says so,
 * and the count here refreshes.
 */
export function RemoveEntriesDialog(props: RemoveEntriesDialogProps) {
  const { projectId, projectName, open, onOpenChange, selection, view, matching } = props;
  const remove = useRemoveEntries(projectId);
  const count = selection.kind === 'matching' ? matching : selection.ids.size;
  const body: WaitlistBulkRemoveBody =
    selection.kind === 'matching'
      ? { filter: { q: viewQuery(view).q, status: view.status }, expected_count: matching }
      : { ids: [...selection.ids] };
  const close = (next: boolean) => {
    if (!next) remove.reset();
    onOpenChange(next);
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={close}
      className="max-w-md"
      title={`Remove ${subscribers(count)}?`}
      description={
        <>
          {selection.kind === 'matching' ? (
            <>
              Every one of the <span className="font-medium text-foreground">{subscribers(count)}</span>
              {view.q && (
                <>
                  {' '}
                  matching <span className="font-medium break-all text-foreground">“{view.q}”</span>
                </>
              )}
              {view.status && <> that {view.status === 'pending' ? 'are pending' : 'confirmed'}</>}
            </>
          ) : (
            <>
              The <span className="font-medium text-foreground">{subscribers(count)}</span> you selected
            </>
          )}{' '}
          will get no more mail from {projectName}. This cannot be undone; they can subscribe again from the
          project page.
        </>
      }
      confirmLabel={`Remove ${subscribers(count)}`}
      failureTitle="Nothing was removed."
      pending={remove.isPending}
      onConfirm={() => remove.mutateAsync(body)}
      onConfirmed={() => {
        props.onRemoved();
        close(false);
      }}
      focusAfterConfirm={props.focusAfterRemove}
    />
  );
}

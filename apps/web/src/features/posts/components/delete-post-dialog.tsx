import { toast } from 'sonner';
import type { Post } from '@shiplog/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeletePost } from '../api/delete-post';

export const DELETE_FAILED = 'Failed to delete post. Please try again.';

export interface DeletePostDialogProps {
  /** The post to delete; null keeps the dialog closed. */
  post: Post | null;
  onClose: () => void;
  /** Where focus goes once the dialog of a deleted post closes (its card is gone). */
  focusAfterDelete: () => void;
}

/** Asks before deleting a post; a failure keeps the dialog open with the banner. */
export function DeletePostDialog({ post, onClose, focusAfterDelete }: DeletePostDialogProps) {
  const remove = useDeletePost();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={post !== null}
      onOpenChange={close}
      className="max-w-md"
      title="Delete this post?"
      description="The post is deleted for good. Its commit stays on the Commits tab, so you can generate another one."
      confirmLabel="Delete post"
      failureTitle={DELETE_FAILED}
      pending={remove.isPending}
      onConfirm={async () => {
        if (!post) return;
        await remove.mutateAsync(post.id);
        toast.success('Post deleted');
      }}
      onConfirmed={close}
      focusAfterConfirm={focusAfterDelete}
    />
  );
}

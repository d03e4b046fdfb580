import {
  BLUESKY_MAX_LENGTH,
  blueskyLength,
  blueskyPost,
  mastodonLength,
  mastodonPost,
  socialNetworkLabels,
  type Post,
  type SocialAccount,
} from '@shiplog/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useMastodonInstanceLimit } from '../api/get-mastodon-instance';

export const publishMessages = {
  readingLimit: 'Reading your server’s limit',
  limitFailed: (host: string) => `Could not read the character limit of ${host}.`,
  posted: (network: string) => `Posted on ${network}.`,
  failed: (network: string) => `Failed to post on ${network}. Please try again.`,
} as const;

const hostOf = (service: string) => new URL(service).host;

/**
 * The text the server will post for an account, fitted as the server fits it (the same contract
 * function and, on Mastodon, the limit of the account's server as the API reads it); null while
 * that limit is not known.
 */
function usePublishedText(post: Post, account: SocialAccount | null) {
  const mastodon = account?.network === 'mastodon';
  const limit = useMastodonInstanceLimit(account?.service ?? '', mastodon);
  if (!account) return { text: null, limit };
  if (!mastodon) {
    const text = blueskyPost(post.content);
    return {
      text,
      limit,
      note: `Bluesky allows ${BLUESKY_MAX_LENGTH} characters. This post: ${blueskyLength(text)}.`,
    };
  }
  if (!limit.data) return { text: null, limit };
  const text = mastodonPost(post.content, limit.data.max_characters);
  const allows = limit.data.max_characters.toLocaleString('en-US');
  return {
    text,
    limit,
    note: `${hostOf(account.service)} allows ${allows} characters. This post: ${mastodonLength(text).toLocaleString('en-US')}.`,
  };
}

export interface PublishDialogProps {
  post: Post;
  /** The account about to be posted to; null: closed. */
  account: SocialAccount | null;
  pending: boolean;
  onCancel: () => void;
  /** Posts; resolves once it is done (or its failure was said). */
  onConfirm: () => Promise<unknown>;
}

/** Before a post goes out on Bluesky or Mastodon: the exact text, Cancel or Post. */
export function PublishDialog({ post, account, pending, onCancel, onConfirm }: PublishDialogProps) {
  const { text, limit, note } = usePublishedText(post, account);
  const label = account ? socialNetworkLabels[account.network] : '';
  const as = account?.identifier ? ` as ${account.identifier}` : '';
  const shortened = text !== null && text !== post.content.trim();
  return (
    <ConfirmDialog
      open={account !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={`Post on ${label}?`}
      description={
        account &&
        `Shiplog posts this${as} on ${hostOf(account.service)} now, exactly as shown${shortened ? ': shortened to fit, its link kept' : ''}.`
      }
      confirmLabel="Post"
      confirmVariant="primary"
      confirmDisabled={text === null}
      pending={pending}
      onConfirm={onConfirm}
      onConfirmed={onCancel}
    >
      {text !== null ? (
        <div className="grid gap-2">
          <p className="max-h-72 overflow-y-auto rounded-lg border border-border bg-muted/40 p-3 text-sm leading-6 break-words whitespace-pre-wrap">
            {text}
          </p>
          <p className="text-xs text-muted-foreground">{note}</p>
        </div>
      ) : limit.isError && account ? (
        <RetryAlert
          title={publishMessages.limitFailed(hostOf(account.service))}
          retrying={limit.isFetching}
          onRetry={() => void limit.refetch()}
        />
      ) : (
        <div role="status" aria-label={publishMessages.readingLimit} className="grid gap-2">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-4 w-56" />
        </div>
      )}
    </ConfirmDialog>
  );
}

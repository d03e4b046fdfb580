import { Send } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { socialNetworkLabels, type Post, type SocialAccount } from '@shiplog/contract';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-error';
import { messageFor } from '@/lib/server-message';
import { useConnectedAccounts, usePublishPost } from '../api/publish-post';
import { openInNewTab } from '../lib/share-post';
import { PublishDialog, publishMessages } from './publish-dialog';

/**
 * Why a post did not go out: the server's message when it gave one (already posted there, the
 * account gone; a network that refused the post is named with its reason), else ours.
 */
export function publishFailure(error: unknown, network: string): string {
  if (isApiError(error) && error.code === 'BAD_GATEWAY') return error.message;
  return messageFor(error, publishMessages.failed(network));
}

/**
 * 'Post on Bluesky' and 'Post on Mastodon' for the accounts the user connected in settings: each
 * asks first with the exact text, and is off while a post is on its way.
 */
export function PublishButtons({ post, describedBy }: { post: Post; describedBy: string }) {
  const accounts = useConnectedAccounts();
  const publish = usePublishPost(post.id);
  const [asking, setAsking] = useState<SocialAccount | null>(null);

  function confirm() {
    const label = socialNetworkLabels[asking!.network];
    return publish.mutateAsync(asking!.network).then(
      ({ url }) =>
        void toast.success(publishMessages.posted(label), {
          action: { label: 'Open', onClick: () => openInNewTab(url) },
        }),
      (error: unknown) => void toast.error(publishFailure(error, label)),
    );
  }

  return (
    <>
      {accounts.map((account) => (
        <Button
          key={account.network}
          size="sm"
          variant="secondary"
          aria-describedby={describedBy}
          disabled={publish.isPending}
          loading={publish.isPending && publish.variables === account.network}
          onClick={() => setAsking(account)}
        >
          <Send aria-hidden className="size-3.5" />
          Post on {socialNetworkLabels[account.network]}
        </Button>
      ))}
      <PublishDialog
        post={post}
        account={asking}
        pending={publish.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={confirm}
      />
    </>
  );
}

import { Send } from 'lucide-react';
import { toast } from 'sonner';
import { socialNetworkLabels } from '@shiplog/contract';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-error';
import { useConnectedNetworks, usePublishPost } from '../api/publish-post';

/** 'Post on Bluesky' and 'Post on Mastodon' for the accounts the user connected in settings. */
export function PublishButtons({ postId, describedBy }: { postId: string; describedBy: string }) {
  const networks = useConnectedNetworks();
  const publish = usePublishPost(postId);
  return networks.map((network) => {
    const label = socialNetworkLabels[network];
    return (
      <Button
        key={network}
        size="sm"
        variant="secondary"
        aria-describedby={describedBy}
        loading={publish.isPending && publish.variables === network}
        onClick={() =>
          publish.mutate(network, {
            onSuccess: ({ url }) =>
              toast.success(`Posted on ${label}.`, {
                action: { label: 'Open', onClick: () => window.open(url, '_blank', 'noopener,noreferrer') },
              }),
            onError: (error) =>
              toast.error(
                isApiError(error) ? error.message : `Failed to post on ${label}. Please try again.`,
              ),
          })
        }
      >
        <Send aria-hidden className="size-3.5" />
        Post on {label}
      </Button>
    );
  });
}

import { Cloud, Copy } from 'lucide-react';
import { xThreadParts, type Post } from '@shiplog/contract';
import { DiscordIcon, LinkedinIcon, XIcon } from '@/components/brand/social-icons';
import { Button } from '@/components/ui/button';
import { copyForDiscord, shareOnBluesky, shareOnLinkedIn, shareOnX } from '../lib/share-post';
import { MastodonShareDialog } from './mastodon-share-dialog';
import { PublishButtons } from './publish-buttons';
import { XThreadDialog } from './x-thread-dialog';

export interface ShareActionsProps {
  /** What is shared: the post's text, or the text being edited. */
  text: string;
  /** The post shared (LinkedIn's dialog opens on its project's page). */
  post: Post;
  /** The post's text is being edited: it can be shared, but only the saved post is posted directly. */
  editing: boolean;
  /** Names the post the buttons share, for screen readers (the buttons repeat on every card). */
  describedBy: string;
}

const targets = [
  { label: 'Share on Twitter', Icon: XIcon, share: shareOnX, copies: false },
  { label: 'Share on LinkedIn', Icon: LinkedinIcon, share: shareOnLinkedIn, copies: false },
  { label: 'Copy for Discord', Icon: DiscordIcon, share: copyForDiscord, copies: true },
  { label: 'Share on Bluesky', Icon: Cloud, share: shareOnBluesky, copies: false },
] as const;

/**
 * Sharing: X's composer (and a thread to copy part by part when the post is longer than X
 * allows), LinkedIn's share dialog (text on the clipboard), Discord (copied), Bluesky's
 * composer and the owner's Mastodon server, each with the post fitted to its limit.
 */
export function ShareActions({ text, post, editing, describedBy }: ShareActionsProps) {
  const disabled = text.trim() === '';
  const thread = disabled ? [] : xThreadParts(text);
  return (
    <div role="group" aria-label="Share" className="grid gap-2 sm:flex sm:flex-wrap">
      {targets.map(({ label, Icon, share, copies }) => (
        <Button
          key={label}
          variant="secondary"
          size="sm"
          disabled={disabled}
          aria-describedby={describedBy}
          onClick={() => void share(text, post)}
        >
          <Icon className="size-3.5" />
          {label}
          {copies && <Copy aria-hidden className="size-3 text-muted-foreground" />}
        </Button>
      ))}
      {!disabled && <MastodonShareDialog text={text} describedBy={describedBy} />}
      {thread.length > 1 && <XThreadDialog parts={thread} describedBy={describedBy} />}
      {!editing && <PublishButtons post={post} describedBy={describedBy} />}
    </div>
  );
}

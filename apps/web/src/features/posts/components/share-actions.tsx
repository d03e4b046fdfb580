import { Copy } from 'lucide-react';
import { DiscordIcon, LinkedinIcon, XIcon } from '@/components/brand/social-icons';
import { Button } from '@/components/ui/button';
import { copyForDiscord, shareOnLinkedIn, shareOnX } from '../lib/share-post';

export interface ShareActionsProps {
  text: string;
  projectId?: string | null;
  /** Names the post the buttons share, for screen readers (the buttons repeat on every card). */
  describedBy?: string;
}

/** Spec 'Sharing': X's composer, LinkedIn's share dialog (text on the clipboard) and Discord (copied). */
export function ShareActions({ text, projectId, describedBy }: ShareActionsProps) {
  const disabled = text.trim() === '';
  return (
    <div role="group" aria-label="Share" className="grid gap-2 sm:flex sm:flex-wrap">
      <Button
        variant="secondary"
        size="sm"
        disabled={disabled}
        aria-describedby={describedBy}
        onClick={() => shareOnX(text)}
      >
        <XIcon className="size-3.5" />
        Share on Twitter
      </Button>
      <Button
        variant="secondary"
        size="sm"
        disabled={disabled}
        aria-describedby={describedBy}
        onClick={() => void shareOnLinkedIn(text, projectId)}
      >
        <LinkedinIcon className="size-3.5" />
        Share on LinkedIn
      </Button>
      <Button
        variant="secondary"
        size="sm"
        disabled={disabled}
        aria-describedby={describedBy}
        onClick={() => void copyForDiscord(text)}
      >
        <DiscordIcon className="size-3.5" />
        Copy for Discord
        <Copy aria-hidden className="size-3 text-muted-foreground" />
      </Button>
    </div>
  );
}

import { Copy, ListOrdered } from 'lucide-react';
import { toast } from 'sonner';
import { xIntentUrl, xThreadButtonLabel } from '@shiplog/contract';
import { Button } from '@/components/ui/button';
import { copyText, shareMessages } from '../lib/share-post';
import { ShareDialog } from './share-dialog';

/** A post longer than X allows, as a thread: each part to copy in turn, the first to open on X. */
export function XThreadDialog({ parts, describedBy }: { parts: string[]; describedBy?: string | undefined }) {
  async function copy(part: string, index: number) {
    if (await copyText(part)) toast.success(`Part ${index + 1} of ${parts.length} copied.`);
    else toast.error(shareMessages.copyFailed);
  }
  return (
    <ShareDialog
      label={xThreadButtonLabel(parts.length)}
      icon={<ListOrdered aria-hidden className="size-3.5" />}
      title="X thread"
      description="X takes 280 characters a post. Post the first part, then each next one as a reply to the one before."
      describedBy={describedBy}
    >
      <ol aria-label="Thread parts" className="grid gap-3">
        {parts.map((part, i) => (
          <li key={part} className="grid gap-2 rounded-lg border border-border p-3">
            <p className="text-sm leading-6 whitespace-pre-wrap">{part}</p>
            <div className="flex flex-wrap gap-2">
              <Button size="sm" variant="secondary" onClick={() => void copy(part, i)}>
                <Copy aria-hidden className="size-3.5" />
                Copy part {i + 1}
              </Button>
              {i === 0 && (
                <Button asChild size="sm" variant="ghost">
                  <a href={xIntentUrl(part)} target="_blank" rel="noopener noreferrer">
                    Open part 1 on X
                  </a>
                </Button>
              )}
            </div>
          </li>
        ))}
      </ol>
    </ShareDialog>
  );
}

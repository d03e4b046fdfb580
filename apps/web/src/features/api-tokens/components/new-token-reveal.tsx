import { Check, Copy } from 'lucide-react';
import { useId } from 'react';
import { toast } from 'sonner';
import { COPIED_BANNER_MS, apiTokenMessages, type CreatedApiToken } from '@shiplog/contract';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useFlash } from '@/lib/use-flash';

/** The new token's value, shown this once, with a copy button; Done forgets it. */
export function NewTokenReveal({ created, onDone }: { created: CreatedApiToken; onDone: () => void }) {
  const id = useId();
  const copied = useFlash(COPIED_BANNER_MS);

  function copy() {
    navigator.clipboard.writeText(created.token).then(
      () => {
        copied.show();
        toast.success(apiTokenMessages.copied);
      },
      () => toast.error(apiTokenMessages.copyFailed),
    );
  }

  return (
    <div
      role="status"
      aria-labelledby={`${id}-title`}
      className="grid gap-3 border-b border-border bg-success-muted/40 p-6"
    >
      <p id={`${id}-title`} className="font-medium">
        Your new token “{created.api_token.name}”
      </p>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {apiTokenMessages.revealOnce}
      </p>
      <div className="flex gap-2">
        <Input
          readOnly
          aria-label="New API token"
          aria-describedby={`${id}-hint`}
          className="font-mono text-xs"
          value={created.token}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="secondary" onClick={copy}>
          {copied.visible ? (
            <Check aria-hidden className="size-4" />
          ) : (
            <Copy aria-hidden className="size-4" />
          )}
          {copied.visible ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <div>
        <Button variant="ghost" size="sm" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}

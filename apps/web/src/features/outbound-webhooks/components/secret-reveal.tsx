import { Copy, KeyRound } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { outboundWebhookMessages } from '@shiplog/contract';
import { Button } from '@/components/ui/button';

export interface SecretRevealProps {
  secret: string;
  onDone: () => void;
}

/** The signing secret of an endpoint just added: shown this once, to copy. */
export function SecretReveal({ secret, onDone }: SecretRevealProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="grid gap-3 rounded-lg border border-warning/30 bg-warning-muted p-4 text-sm">
      <h3
        ref={heading}
        tabIndex={-1}
        className="flex items-center gap-2 font-medium text-warning focus:outline-none"
      >
        <KeyRound aria-hidden className="size-4" />
        Signing secret
      </h3>
      <p className="text-foreground/85">
        {outboundWebhookMessages.secretOnce} Verify each delivery’s{' '}
        <code className="font-mono text-xs">webhook-signature</code> with it using a Standard Webhooks
        library.
      </p>
      <div className="flex items-center gap-2 rounded-md border border-border bg-background px-3 py-2">
        <code
          aria-label="Signing secret"
          className="min-w-0 flex-1 font-mono text-xs [overflow-wrap:anywhere]"
        >
          {secret}
        </code>
        <Button
          variant="ghost"
          size="sm"
          aria-label="Copy signing secret"
          className="h-8 w-8 px-0"
          onClick={() =>
            void navigator.clipboard.writeText(secret).then(
              () => toast.success('Copied to clipboard'),
              () => toast.error('Could not copy. Select the secret and copy it.'),
            )
          }
        >
          <Copy aria-hidden className="size-3.5" />
        </Button>
      </div>
      <div>
        <Button variant="secondary" size="sm" onClick={onDone}>
          I have saved it
        </Button>
      </div>
    </div>
  );
}

import { Check, Copy, Terminal } from 'lucide-react';
import { useId } from 'react';
import { toast } from 'sonner';
import { COPIED_BANNER_MS } from '@shiplog/contract';
import { Button } from '@/components/ui/button';
import { useFlash } from '@/lib/use-flash';

/** The server's own package of the shiplog command (apps/server/src/plugins/cli-package.ts). */
export const cliInstallCommand = (origin: string) => `npm install -g ${origin}/cli/shiplog.tgz`;

/** How to install the shiplog command from this server and log in to it, with a copy button. */
export function CliInstallNote({ origin = window.location.origin }: { origin?: string }) {
  const id = useId();
  const copied = useFlash(COPIED_BANNER_MS);
  const install = cliInstallCommand(origin);

  function copy() {
    navigator.clipboard.writeText(install).then(
      () => {
        copied.show();
        toast.success('Install command copied');
      },
      () => toast.error('Could not copy. Select the command and copy it yourself.'),
    );
  }

  return (
    <div
      role="group"
      aria-labelledby={`${id}-title`}
      className="grid grid-cols-[minmax(0,1fr)] gap-3 border-t border-border p-6"
    >
      <div>
        <p id={`${id}-title`} className="flex items-center gap-2 font-medium">
          <Terminal aria-hidden className="size-4 text-muted-foreground" />
          The shiplog command line
        </p>
        <p className="mt-1 text-sm text-muted-foreground">
          Install it from this server (Node 20 or newer), then log in with a token from above:
        </p>
      </div>
      <div className="grid justify-items-start gap-2">
        <pre className="w-full rounded-md border border-border bg-muted/40 px-3 py-2 font-mono text-xs leading-6 whitespace-pre-wrap wrap-anywhere">
          <code>
            {install}
            {'\n'}
            {`shiplog login --url ${origin}`}
          </code>
        </pre>
        <Button variant="secondary" onClick={copy}>
          {copied.visible ? (
            <Check aria-hidden className="size-4" />
          ) : (
            <Copy aria-hidden className="size-4" />
          )}
          {copied.visible ? 'Copied' : 'Copy'}
          <span className="sr-only"> the install command</span>
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        Then, in your repository:{' '}
        <code className="font-mono text-xs whitespace-nowrap">shiplog post --last</code>
      </p>
    </div>
  );
}

import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';

export interface SnippetBlockProps {
  id: string;
  label: string;
  code: string;
}

/** A snippet to paste, as code, with a button that copies it. */
export function SnippetBlock({ id, label, code }: SnippetBlockProps) {
  const [copied, setCopied] = useState(false);
  const copy = () =>
    navigator.clipboard.writeText(code).then(
      () => {
        setCopied(true);
        toast.success(`${label} copied`);
        setTimeout(() => setCopied(false), 1500);
      },
      () => toast.error('Could not copy. Select the snippet and copy it yourself.'),
    );
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-3">
        <h3 id={`${id}-label`} className="text-sm font-medium">
          {label}
        </h3>
        <Button variant="secondary" size="sm" onClick={() => void copy()} aria-describedby={`${id}-label`}>
          {copied ? <Check aria-hidden className="size-3.5" /> : <Copy aria-hidden className="size-3.5" />}
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <pre
        aria-labelledby={`${id}-label`}
        tabIndex={0}
        className="overflow-x-auto rounded-lg border border-border bg-secondary/50 p-3 font-mono text-xs leading-relaxed break-all whitespace-pre-wrap"
      >
        <code>{code}</code>
      </pre>
    </div>
  );
}

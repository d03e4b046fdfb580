import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';

/** A commit message's subject (first line) and body (the rest). */
export function splitMessage(message: string): { subject: string; body: string } {
  const [subject = '', ...rest] = message.trim().split(/\r?\n/);
  return { subject: subject.trim(), body: rest.join('\n').trim() };
}

/** A commit's subject; the rest of the message opens below it. */
export function CommitMessage({ id, message }: { id: string; message: string }) {
  const { subject, body } = splitMessage(message);
  const [open, setOpen] = useState(false);
  return (
    <div className="grid min-w-0 justify-items-start gap-1.5">
      <p id={id} title={body ? message.trim() : undefined} className="text-sm font-medium break-words">
        {subject || message}
      </p>
      {body && (
        <>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={`${id}-body`}
            onClick={() => setOpen((value) => !value)}
            className="inline-flex cursor-pointer items-center gap-1 rounded text-xs font-medium text-accent hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          >
            {open ? 'Hide full message' : 'Show full message'}
            <ChevronDown aria-hidden className={cn('size-3.5 transition-transform', open && 'rotate-180')} />
          </button>
          <p
            id={`${id}-body`}
            hidden={!open}
            className="max-w-prose border-l-2 border-border-strong pl-3 text-sm whitespace-pre-wrap break-words text-muted-foreground"
          >
            {body}
          </p>
        </>
      )}
    </div>
  );
}

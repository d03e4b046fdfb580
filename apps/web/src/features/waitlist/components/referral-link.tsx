import { Check, Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/** An entry's referral link, ready to copy. */
export function ReferralLink({ link }: { link: string }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      // No clipboard (permissions, an old browser): select the link so it can be copied by hand.
      (document.getElementById(id) as HTMLInputElement | null)?.select();
    }
  }
  return (
    <div className="grid gap-2 rounded-lg border border-border bg-card p-4 text-left">
      <label htmlFor={id} className="text-sm font-medium">
        Your referral link
      </label>
      <p className="text-xs leading-5 text-muted-foreground">
        Share it: everyone who joins through it is credited to you.
      </p>
      <div className="flex gap-2">
        <Input
          id={id}
          readOnly
          value={link}
          className="font-mono text-xs"
          onFocus={(e) => e.target.select()}
        />
        <Button variant="secondary" onClick={() => void copy()} aria-live="polite">
          {copied ? <Check aria-hidden className="size-4" /> : <Copy aria-hidden className="size-4" />}
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
    </div>
  );
}

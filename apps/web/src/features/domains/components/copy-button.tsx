import { Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';

export interface CopyButtonProps {
  value: string;
  /** What is copied, for the button's name ('Copy TXT value'). */
  label: string;
  onCopied: () => void;
  onFailed: () => void;
}

/** Puts one value on the clipboard. */
export function CopyButton({ value, label, onCopied, onFailed }: CopyButtonProps) {
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={label}
      className="h-8 w-8 px-0"
      onClick={() => void navigator.clipboard.writeText(value).then(onCopied, onFailed)}
    >
      <Copy aria-hidden className="size-3.5" />
    </Button>
  );
}

import { PenLine } from 'lucide-react';
import { postMessages } from '@shiplog/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { generationLimitText, notWorthSharingReason } from '@/lib/generation-error';
import { serverMessage } from '@/lib/server-message';

export interface GenerationFailureProps {
  error: unknown;
  /** The product's message for any other failure (the server's reason goes under it). */
  failedTitle: string;
  /** Resends the same request with `force: true`. */
  onWriteAnyway: () => void;
  /** True while the forced request runs. */
  writing?: boolean;
  className?: string;
}

/**
 * Why a generation (post or update) did not come back, the same way everywhere:
 * - the writer declined: "Nothing worth sharing here", its reason, and "Write anyway";
 * - the generation limit: the server's message alone (it says how long to wait);
 * - anything else: the caller's failure message, with the server's reason when it gave one.
 */
export function GenerationFailure({
  error,
  failedTitle,
  onWriteAnyway,
  writing,
  className,
}: GenerationFailureProps) {
  const reason = notWorthSharingReason(error);
  if (reason !== null)
    return (
      <Alert
        variant="warning"
        title={postMessages.notWorthSharing}
        className={className}
        action={
          <Button size="sm" variant="secondary" loading={writing} onClick={onWriteAnyway}>
            {!writing && <PenLine aria-hidden className="size-3.5" />}
            {postMessages.writeAnyway}
          </Button>
        }
      >
        {reason}
      </Alert>
    );
  const limited = generationLimitText(error);
  if (limited) return <Alert variant="error" title={limited} className={className} />;
  const detail = serverMessage(error);
  return (
    <Alert variant="error" title={failedTitle} className={className}>
      {detail && detail !== failedTitle ? detail : null}
    </Alert>
  );
}

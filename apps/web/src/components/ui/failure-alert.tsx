import { serverMessage } from '@/lib/server-message';
import { Alert } from './alert';

export interface FailureAlertProps {
  /** What failed, in the product's words. */
  title: string;
  /** The failure; the server's explanation goes under the title when it says more. */
  error: unknown;
  className?: string;
}

/** A failed action: the product's message, then the server's reason when it gave a different one. */
export function FailureAlert({ title, error, className }: FailureAlertProps) {
  const detail = serverMessage(error);
  return (
    <Alert variant="error" title={title} className={className}>
      {detail && detail !== title ? detail : null}
    </Alert>
  );
}

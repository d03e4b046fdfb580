import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';

export interface RetryAlertProps {
  title: string;
  children?: ReactNode;
  /** True while the retry runs. */
  retrying: boolean;
  onRetry: () => void;
  className?: string;
}

/** Something did not load: says so, with a 'Try again' button. */
export function RetryAlert({ title, children, retrying, onRetry, className }: RetryAlertProps) {
  return (
    <Alert
      variant="error"
      title={title}
      className={className}
      action={
        <Button size="sm" variant="secondary" loading={retrying} onClick={onRetry}>
          {!retrying && <RotateCw aria-hidden className="size-3.5" />}
          Try again
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
